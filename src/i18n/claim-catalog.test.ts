import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SELF_DECLARED_TAGS, WEEKDAYS } from '../domain/catalog';
import { BusinessClaimSchema, ClaimFormSchema } from '../domain/forms';
import { CLAIM_TOASTS, claimToasts } from '../islands/claim/claim-form-state';
import { ExistingClaimFormSchema } from '../islands/claim/claim-existing-state';
import { claimWords } from './claim-words';
import { enClaim } from './en-claim';
import { esClaim } from './es-claim';
import { translateMessage } from './translate-message';
import { flattenCatalog } from './flatten-catalog';

const names = (text = '') => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** The same words in both languages. */
const SAME_IN_BOTH = new Set(['form.sending']);
const spanish = (english: string) => translateMessage(claimWords('es').messages, english);
const long = (n: number) => 'x'.repeat(n + 1);

/** Every message `schema` gives for each of `inputs`. */
function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

describe('the claim page’s catalogs', () => {
  it('have the same keys and {placeholders} in English and Spanish, and no English left in the Spanish', () => {
    const english = flattenCatalog(enClaim, { skip: ['messages'] });
    const translated = flattenCatalog(esClaim, { skip: ['messages'] });
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(names(translated.get(key)), key).toEqual(names(text));
      if (!SAME_IN_BOTH.has(key) && key !== 'form.submitting') expect(translated.get(key), key).not.toBe(text);
    }
    expect(Object.keys(esClaim.messages).sort()).toEqual(Object.keys(enClaim.messages).sort());
    for (const [key, text] of Object.entries(enClaim.messages)) expect(text, 'the English messages are their own keys').toBe(key);
  });

  it('say in English what the spec and the domain say: the toasts, the self-declared tags, the days', () => {
    expect(claimToasts(enClaim.toasts)).toEqual(CLAIM_TOASTS);
    expect(Object.entries(enClaim.fields.tags)).toEqual(SELF_DECLARED_TAGS.map((t) => [t.value, t.label]));
    expect(Object.keys(enClaim.form.days)).toEqual([...WEEKDAYS]);
  });

  it('translate every message the claim schemas give for wrong input of every kind', () => {
    const messages = [
      ...messagesOf(ClaimFormSchema, [
        {},
        {
          businessName: long(200),
          category: 'nope',
          address: long(300),
          phone: long(40),
          email: 'x',
          website: 'http://',
          description: long(800),
          serviceTags: ['licensed'],
          businessHours: { Monday: long(60) },
          claimerName: long(100),
          claimerEmail: 'a\u0000b',
          claimerPhone: long(40),
          agreeToTerms: false,
        },
        { serviceTags: ['free-quote', 'free-quote', 'free-quote', 'free-quote', 'free-quote', 'free-quote', 'free-quote', 'free-quote'] },
      ]),
      ...messagesOf(BusinessClaimSchema, [{ businessId: -1, claimerEmail: '' }]),
      ...messagesOf(ExistingClaimFormSchema, [{}]),
    ];
    expect(messages).toContain('You must agree to the terms');
    for (const message of new Set(messages)) expect(spanish(message), message).not.toBe(message);
  });

  it('link the Spanish page’s terms and listings to their Spanish pages', () => {
    expect(claimWords('es').paths).toEqual({ terms: '/es/terms', listing: '/es/charlotte/listing/' });
    expect(claimWords('en').paths).toEqual({ terms: '/terms', listing: '/charlotte/listing/' });
    expect(claimWords('en').messages).toEqual({});
  });
});
