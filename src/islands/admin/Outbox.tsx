/**
 * Outbox: recent e-mail of every kind, each with its status, tries, last error, next try and
 * the extra headers it goes out with (List-Unsubscribe...). Without a provider configured the
 * messages are not sent; they are listed here (and in the server log) with their link.
 * Loaded through the dashboard's query cache: fetched again each time the section is opened
 * (or its tab clicked again) and after "Send now".
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, ADMIN_TOASTS, type OutboxMessage, type Page } from '../../domain/admin';
import { showToast } from '../../stores/toast';
import { formatDateTime, pageQuery } from './admin-client';
import { describeError, type ApiError } from '../kit/api';
import { queryKeys } from '../kit/query';
import { useAdmin } from './context';
import { Badge, Empty, ErrorText, Loading, Pager, Panel } from './ui';

export function Outbox() {
  const { requestJson, request, config } = useAdmin();
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const outbox = useQuery<Page<OutboxMessage>, ApiError>({
    queryKey: queryKeys.admin.list('outbox', { page }),
    queryFn: () => requestJson<Page<OutboxMessage>>(`/api/admin/outbox?${pageQuery(page, ADMIN_PAGE_SIZE)}`),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
  const data = outbox.data;
  const error = outbox.error ? `Failed to fetch the outbox: ${describeError(outbox.error)}` : '';
  const [busy, setBusy] = useState<number | null>(null);

  const sendAgain = async (id: number) => {
    setBusy(id);
    try {
      await request(`/api/admin/outbox/${id}/send`, { method: 'POST' });
      showToast({ ...ADMIN_TOASTS.emailSent });
    } catch (failure) {
      showToast({ title: ADMIN_TOASTS.emailSendFailed, description: describeError(failure), variant: 'destructive' });
    } finally {
      setBusy(null);
      void client.invalidateQueries({ queryKey: queryKeys.admin.list('outbox') });
    }
  };

  return (
    <Panel title="Outbox" id="outbox-heading">
      <p className="mb-4 text-sm text-slate-700">
        {config.emailProvider
          ? 'Messages are sent with Resend right after they are queued. A failed send is retried with growing waits, up to six tries, then given up; any message not sent can be sent now.'
          : 'No e-mail provider is configured (RESEND_API_KEY and EMAIL_FROM), so messages are not sent: they stay here and in the server log, verification link included.'}
      </p>
      {error && <ErrorText>{error}</ErrorText>}
      {!data ? (
        !error && <Loading />
      ) : data.items.length === 0 ? (
        <Empty>No messages yet.</Empty>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Messages">
          {data.items.map((message) => (
            <li key={message.id} className="py-4" data-outbox-id={message.id}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="space-y-1">
                  <p className="font-semibold text-slate-900">{message.subject}</p>
                  <p className="text-sm text-slate-700">
                    To {message.toAddress} · queued {formatDateTime(message.createdAt)}{' '}
                    {message.status === 'sent' ? (
                      <Badge tone="green">Sent {formatDateTime(message.sentAt)}</Badge>
                    ) : message.status === 'failed' ? (
                      <Badge tone="red">Given up</Badge>
                    ) : (
                      <Badge tone="amber">Not sent</Badge>
                    )}
                    {message.attempts > 0 && ` · ${message.attempts} ${message.attempts === 1 ? 'try' : 'tries'}`}
                    {config.emailProvider && message.status === 'queued' && message.nextAttemptAt && ` · next try ${formatDateTime(message.nextAttemptAt)}`}
                  </p>
                  {message.lastError && <p className="text-sm font-medium text-red-800">Last error: {message.lastError}</p>}
                </div>
                {config.emailProvider && message.status !== 'sent' && (
                  <button type="button" className="btn-secondary" disabled={busy === message.id} onClick={() => void sendAgain(message.id)}>
                    Send now<span className="sr-only"> to {message.toAddress}</span>
                  </button>
                )}
              </div>
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer font-medium text-brand-700">Show message</summary>
                {Object.keys(message.headers).length > 0 && (
                  <dl className="mt-2 space-y-1" aria-label="Headers">
                    {Object.entries(message.headers).map(([name, value]) => (
                      <div key={name} className="break-all">
                        <dt className="inline font-medium text-slate-900">{name}: </dt>
                        <dd className="inline text-slate-700">{value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                <pre className="mt-2 whitespace-pre-wrap break-all rounded-md bg-slate-50 p-3 font-sans text-slate-900">{message.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={page} total={data.total} size={ADMIN_PAGE_SIZE} onPage={setPage} label="Outbox" />}
    </Panel>
  );
}
