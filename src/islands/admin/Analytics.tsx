/** View Analytics: per-day counts over the last 30 days (searches, listing views, reviews, claims). */
import type { AnalyticsReport } from '../../domain/admin';
import { describeError } from '../kit/api';
import { useAdminQuery } from './queue';
import { ErrorText, Loading, Panel } from './ui';

const COLUMNS = [
  { key: 'searches', label: 'Searches' },
  { key: 'listingViews', label: 'Listing views' },
  { key: 'reviews', label: 'Reviews' },
  { key: 'claims', label: 'Claims' },
] as const;

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

export function Analytics() {
  const query = useAdminQuery<AnalyticsReport>('/api/admin/analytics');
  const report = query.data ?? null;
  const error = query.error ? `Failed to fetch analytics: ${describeError(query.error)}` : '';

  const max = report ? Math.max(1, ...report.days.flatMap((d) => COLUMNS.map((c) => d[c.key]))) : 1;

  return (
    <Panel title="Analytics" id="analytics-heading">
      <p className="mb-4 text-sm text-slate-700">
        Last 30 days, by day in Charlotte time. Searches are searches with text (first page of results); listing views are business pages served. Pages served
        from a CDN cache are not counted.
      </p>
      {error && <ErrorText>{error}</ErrorText>}
      {!report ? (
        !error && <Loading />
      ) : (
        <>
          <ul className="mb-6 grid gap-3 sm:grid-cols-4">
            {COLUMNS.map((column) => (
              <li key={column.key} className="rounded-md border border-slate-200 p-4" data-total={column.key}>
                <p className="text-sm text-slate-700">{column.label}</p>
                <p className="text-2xl font-bold text-slate-900">{report.totals[column.key].toLocaleString('en-US')}</p>
              </li>
            ))}
          </ul>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Counts per day</caption>
              <thead className="border-b border-slate-300 text-slate-900">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    Day
                  </th>
                  {COLUMNS.map((column) => (
                    <th key={column.key} scope="col" className="py-2 pr-3">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 text-slate-800">
                {[...report.days].reverse().map((day) => (
                  <tr key={day.date} data-day={day.date}>
                    <th scope="row" className="py-1.5 pr-3 font-medium">
                      {dayLabel(day.date)}
                    </th>
                    {COLUMNS.map((column) => (
                      <td key={column.key} className="py-1.5 pr-3">
                        <span className="inline-flex items-center gap-2">
                          <span className="w-8 tabular-nums">{day[column.key]}</span>
                          <span className="inline-block h-2 rounded bg-brand-700" style={{ width: `${(day[column.key] / max) * 80}px` }} aria-hidden="true" />
                        </span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Panel>
  );
}
