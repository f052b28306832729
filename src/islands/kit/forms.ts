/**
 * Forms on react-hook-form with the zod resolver, checked in the browser with the very
 * schema the API handler uses (src/domain/forms.ts, owner.ts, quote-requests.ts ...), and
 * the server's field errors put back on the fields they name.
 *
 * ```tsx
 * const form = useZodForm(ClaimSchema, { defaultValues });
 * const submit = form.handleSubmit(async (values) => {
 *   const result = await apiResult('/api/claims', { json: values });
 *   if (!showServerErrors(form, result)) onDone(result.data);
 * });
 * ```
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, type ApiResult } from './api';

/**
 * A form checked with `schema` on submit, and again on each change after a failed submit;
 * `mode: 'onTouched'` also checks a field when it is left (the claim form).
 */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: { defaultValues?: DefaultValues<z.input<S>>; context?: unknown; mode?: 'onSubmit' | 'onTouched' } = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's overloads cannot see that S is a zod 4 schema.
    resolver: zodResolver(schema as never) as never,
    defaultValues: options.defaultValues,
    mode: options.mode ?? 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/**
 * Puts a failed call's field errors on the fields they name and its message in the form's
 * root error (shown by ErrorSummary). Answers true when `result` failed.
 */
/** What {@link showServerErrors} needs of a form (any react-hook-form form has it). */
interface ErrorSink {
  setError(name: string, error: { type: string; message: string }, options?: { shouldFocus?: boolean }): void;
  setFocus(name: string): void;
}

export function showServerErrors<D>(form: ErrorSink, result: ApiResult<D> | ApiError): result is { ok: false; error: ApiError } {
  const error = result instanceof ApiError ? result : result.ok ? null : result.error;
  if (!error) return false;
  const paths = Object.entries(error.fields);
  for (const [path, message] of paths) form.setError(path, { type: 'server', message }, { shouldFocus: false });
  form.setError('root.server', { type: String(error.status), message: error.message });
  const first = paths[0]?.[0];
  if (first) {
    try {
      form.setFocus(first);
    } catch {
      // a field the form does not render (the summary still names it)
    }
  }
  return true;
}
