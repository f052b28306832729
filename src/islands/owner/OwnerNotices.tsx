/** "From our staff": what staff decided about the owner's changes and reported reviews, with the reason (also sent by e-mail). */
import { dateTime } from '../../domain/dates';
import type { OwnerNotice } from '../../domain/owner-notices';
import { useApiQuery } from '../kit/query';

export function OwnerNotices() {
  const notices = useApiQuery<{ items: OwnerNotice[] }>(['owner', 'notices'], '/api/owner/notices', { auth: 'owner' });
  const items = notices.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="owner-notices" data-owner-notices>
      <h2 id="owner-notices" className="text-2xl font-semibold text-slate-900">
        From our staff
      </h2>
      <ul className="mt-3 space-y-3">
        {items.map((notice) => (
          <li key={notice.id} className="card p-4" data-owner-notice>
            <p className="font-semibold text-slate-900">{notice.subject}</p>
            <p className="mt-1 text-sm text-slate-800">{notice.body}</p>
            <p className="mt-1 text-xs text-slate-700">{dateTime(notice.createdAt)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
