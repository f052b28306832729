/**
 * The island kit (src/islands/kit): the API client against the error envelope, the
 * session across tabs, and a form on the kit's fields with the zod resolver.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiJson, apiResult, describeError, ApiError } from '../../src/islands/kit/api';
import { ConfirmButton } from '../../src/islands/kit/ConfirmButton';
import { ErrorSummary, KitFormProvider, TextField } from '../../src/islands/kit/fields';
import { showServerErrors, useZodForm } from '../../src/islands/kit/forms';
import { SESSION_KEYS, loadSession, saveSession, signOut, subscribeSession } from '../../src/islands/kit/session';
import { shouldRetry } from '../../src/islands/kit/query';
import { apiError, fakeApi, json } from './support/api';
import { description } from './support/described-by';

const session = { token: 'owner-token', expiresAt: '2099-01-01T00:00:00.000Z', email: 'o@example.com', mode: 'local' as const };

describe('the API client', () => {
  it('answers a typed result with the envelope: code, message, field errors', async () => {
    fakeApi().on('POST', '/api/claims', apiError(400, 'validation_failed', 'Some fields are invalid.', { email: 'Please enter a valid email address' }));
    const result = await apiResult('/api/claims', { json: { email: 'x' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'validation_failed',
      message: 'Some fields are invalid.',
      fields: { email: 'Please enter a valid email address' },
    });
    expect(result.error.detail).toMatch(/^400: \{"error"/);
  });

  it("reads '{status}: {body}' (or the status text) when the answer is not the envelope", async () => {
    fakeApi().on('GET', '/api/x', new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const result = await apiResult('/api/x');
    expect(!result.ok && describeError(result.error)).toBe('502: Bad Gateway');
  });

  it('gives a 429 its wait, a network failure and an abort their own kinds', async () => {
    fakeApi().on(
      'GET',
      '/api/x',
      new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests.' } }), { status: 429, headers: { 'retry-after': '120' } }),
    );
    const limited = await apiResult('/api/x');
    expect(!limited.ok && limited.error.retryAfter).toBe(120);
    expect(!limited.ok && describeError(limited.error)).toBe('Too many requests. Try again in 2 minutes.');

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await apiResult('/api/x');
    expect(!offline.ok && offline.error.kind).toBe('network');
    expect(shouldRetry(0, !offline.ok && offline.error)).toBe(true);
    expect(shouldRetry(0, new ApiError('http', 500, 'x', 'x'))).toBe(false);

    fakeApi();
    const controller = new AbortController();
    controller.abort();
    const aborted = await apiResult('/api/x', { signal: controller.signal });
    expect(!aborted.ok && aborted.error.kind).toBe('aborted');
  });

  it("sends the session's token and signs out in every listener on a 401", async () => {
    saveSession('owner', session);
    const api = fakeApi().on('GET', '/api/owner/businesses', apiError(401, 'unauthorized', 'Please sign in again.'));
    const ended = vi.fn();
    const stop = subscribeSession('owner', ended);
    await expect(apiJson('/api/owner/businesses', { auth: 'owner' })).rejects.toMatchObject({ status: 401 });
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer owner-token');
    expect(ended).toHaveBeenCalledWith(null, 'expired');
    expect(loadSession('owner')).toBeNull();
    stop();
  });
});

describe('the session', () => {
  it('is dropped once it expires, and anything unreadable is removed', () => {
    saveSession('staff', { ...session, expiresAt: '2030-01-01T08:00:00.000Z' });
    expect(loadSession('staff', Date.parse('2030-01-01T07:59:00Z'))?.token).toBe('owner-token');
    expect(loadSession('staff', Date.parse('2030-01-01T08:00:00Z'))).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEYS.staff)).toBeNull();
    window.localStorage.setItem(SESSION_KEYS.owner, '{not json');
    expect(loadSession('owner')).toBeNull();
    expect(window.localStorage.getItem(SESSION_KEYS.owner)).toBeNull();
  });

  it('is shared by tabs through localStorage and follows another tab signing out', () => {
    window.localStorage.setItem(SESSION_KEYS.staff, JSON.stringify(session));
    expect(loadSession('staff')?.token).toBe('owner-token');
    const seen = vi.fn();
    const stop = subscribeSession('staff', seen);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEYS.staff, newValue: null }));
    expect(seen).toHaveBeenCalledWith(null, 'signed-out');
    stop();
  });

  it('signs out on the server first, and still signs out when the server has no logout (404)', async () => {
    saveSession('owner', session);
    const api = fakeApi();
    await signOut('owner');
    expect(api.callsTo('POST', '/api/auth/logout')[0]?.headers.get('authorization')).toBe('Bearer owner-token');
    expect(loadSession('owner')).toBeNull();
  });
});

const Schema = z.object({ name: z.string().trim().min(1, 'Please enter your name'), email: z.email('Please enter a valid email address') });

function Demo({ onSend }: { onSend: (values: z.output<typeof Schema>) => void }) {
  const form = useZodForm(Schema, { defaultValues: { name: '', email: '' } });
  return (
    <KitFormProvider form={form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          const result = await apiResult('/api/demo', { json: values });
          if (!showServerErrors(form, result)) onSend(values);
        })}
      >
        <TextField name="name" label="Your name" required />
        <TextField name="email" label="E-mail" hint="We never share it." />
        <ErrorSummary />
        <button type="submit">Send</button>
      </form>
    </KitFormProvider>
  );
}

describe('a form on the kit', () => {
  it('flags every invalid field at once, described by its message, and focuses the first', async () => {
    const user = userEvent.setup();
    render(<Demo onSend={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText(/Your name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(description(name)).toBe('Please enter your name');
    expect(description(screen.getByLabelText('E-mail'))).toBe('We never share it. Please enter a valid email address');
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole('alert').textContent).toContain('Please correct the highlighted fields.');
  });

  it("puts the server's field errors on the fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    fakeApi().on('POST', '/api/demo', apiError(400, 'validation_failed', 'Some fields are invalid.', { email: 'This address cannot be used' }));
    const sent = vi.fn();
    render(<Demo onSend={sent} />);
    await user.type(screen.getByLabelText(/Your name/), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('This address cannot be used');
    expect(description(screen.getByLabelText('E-mail'))).toBe('We never share it. This address cannot be used');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.com');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends valid values', async () => {
    const user = userEvent.setup();
    fakeApi().on('POST', '/api/demo', json({ ok: true }));
    const sent = vi.fn();
    render(<Demo onSend={sent} />);
    await user.type(screen.getByLabelText(/Your name/), 'Ana');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' }));
  });
});

describe('a destructive action', () => {
  it('asks first, and Cancel does nothing', async () => {
    const user = userEvent.setup();
    const remove = vi.fn();
    render(
      <ConfirmButton question="Delete this reply?" confirmLabel="Delete reply" onConfirm={remove}>
        Delete
      </ConfirmButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await act(() => user.click(screen.getByRole('button', { name: 'Delete reply' })));
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
