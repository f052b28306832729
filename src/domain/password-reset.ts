/** The way back in for local accounts (staff and owners): the reset request, its link's lifetime and the new password. */
import { z } from 'zod';
import { email } from './forms';
import { StaffPasswordSchema } from './staff';

/** POST /api/auth/password-reset: the answer is 202 whether or not the address has an account. */
export const PasswordResetRequestSchema = z.object({ email: email() });

/** How long a password reset link works. */
export const RESET_TTL_MINUTES = 60;

/** The new password of a reset link's form (with Supabase Auth it goes to Supabase). */
export const NewPasswordSchema = z.object({ password: StaffPasswordSchema });
export type NewPassword = z.infer<typeof NewPasswordSchema>;

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const PasswordResetSchema = NewPasswordSchema.extend({
  token: z.string({ error: 'The reset link is not valid.' }).min(20, 'The reset link is not valid.').max(200, 'The reset link is not valid.'),
});
