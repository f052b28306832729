/** "From our staff": what staff decided about the owner's changes and reported reviews, with the reason (also sent by e-mail). */
import type { OwnerNotice } from '../../domain/owner-notices';
import { useApiQuery } from '../kit/query';
import { useOwnerText } from './words';

const WHEN: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };

export function OwnerNotices() {
  const notices = useApiQuery<{ items: OwnerNotice[] }>(['owner', 'notices'], '/api/owner/notices', { auth: 'owner' });
  const items = notices.data?.items ?? [];
  const { w, date } = useOwnerText();
  const english = w.intl === 'en-US' ? undefined : 'en';
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="owner-notices" data-owner-notices>
      <h2 id="owner-notices" className="text-2xl font-semibold text-slate-900">
        {w.notices.heading}
      </h2>
      <ul className="mt-3 space-y-3">
        {items.map((notice) => (
          <li key={notice.id} className="card p-4" data-owner-notice>
            {/* Written by the server in English, as the e-mail that says the same. */}
            <p className="font-semibold text-slate-900" lang={english}>
              {notice.subject}
            </p>
            <p className="mt-1 text-sm text-slate-800" lang={english}>
              {notice.body}
            </p>
            <p className="mt-1 text-xs text-slate-700">{date(notice.createdAt, WHEN)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
