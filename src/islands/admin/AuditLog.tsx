/** The audit log of moderation actions: who, what, when, why; newest first, with paging. */
import { ADMIN_PAGE_SIZE, auditActionLabel, type AuditEntry, type Page } from '../../domain/admin';
import { formatDateTime } from './admin-client';
import { describeError } from '../kit/api';
import { usePagedQuery } from './queue';
import { Empty, ErrorText, Loading, Pager, Panel } from './ui';

export function AuditLog() {
  const { page, setPage, data, error: failure } = usePagedQuery<Page<AuditEntry>>('/api/admin/audit-log', (value) => value.items.length);
  const error = failure ? `Failed to fetch the audit log: ${describeError(failure)}` : '';

  return (
    <Panel title="Audit Log" id="audit-heading">
      {error && <ErrorText>{error}</ErrorText>}
      {!data ? (
        !error && <Loading />
      ) : data.items.length === 0 ? (
        <Empty>No moderation actions yet.</Empty>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Moderation actions, newest first</caption>
            <thead className="border-b border-slate-300 text-slate-900">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  When
                </th>
                <th scope="col" className="py-2 pr-3">
                  Who
                </th>
                <th scope="col" className="py-2 pr-3">
                  Action
                </th>
                <th scope="col" className="py-2 pr-3">
                  Target
                </th>
                <th scope="col" className="py-2">
                  Reason
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 align-top text-slate-800">
              {data.items.map((entry) => (
                <tr key={entry.id} data-audit-action={entry.action}>
                  <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(entry.createdAt)}</td>
                  <td className="py-2 pr-3 break-all">{entry.actorEmail ?? entry.actorId}</td>
                  <td className="py-2 pr-3">{auditActionLabel(entry.action)}</td>
                  <td className="py-2 pr-3">
                    {entry.targetLabel ?? '-'}
                    {entry.targetId !== null && <span className="text-slate-700"> (#{entry.targetId})</span>}
                  </td>
                  <td className="py-2">
                    {entry.reason ?? '-'}
                    {typeof entry.details?.toldOwner === 'string' && <span className="block text-slate-700">Told the owner: {entry.details.toldOwner}</span>}
                    {entry.note && <span className="block text-slate-700">Internal note: {entry.note}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={page} total={data.total} size={ADMIN_PAGE_SIZE} onPage={setPage} label="Audit log" />}
    </Panel>
  );
}
