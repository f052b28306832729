/**
 * The evidence of a credential (src/domain/credential-forms.ts): the owner's request, the
 * staff's approval and the staff's own record show the same fields, those of the chosen kind.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { CREDENTIAL_KINDS, CREDENTIAL_LABELS } from '../../domain/credentials';
import { SelectField, TextField } from './fields';

const KIND_OPTIONS = CREDENTIAL_KINDS.map((kind) => ({ value: kind, label: CREDENTIAL_LABELS[kind] }));

/** Empty evidence for a form's default values. */
export const NO_EVIDENCE = { kind: 'licensed', licenceNumber: '', issuingAuthority: '', insurer: '', policyNumber: '', expiresOn: '', note: '' } as const;

/** The fields' labels (the kinds' names included). */
export const CREDENTIAL_FIELD_WORDS = {
  kind: 'Credential',
  kinds: CREDENTIAL_LABELS,
  insurer: 'Insurer',
  policyNumber: 'Policy number',
  licenceNumber: 'Licence number',
  issuingAuthority: 'Issued by',
  issuingAuthorityHint: 'The board or agency, e.g. NC Utilities Commission',
  policyEnds: 'Policy end date',
  expires: 'Expiry date',
};

export type CredentialFieldWords = typeof CREDENTIAL_FIELD_WORDS;

export function CredentialFields({
  noteLabel,
  chooseKind = true,
  words: w = CREDENTIAL_FIELD_WORDS,
}: {
  noteLabel: string;
  chooseKind?: boolean;
  words?: CredentialFieldWords;
}) {
  const { control } = useFormContext();
  const kind = useWatch({ control, name: 'kind' }) as string;
  const options = w === CREDENTIAL_FIELD_WORDS ? KIND_OPTIONS : CREDENTIAL_KINDS.map((value) => ({ value, label: w.kinds[value] }));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {chooseKind && <SelectField name="kind" label={w.kind} options={options} />}
      {kind === 'insured' ? (
        <>
          <TextField name="insurer" label={w.insurer} maxLength={120} />
          <TextField name="policyNumber" label={w.policyNumber} maxLength={60} />
        </>
      ) : (
        <>
          <TextField name="licenceNumber" label={w.licenceNumber} maxLength={60} />
          <TextField name="issuingAuthority" label={w.issuingAuthority} hint={w.issuingAuthorityHint} maxLength={120} />
        </>
      )}
      <TextField name="expiresOn" type="date" label={kind === 'insured' ? w.policyEnds : w.expires} />
      <TextField name="note" label={noteLabel} markOptional maxLength={500} />
    </div>
  );
}
