/**
 * A business's own fields, defined once for every form that edits them (the claim form,
 * admin Add Business, the owner's listing editor): the field's name in the API's schemas,
 * its label, input type, autocomplete and length. A new business field is added to
 * {@link BUSINESS_FIELDS} once and shown by listing its name in a form's `show`.
 * Rendered inside a KitFormProvider (src/islands/kit/fields.tsx).
 */
import type { ReactNode } from 'react';
import { CATEGORIES, LIMITS, SELF_DECLARED_TAGS } from '../../domain/catalog';
import { LANGUAGES } from '../../domain/languages';
import { CheckboxGroupField, SelectField, TextField, TextareaField, type Option } from './fields';

interface Def {
  label: string;
  kind: 'text' | 'textarea' | 'category' | 'tags' | 'languages';
  type?: 'tel' | 'email' | 'url';
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
}

const BUSINESS_FIELDS = {
  businessName: { label: 'Business name', kind: 'text', autoComplete: 'organization', maxLength: LIMITS.businessName },
  category: { label: 'Category', kind: 'category' },
  address: { label: 'Address', kind: 'text', autoComplete: 'street-address', maxLength: 300 },
  phone: { label: 'Phone', kind: 'text', type: 'tel', autoComplete: 'tel', maxLength: 40 },
  email: { label: 'E-mail', kind: 'text', type: 'email', autoComplete: 'email', maxLength: 254 },
  website: { label: 'Website', kind: 'text', type: 'url', autoComplete: 'url' },
  shortDescription: { label: 'Short description', kind: 'text', maxLength: LIMITS.shortDescription },
  longDescription: { label: 'Description', kind: 'textarea', maxLength: LIMITS.description },
  serviceTags: {
    label: 'Service tags',
    kind: 'tags',
    hint: `Shown as what the business says. Licensed and Insured show only once our staff have seen the licence or policy (owner dashboard, Credentials).`,
  },
  languages: {
    label: 'Languages your staff can serve customers in',
    kind: 'languages',
    hint: 'Shown on the listing as the business’s own statement: “The business says its staff speak …”.',
  },
} as const satisfies Record<string, Def>;

type BusinessFieldName = keyof typeof BUSINESS_FIELDS;

const CATEGORY_OPTIONS = CATEGORIES.map((c) => ({ value: c.value, label: c.label }));
// What the business says of itself; credentials (Licensed, Insured, Verified) are never ticked.
const TAG_OPTIONS = SELF_DECLARED_TAGS.map((t) => ({ value: t.value, label: t.label }));
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l.code, label: l.label }));

interface Props {
  /** The fields to show, in order. */
  show: readonly BusinessFieldName[];
  /** A form's own wording for a label ("Business email" in the claim form). */
  labels?: Partial<Record<BusinessFieldName, string>>;
  /** The form's schema requires these (marked with *). */
  required?: readonly BusinessFieldName[];
  /** Where a field's name in the form differs from its name here (the claim form's `description`). */
  names?: Partial<Record<BusinessFieldName, string>>;
  /** A form's own hint under a field (the admin's description counter). */
  hints?: Partial<Record<BusinessFieldName, ReactNode>>;
  /** Marks the fields that are not required "(optional)". */
  markOptional?: boolean;
  /** Fields without the browser's length limit: the schema's message says what is too long (a counter shows it). */
  unlimited?: readonly BusinessFieldName[];
  /** Called on a tick past the service-tag limit (the boxes stay enabled). */
  onTagLimit?: () => void;
  /** The choices' names in the form's language (English by default), and the category's "Select a category". */
  options?: Partial<Record<'category' | 'serviceTags' | 'languages', readonly Option[]>>;
  categoryPlaceholder?: string;
}

export function BusinessFields({
  show,
  labels = {},
  required = [],
  names = {},
  hints = {},
  markOptional,
  unlimited = [],
  onTagLimit,
  options = {},
  categoryPlaceholder = 'Select a category',
}: Props) {
  return (
    <>
      {show.map((key) => {
        const def: Def = BUSINESS_FIELDS[key];
        const name = names[key] ?? key;
        const label = labels[key] ?? def.label;
        const isRequired = required.includes(key);
        const hint = hints[key] ?? def.hint;
        const maxLength = unlimited.includes(key) ? undefined : def.maxLength;
        switch (def.kind) {
          case 'category':
            return (
              <SelectField
                key={key}
                name={name}
                label={label}
                required={isRequired}
                options={options.category ?? CATEGORY_OPTIONS}
                placeholder={isRequired ? categoryPlaceholder : undefined}
                markOptional={markOptional}
              />
            );
          case 'languages':
            return <CheckboxGroupField key={key} name={name} legend={label} hint={hint} options={options.languages ?? LANGUAGE_OPTIONS} />;
          case 'tags':
            return (
              <CheckboxGroupField
                key={key}
                name={name}
                legend={label}
                hint={hint}
                options={options.serviceTags ?? TAG_OPTIONS}
                max={LIMITS.serviceTags}
                onLimit={onTagLimit}
              />
            );
          case 'textarea':
            return (
              <TextareaField key={key} name={name} label={label} required={isRequired} markOptional={markOptional} rows={4} maxLength={maxLength} hint={hint} />
            );
          default:
            return (
              <TextField
                key={key}
                name={name}
                label={label}
                required={isRequired}
                markOptional={markOptional}
                type={def.type ?? 'text'}
                autoComplete={def.autoComplete}
                maxLength={maxLength}
                hint={hint}
              />
            );
        }
      })}
    </>
  );
}
