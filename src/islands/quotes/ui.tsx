/** Small pieces the quote islands share: field layout, error text and the JSON fetch helper. */
import type { ReactNode } from 'react';
import type { z } from 'zod';

export const inputClass = 'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700';

export type FieldErrors = Record<string, string>;

/** One message per field path ('answers.moveDate'), the first issue of each winning. */
export function issuesToErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

export const fieldDomId = (path: string) => `quote-${path.replace(/[^a-zA-Z0-9]+/g, '-')}`;

export function Field(props: {
  path: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: (attrs: Record<string, unknown>) => ReactNode;
}) {
  const id = fieldDomId(props.path);
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {props.label}
        {props.required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {props.children({
        id,
        name: props.path,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': described,
        'aria-required': props.required || undefined,
      })}
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

/** Calls the API with JSON; throws {@link ApiFailure} with the server's message and field errors. */
export async function callApi<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiFailure(0, 'Could not reach the server. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => null)) as { error?: { message?: string; fields?: FieldErrors } } | null;
  if (!response.ok) throw new ApiFailure(response.status, data?.error?.message ?? `The server answered ${response.status}.`, data?.error?.fields ?? {});
  return data as T;
}

/** The value of `name` in the page's URL fragment (`#a=1&b=2`). */
export function fragmentValue(name: string): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get(name);
}
