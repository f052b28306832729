import type { MouseEvent } from 'react';
import { pagination } from '../../domain/listing-state';
import { fill } from '../../domain/listing-text';
import { useListingMessages } from './listing-messages';

interface PaginationProps {
  page: number;
  total: number;
  /** The page URL of page `n` (a real link, so it also works without JavaScript). */
  hrefFor: (n: number) => string;
  /** Called instead of following the link on a plain click. */
  onNavigate: (n: number) => void;
}

const linkClass = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';

/** Previous, up to 5 numbered pages around the current one, Next. Nothing when there is one page. */
export function Pagination({ page, total, hrefFor, onNavigate }: PaginationProps) {
  const { search: t } = useListingMessages();
  const { previous, next, pages, totalPages } = pagination(page, total);
  if (totalPages <= 1) return null;

  const follow = (n: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(n);
  };

  const edge = (label: string, target: number | null, rel: 'prev' | 'next') =>
    target === null ? (
      <span className={`${linkClass} cursor-not-allowed border-slate-200 text-slate-500`} aria-disabled="true">
        {label}
      </span>
    ) : (
      <a href={hrefFor(target)} rel={rel} onClick={follow(target)} className={`${linkClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}>
        {label}
      </a>
    );

  return (
    <nav aria-label={t.pagination} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(t.previous, previous, 'prev')}</li>
        {pages.map(({ page: n, current }) => (
          <li key={n}>
            <a
              href={hrefFor(n)}
              onClick={follow(n)}
              aria-current={current ? 'page' : undefined}
              aria-label={fill(t.page, { page: n })}
              className={`${linkClass} ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
            >
              {n}
            </a>
          </li>
        ))}
        <li>{edge(t.next, next, 'next')}</li>
      </ul>
    </nav>
  );
}
