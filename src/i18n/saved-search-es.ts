/**
 * How a saved search reads in Spanish, in its e-mails: 'Mudanzas y embalaje en South End, 4+
 * estrellas'. The English wording is describeSavedQuery and describeStoredQuery of
 * src/domain/alerts.ts, whose parts these follow one for one; names of neighborhoods and places
 * stay as they are, the words are the listing pages' own (src/i18n/es.ts `search`).
 */
import { describeSavedQuery, describeStoredQuery, parseSavedQuery, type SavedQuery } from '../domain/alerts';
import { findFilterNeighborhood, isCategoryValue } from '../domain/catalog';
import { placeText } from '../domain/geo';
import { formatClock } from '../domain/hours';
import { languageList } from '../domain/languages';
import type { OpenFilter } from '../domain/open-filter';
import { categoryText } from './categories';
import { es } from './es';
import { atClock, dayName } from './hours';
import type { Locale } from './locale';

const words = es.search;

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** A category's Spanish name; a retired one's value as saved. */
const category = (value: string) => (isCategoryValue(value) ? categoryText(value, 'es').label : value);

// A filter's chip words ('Cotización gratis', 'Abierto ahora') continue the label after a comma, so in lower case.
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const tag = (value: string) => lower((words.tags as Readonly<Record<string, string>>)[value] ?? value);

const miles = (radius: number) => (radius === 1 ? words.mileOne : words.milesMany.replace('{miles}', String(radius)));

const open = (filter: OpenFilter) =>
  filter.kind === 'now' ? lower(words.openNow) : `abierto el ${dayName(filter.day, 'es')} ${atClock(formatClock(filter.minute))}`;

/** 'Mudanzas y embalaje en South End, 4+ estrellas, abierto ahora' (English: describeSavedQuery). */
export function describeSavedQueryEs(query: SavedQuery): string {
  const what = [query.search ? `“${query.search}”` : null, query.category ? category(query.category) : null].filter(Boolean).join(' en ');
  const parts = [what || 'Todos los negocios'];
  if (query.neighborhood) parts[0] += ` en ${findFilterNeighborhood(query.neighborhood)?.label ?? titleCase(query.neighborhood)}`;
  if (query.near) parts.push(query.radius ? `a ${miles(query.radius)} o menos de ${placeText(query.near)}` : `cerca de ${placeText(query.near)}`);
  if (query.minRating !== undefined) parts.push(query.minRating >= 5 ? words.fiveStars : words.starsAtLeast.replace('{stars}', String(query.minRating)));
  if (query.serviceTags?.length) parts.push(query.serviceTags.map(tag).join(', '));
  if (query.languages?.length) parts.push(`se habla ${languageList(query.languages, 'es')}`);
  if (query.open) parts.push(open(query.open));
  if (query.bbox) parts.push('en un área del mapa');
  return parts.join(', ');
}

/** A stored query in Spanish, even when it no longer validates: its values as saved (English: describeStoredQuery). */
export function describeStoredQueryEs(stored: string): string {
  const query = parseSavedQuery(stored);
  if (query) return describeSavedQueryEs(query);
  const raw = new URLSearchParams(stored);
  const parts = [
    raw.get('search') ? `“${raw.get('search')}”` : null,
    raw.get('category') ? category(raw.get('category')!) : null,
    raw.get('neighborhood') ? `en ${titleCase(raw.get('neighborhood')!)}` : null,
    raw.get('near') ? `cerca de ${raw.get('near')}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : stored;
}

/** A saved search as a reader of `locale` reads it. */
export const describeSavedQueryIn = (query: SavedQuery, locale: Locale) => (locale === 'es' ? describeSavedQueryEs(query) : describeSavedQuery(query));

/** A stored query as a reader of `locale` reads it. */
export const describeStoredQueryIn = (stored: string, locale: Locale) => (locale === 'es' ? describeStoredQueryEs(stored) : describeStoredQuery(stored));
