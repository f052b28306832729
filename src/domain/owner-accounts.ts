/** Owner accounts as staff see them in /admin. */

/** An owner account as staff see it in /admin. */
export interface OwnerAccountSummary {
  id: string;
  email: string | null;
  name: string;
  status: 'invited' | 'active' | 'disabled';
  inviteExpiresAt: string | null;
  lastSignInAt: string | null;
  createdAt: string;
  businesses: Array<{ id: number; name: string; slug: string }>;
}
