import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HONEYPOT_FIELD, filledHoneypot, honeypotField } from './honeypot';

describe('the honeypot field', () => {
  const schema = z.object({ email: z.string(), ...honeypotField });

  it('takes a body without it or with it empty as from a person', () => {
    expect(filledHoneypot(schema.parse({ email: 'a@example.com' }))).toBe(false);
    expect(filledHoneypot(schema.parse({ email: 'a@example.com', [HONEYPOT_FIELD]: '' }))).toBe(false);
  });

  it('takes a filled one as from a bot, without refusing the body', () => {
    const parsed = schema.safeParse({ email: 'a@example.com', [HONEYPOT_FIELD]: 'http://spam.example' });
    expect(parsed.success).toBe(true);
    expect(filledHoneypot(parsed.data!)).toBe(true);
  });
});
