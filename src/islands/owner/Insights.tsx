/** Insights: views, clicks and quote requests received per week for 12 weeks, as a small bar chart with the same numbers in a table. */
import type { OwnerInsights } from '../../domain/owner';
import { queryKeys, useApiQuery } from '../kit/query';
import { useOwnerText } from './words';

const SERIES = ['views', 'calls', 'websiteClicks', 'directionsClicks', 'quoteRequests'] as const;

export function Insights({ businessId }: { businessId: number }) {
  const insights = useApiQuery<OwnerInsights>(queryKeys.owner.business(businessId, 'insights'), `/api/owner/businesses/${businessId}/insights`, {
    auth: 'owner',
  });
  const data = insights.data;
  const { w, describe } = useOwnerText();
  const t = w.insights;
  const shortDate = (day: string) => new Intl.DateTimeFormat(w.intl, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const error = insights.error ? describe(insights.error) : '';
  const max = Math.max(1, ...(data?.weeks.map((w) => w.views) ?? [1]));
  return (
    <section aria-labelledby={`insights-${businessId}`}>
      <h3 id={`insights-${businessId}`} className="text-xl font-semibold text-slate-900">
        {t.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.lead}</p>
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
              <caption className="sr-only">{t.caption}</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-1 text-left">
                    {t.weekOf}
                  </th>
                  {SERIES.map((key) => (
                    <th key={key} scope="col" className="px-2 py-1 text-right">
                      {t[key]}
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
                    {SERIES.map((key) => (
                      <td key={key} className="px-2 py-1 text-right tabular-nums">
                        {week[key]}
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
