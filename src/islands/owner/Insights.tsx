/** Insights: views, clicks and quote requests received per week for 12 weeks, as a small bar chart with the same numbers in a table. */
import type { OwnerInsights } from '../../domain/owner';
import { describeError } from '../kit/api';
import { queryKeys, useApiQuery } from '../kit/query';

const SERIES = [
  { key: 'views', label: 'Page views' },
  { key: 'calls', label: 'Calls' },
  { key: 'websiteClicks', label: 'Website clicks' },
  { key: 'directionsClicks', label: 'Directions clicks' },
  { key: 'quoteRequests', label: 'Quote requests' },
] as const;

const shortDate = (day: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

export function Insights({ businessId }: { businessId: number }) {
  const insights = useApiQuery<OwnerInsights>(queryKeys.owner.business(businessId, 'insights'), `/api/owner/businesses/${businessId}/insights`, {
    auth: 'owner',
  });
  const data = insights.data;
  const error = insights.error ? describeError(insights.error) : '';
  const max = Math.max(1, ...(data?.weeks.map((w) => w.views) ?? [1]));
  return (
    <section aria-labelledby={`insights-${businessId}`}>
      <h3 id={`insights-${businessId}`} className="text-xl font-semibold text-slate-900">
        Insights
      </h3>
      <p className="mt-1 text-sm text-slate-700">The last 12 weeks, Monday to Sunday.</p>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      {data && (
        <div className="mt-3 grid gap-4 lg:grid-cols-2">
          <svg viewBox="0 0 240 100" className="h-40 w-full" aria-hidden="true" data-insights-chart>
            {data.weeks.map((week, i) => {
              const height = Math.round((week.views / max) * 90);
              return <rect key={week.weekStart} x={i * 20 + 2} y={95 - height} width={16} height={height} className="fill-brand-600" />;
            })}
            <line x1="0" y1="95" x2="240" y2="95" className="stroke-slate-500" />
          </svg>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-insights-table>
              <caption className="sr-only">Page views, clicks and quote requests per week</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-1 text-left">
                    Week of
                  </th>
                  {SERIES.map((s) => (
                    <th key={s.key} scope="col" className="px-2 py-1 text-right">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.weeks.map((week) => (
                  <tr key={week.weekStart} className="border-t border-slate-200">
                    <th scope="row" className="px-2 py-1 text-left font-normal">
                      {shortDate(week.weekStart)}
                    </th>
                    {SERIES.map((s) => (
                      <td key={s.key} className="px-2 py-1 text-right tabular-nums">
                        {week[s.key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
