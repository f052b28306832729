import { SaveToggle } from '../shortlist/SaveToggle';
import type { ReactNode } from 'react';
import { businessHref, isFeatured, ratingValue, wholeStars } from '../../domain/card-display';
import type { ResultCard as Card } from '../../domain/result-card';
import { formatMiles } from '../../domain/geo';
import { fill } from '../../domain/listing-text';
import { useListingMessages } from './listing-messages';

const STAR_COUNT = 5;

/** Whole stars from the floor of the rating, out of 5, read as 'Rated 4.3 out of 5'. */
export function Stars({ rating }: { rating: number }) {
  const { search: t } = useListingMessages();
  const filled = wholeStars(rating);
  return (
    <span role="img" aria-label={fill(t.rated, { rating: ratingValue(rating) })} className="inline-flex text-base leading-none">
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < filled ? 'text-amber-600' : 'text-slate-300'}>
          ★
        </span>
      ))}
    </span>
  );
}

interface ResultCardProps {
  card: Card;
  index: number;
  page: number;
  /** The "Select for quotes" tick, on cards that can be asked for a quote. */
  quoteTick?: ReactNode;
}

/** One result: name, location (neighborhood and short address), description, stars with review count, tags, feature phrases, FEATURED, View on Map and Call. */
export function ResultCardView({ card, index, page, quoteTick }: ResultCardProps) {
  const { search: t, locale } = useListingMessages();
  const featured = isFeatured(card, index, page);
  return (
    <article
      className={`card flex w-full flex-col gap-3 p-5 ${featured ? 'border-brand-600 ring-1 ring-brand-600' : ''}`}
      data-testid="result-card"
      data-slug={card.slug}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* A name is the business's own: never translated. */}
        <h3 className="text-lg font-semibold text-slate-900" translate="no">
          <a href={(locale === 'en' ? '' : '/es') + businessHref(card.slug)} className="rounded hover:text-brand-700 hover:underline">
            {card.name}
          </a>
        </h3>
        <div className="flex items-center gap-2">
          {featured && <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">{t.featured}</span>}
          <SaveToggle
            kind="b"
            slug={card.slug}
            name={card.name}
            label={fill(t.saveTo, { name: card.name })}
            savedLabel={fill(t.savedTo, { name: card.name })}
          />
        </div>
      </div>
      {card.location && (
        <div className="-mt-2 text-sm text-slate-600" data-testid="card-location">
          <span className="sr-only">{t.location} </span>
          {card.location}
        </div>
      )}
      {/* The business's own words, in the language it wrote them (English on every listing today). */}
      <p className="text-sm text-slate-700" lang="en">
        {card.description}
      </p>
      <div className="flex items-center gap-2 text-sm text-slate-700">
        <Stars rating={card.rating} />
        <span aria-hidden="true" className="font-semibold text-slate-900">
          {ratingValue(card.rating)}
        </span>
        <span>{card.reviewCount === 1 ? t.reviewOne : fill(t.reviewMany, { count: card.reviewCount })}</span>
      </div>
      {card.responseLabel && (
        <p className="text-sm text-slate-700" data-testid="response-time">
          {card.responseLabel}
        </p>
      )}
      {card.distanceMiles !== null && (
        <p className="text-sm font-medium text-slate-800" data-testid="distance">
          {fill(t.away, { distance: formatMiles(card.distanceMiles) })}
        </p>
      )}
      {card.credentials.length > 0 && (
        <ul aria-label={t.credentials} className="flex flex-wrap gap-1.5" data-testid="credentials">
          {card.credentials.map((label) => (
            <li key={label} className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300">
              {t.tags[label]}
            </li>
          ))}
        </ul>
      )}
      {card.tags.length > 0 && (
        <p className="text-xs text-slate-700" data-testid="declared-tags">
          {t.businessSays} {card.tags.map((tag) => t.tags[tag as keyof typeof t.tags]).join(' · ')}
        </p>
      )}
      {card.languages && (
        <p className="text-sm text-slate-700" data-testid="card-languages">
          {card.languages}
        </p>
      )}
      {card.features.length > 0 && (
        <ul aria-label={t.features} lang="en" className="flex flex-col gap-1 text-sm text-slate-700">
          {card.features.map((feature) => (
            <li key={feature} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="text-accent-600">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <a href={card.mapUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
          {t.viewOnMap}
          <span className="sr-only"> {fill(t.viewOnMapFor, { name: card.name })}</span>
        </a>
        {card.telHref && (
          <a href={card.telHref} className="btn-primary">
            {t.call}
            <span className="sr-only"> {fill(t.callAt, { name: card.name, phone: card.phone })}</span>
          </a>
        )}
      </div>
      {quoteTick}
    </article>
  );
}

/** A grey placeholder card shown while results load. */
export function PlaceholderCard() {
  return (
    <div className="card flex animate-pulse flex-col gap-3 p-5" aria-hidden="true" data-testid="placeholder-card">
      <div className="h-5 w-2/3 rounded bg-slate-200" />
      <div className="h-4 w-full rounded bg-slate-200" />
      <div className="h-4 w-5/6 rounded bg-slate-200" />
      <div className="h-4 w-1/3 rounded bg-slate-200" />
      <div className="mt-2 flex gap-2">
        <div className="h-9 w-28 rounded bg-slate-200" />
        <div className="h-9 w-16 rounded bg-slate-200" />
      </div>
    </div>
  );
}
