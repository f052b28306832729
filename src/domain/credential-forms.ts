/** The credential forms' schemas (src/domain/credentials.ts): the owner's request and the staff's decisions share them with the API. */
import { z } from 'zod';
import { CREDENTIAL_KINDS } from './credentials';
import { text } from './forms';

const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `day` (YYYY-MM-DD) names a real calendar day. */
function isCalendarDay(day: string): boolean {
  if (!DAY_PATTERN.test(day)) return false;
  const date = new Date(`${day}T12:00:00Z`);
  return date.toISOString().slice(0, 10) === day;
}

/** Optional text: missing, null (the form's own output for the other kind's fields) and blank all read as ''. */
const optionalText = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value ?? '');

export const CREDENTIAL_MESSAGES = {
  kind: 'Choose Licensed or Insured',
  licenceNumber: 'Licence number is required',
  issuingAuthority: 'The authority that issued the licence is required',
  insurer: 'The insurer is required',
  policyNumber: 'Policy number is required',
  expiresOn: 'Enter the date it runs out (YYYY-MM-DD)',
  expired: 'That date has passed: a credential must still be valid',
  reason: 'Say why it is refused (the owner is told)',
} as const;

/**
 * The evidence of a credential: the owner's request form and the staff's approval and
 * direct-record forms share it. The fields of the other kind are ignored.
 */
export const CredentialEvidenceSchema = z
  .object({
    kind: z.enum(CREDENTIAL_KINDS, { error: CREDENTIAL_MESSAGES.kind }),
    licenceNumber: optionalText(60, 'Licence number must be 60 characters or less'),
    issuingAuthority: optionalText(120, 'Issuing authority must be 120 characters or less'),
    insurer: optionalText(120, 'Insurer must be 120 characters or less'),
    policyNumber: optionalText(60, 'Policy number must be 60 characters or less'),
    expiresOn: text({ error: CREDENTIAL_MESSAGES.expiresOn }).trim().refine(isCalendarDay, CREDENTIAL_MESSAGES.expiresOn),
    note: optionalText(500, 'Note must be 500 characters or less'),
  })
  .superRefine((value, ctx) => {
    const need = (field: 'licenceNumber' | 'issuingAuthority' | 'insurer' | 'policyNumber') => {
      if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: CREDENTIAL_MESSAGES[field] });
    };
    if (value.kind === 'licensed') {
      need('licenceNumber');
      need('issuingAuthority');
    } else {
      need('insurer');
      need('policyNumber');
    }
  })
  .transform((value) => ({
    kind: value.kind,
    licenceNumber: value.kind === 'licensed' ? value.licenceNumber : null,
    issuingAuthority: value.kind === 'licensed' ? value.issuingAuthority : null,
    insurer: value.kind === 'insured' ? value.insurer : null,
    policyNumber: value.kind === 'insured' ? value.policyNumber : null,
    expiresOn: value.expiresOn,
    note: value.note || null,
  }));

export type CredentialEvidence = z.output<typeof CredentialEvidenceSchema>;

/** POST /api/admin/credentials/{id}/refuse: the reason the owner reads. */
export const RefuseCredentialSchema = z.object({
  reason: text({ error: CREDENTIAL_MESSAGES.reason }).trim().min(3, CREDENTIAL_MESSAGES.reason).max(500, 'Reason must be 500 characters or less'),
});

/** GET /api/admin/credentials?status: the staff's queue (pending first by default). */
export const CredentialQueueQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'refused'], { error: 'status must be pending, approved or refused' }).default('pending'),
});
