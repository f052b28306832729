/**
 * The one field family of the islands: a label, an optional hint, the field's error, and
 * the `id`, `aria-describedby`, `aria-invalid` and `aria-required` that tie them together,
 * wired here once. {@link FieldShell} lays out any control (a render prop receives the
 * attributes); {@link TextField}, {@link TextareaField}, {@link SelectField} and
 * {@link CheckboxGroupField} are connected to the react-hook-form of the surrounding
 * KitFormProvider (src/islands/kit/forms.ts has the form hook), with {@link ErrorSummary}.
 */
import { createContext, useContext, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import {
  FormProvider,
  get,
  useController,
  useFormContext,
  type FieldError,
  type FieldErrors as RhfErrors,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * The words the fields write themselves, and how a message (the schema's or the server's, in
 * English as the domain writes it) reads in the form's language. English as written unless a
 * {@link KitWordsProvider} above the form says otherwise (the owner dashboard in Spanish).
 */
export interface KitWords {
  optional: string;
  message: (text: string) => string;
}

const KitWordsContext = createContext<KitWords>({ optional: '(optional)', message: (text) => text });

/** Gives the fields below it their language. */
export const KitWordsProvider = KitWordsContext.Provider;

/** The fields' words (src/islands/kit/fields.tsx's {@link KitWords}). */
const useKitWords = () => useContext(KitWordsContext);

export const INPUT_CLASS = 'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700';

const FormIdContext = createContext<string | null>(null);

/** The DOM id of field `name` in a form whose ids start with `prefix`. */
const fieldId = (prefix: string, name: string) => `${prefix}-${name.replace(/[^a-zA-Z0-9]+/g, '-')}`;

function usePrefix(): string {
  const own = useId().replace(/[^a-zA-Z0-9]/g, '');
  return useContext(FormIdContext) ?? `f${own}`;
}

/** The attributes a control needs to be labelled and described. */
interface FieldAttrs {
  id: string;
  name: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface ShellProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Shows "(optional)" after the label of a field that is not required. */
  markOptional?: boolean;
  className?: string;
  children: (attrs: FieldAttrs) => ReactNode;
}

/**
 * A field's error, in an element that is always there (empty and without height when the
 * field is valid), so a message replaces nothing and its id always exists.
 */
function ErrorSlot({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} className={error ? 'mt-1 text-sm font-medium text-red-800' : undefined}>
      {error}
    </p>
  );
}

/** Label, control, hint and error of one field. */
export function FieldShell({ name, label, hint, error, required, markOptional, className, children }: ShellProps) {
  const id = fieldId(usePrefix(), name);
  const words = useKitWords();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : markOptional ? (
          <span className="font-normal text-slate-600"> {words.optional}</span>
        ) : null}
      </label>
      {children({ id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, 'aria-required': required || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <ErrorSlot id={`${id}-error`} error={error && words.message(error)} />
    </div>
  );
}

/** The message of field `name` in react-hook-form's errors ('answers.moveDate' included). */
export function errorOf(errors: RhfErrors, name: string): string | undefined {
  const found = get(errors, name) as FieldError | undefined;
  return typeof found?.message === 'string' ? found.message : undefined;
}

type Common = Omit<ShellProps, 'children' | 'error'> & {
  /** react-hook-form's register options (e.g. `setValueAs` for a blank that means "none"). */
  rules?: RegisterOptions;
};

export function TextField({
  name,
  inputClassName,
  ...props
}: Common & { inputClassName?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className'>) {
  const { register, formState } = useFormContext();
  const { label, hint, required, markOptional, className, rules, ...input } = props;
  return (
    <FieldShell
      name={name}
      label={label}
      hint={hint}
      required={required}
      markOptional={markOptional}
      className={className}
      error={errorOf(formState.errors, name)}
    >
      {(attrs) => <input {...input} {...attrs} {...register(name, rules)} className={inputClassName ?? INPUT_CLASS} />}
    </FieldShell>
  );
}

export function TextareaField({ name, ...props }: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'className'>) {
  const { register, formState } = useFormContext();
  const { label, hint, required, markOptional, className, rules, ...input } = props;
  return (
    <FieldShell
      name={name}
      label={label}
      hint={hint}
      required={required}
      markOptional={markOptional}
      className={className}
      error={errorOf(formState.errors, name)}
    >
      {(attrs) => <textarea {...input} {...attrs} {...register(name, rules)} className={INPUT_CLASS} />}
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A select, controlled by the form (its value is set before its options exist otherwise). */
export function SelectField({ name, options, placeholder, rules, ...props }: Common & { options: readonly Option[]; placeholder?: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control, rules: rules as never });
  return (
    <FieldShell name={name} {...props} error={fieldState.error?.message}>
      {(attrs) => (
        <select
          {...attrs}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          className={INPUT_CLASS}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A single checkbox with its label on the right. */
export function CheckboxField({ name, label, hint }: { name: string; label: ReactNode; hint?: ReactNode }) {
  const { register, formState } = useFormContext();
  const id = fieldId(usePrefix(), name);
  const { message } = useKitWords();
  const found = errorOf(formState.errors, name);
  const error = found && message(found);
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          {...register(name)}
        />
        <label htmlFor={id} className="text-sm text-slate-900">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <ErrorSlot id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * A group of checkboxes whose value is the array of checked options, in the options' order
 * (service tags). Past `max`, the other boxes are disabled, or, with `onLimit`, stay
 * enabled and a tick past the limit calls it instead of changing the value.
 */
export function CheckboxGroupField({
  name,
  legend,
  options,
  hint,
  max,
  onLimit,
}: {
  name: string;
  legend: ReactNode;
  options: readonly Option[];
  hint?: ReactNode;
  max?: number;
  onLimit?: () => void;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const prefix = fieldId(usePrefix(), name);
  const { message } = useKitWords();
  const error = fieldState.error?.message && message(fieldState.error.message);
  const chosen = (field.value as string[] | undefined) ?? [];
  return (
    <fieldset
      aria-describedby={[hint ? `${prefix}-hint` : '', error ? `${prefix}-error` : ''].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="block text-sm font-medium text-slate-900">{legend}</legend>
      {hint && (
        <p id={`${prefix}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option, index) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-900">
            <input
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              className="size-4 accent-brand-700"
              value={option.value}
              checked={chosen.includes(option.value)}
              name={field.name}
              disabled={!onLimit && max !== undefined && chosen.length >= max && !chosen.includes(option.value)}
              onBlur={field.onBlur}
              onChange={(event) => {
                if (!event.target.checked) return field.onChange(chosen.filter((v) => v !== option.value));
                if (max !== undefined && chosen.length >= max) return onLimit?.();
                field.onChange(options.map((o) => o.value).filter((v) => v === option.value || chosen.includes(v)));
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorSlot id={`${prefix}-error`} error={error} />
    </fieldset>
  );
}

/** Every field error in react-hook-form's nested errors, as [path, message], in field order. */
export function flatErrors(errors: RhfErrors, prefix = ''): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'root') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as FieldError).message;
    if (typeof message === 'string' && message) out.push([path, message]);
    else if (typeof value === 'object') out.push(...flatErrors(value as RhfErrors, path));
  }
  return out;
}

/**
 * The form-level summary after a failed submit: the server's message (or `title`) and a
 * link to each field with an error. It is an alert, read out once when it appears.
 */
export function ErrorSummary({ title = 'Please correct the highlighted fields.', listFields = true }: { title?: string; listFields?: boolean }) {
  const { formState } = useFormContext();
  const prefix = usePrefix();
  const { message } = useKitWords();
  const server = formState.errors.root?.server?.message;
  const fields = flatErrors(formState.errors);
  if (!server && (fields.length === 0 || formState.submitCount === 0)) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800" data-error-summary>
      {/* The fields' own messages say more than the server's general "Some fields are invalid." */}
      <p className="font-medium">{message((fields.length > 0 ? title : server) ?? '')}</p>
      {listFields && fields.length > 1 && (
        <ul className="mt-1 list-disc pl-5">
          {fields.map(([path, text]) => (
            <li key={path}>
              <a className="underline" href={`#${fieldId(prefix, path)}`}>
                {message(text)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Provides the form to its fields and gives their ids one prefix. */
export function KitFormProvider<T extends FieldValues, O extends FieldValues>({
  form,
  idPrefix,
  children,
}: {
  /** A form whose schema may transform its values (text fields read as numbers): `O` is what submit receives. */
  form: UseFormReturn<T, unknown, O>;
  idPrefix?: string;
  children: ReactNode;
}) {
  const own = `f${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <FormIdContext.Provider value={idPrefix ?? own}>
      <FormProvider {...form}>{children}</FormProvider>
    </FormIdContext.Provider>
  );
}
