/**
 * The review invitations' facts that the business page needs, without zod (the review form
 * island imports them; decision 0002 keeps zod out of the page's first JavaScript).
 */

/** The query parameter of the invitation link that the business page's review form reads. */
export const INVITATION_PARAM = 'invite';

/** The label of a review that came through the business's invitation, publicly and for staff. */
export const INVITED_LABEL = 'Invited by the business';
