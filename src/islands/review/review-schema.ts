/**
 * The review form's validation, loaded on demand (when the form is opened) so that zod is
 * not part of the business page's initial JavaScript. The schema is the API's own.
 */

export { ReviewFormSchema } from '../../domain/forms';
