/**
 * The one honeypot of the public forms (the review form, the claim form, the quote request
 * and the alert form): a text field hidden from people (off-screen, aria-hidden, out of the
 * tab order) that form-filling bots fill. It has the same name on every form, and a filled
 * one gets the same answer from every endpoint: 202 `{"received": true}`, nothing stored or
 * sent, so a bot cannot tell it was caught.
 */
import { z } from 'zod';

/** The field's name in every form and request body. */
export const HONEYPOT_FIELD = 'homepage';

/** The field in a form's zod schema: spread into the object (`...honeypotField`). */
export const honeypotField = { [HONEYPOT_FIELD]: z.string().max(500).optional() } as const;

/** Whether a parsed body's honeypot was filled in (by a bot: people never see it). */
export function filledHoneypot(input: { homepage?: string | undefined }): boolean {
  return Boolean(input[HONEYPOT_FIELD]);
}
