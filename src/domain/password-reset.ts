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

const resetToken = z.string({ error: 'The reset link is not valid.' }).min(20, 'The reset link is not valid.').max(200, 'The reset link is not valid.');

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const PasswordResetSchema = NewPasswordSchema.extend({ token: resetToken });

/** POST /api/auth/password-reset/check: the link's token, checked when its page opens (nothing is used up). */
export const PasswordResetCheckSchema = z.object({ token: resetToken });

/** What a reset link that cannot be used says, on its page and to the confirm call. */
export const RESET_LINK_MESSAGES = {
  expired: 'This reset link has expired. Ask for a new one with "Forgot password?".',
  invalid: 'This reset link is not valid (it may have been used already).',
} as const;
