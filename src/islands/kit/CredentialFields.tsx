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

export function CredentialFields({ noteLabel, chooseKind = true }: { noteLabel: string; chooseKind?: boolean }) {
  const { control } = useFormContext();
  const kind = useWatch({ control, name: 'kind' }) as string;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {chooseKind && <SelectField name="kind" label="Credential" options={KIND_OPTIONS} />}
      {kind === 'insured' ? (
        <>
          <TextField name="insurer" label="Insurer" maxLength={120} />
          <TextField name="policyNumber" label="Policy number" maxLength={60} />
        </>
      ) : (
        <>
          <TextField name="licenceNumber" label="Licence number" maxLength={60} />
          <TextField name="issuingAuthority" label="Issued by" hint="The board or agency, e.g. NC Utilities Commission" maxLength={120} />
        </>
      )}
      <TextField name="expiresOn" type="date" label={kind === 'insured' ? 'Policy end date' : 'Expiry date'} />
      <TextField name="note" label={noteLabel} markOptional maxLength={500} />
    </div>
  );
}
