/**
 * The listing search island:
 * heading, filter panel, result count, List/Map toggle, sort, result cards and pagination.
 *
 * The server renders it with the results of the page's URL, so the first paint is complete
 * and it hydrates (client:idle) without fetching them again. From then on it applies
 * filters, sort and pages in place with GET /api/businesses, keeps the URL in step
 * (history.pushState, so a search can be shared, bookmarked and reloaded) and restores the
 * state on Back/Forward (popstate). The Leaflet map is a separate chunk, imported only when
 * Map is chosen.
 */
import { Component, Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DISTANCE_SORT, MAP, PAGE_SIZE, SORT_OPTIONS } from '../../domain/catalog';
import { PLACE_STORAGE_KEY, parsePlace, parseRadius, placeText, type RadiusMiles } from '../../domain/geo';
import { MyPlace } from './MyPlace';
import {
  DEFAULT_STATE,
  clearedState,
  SEARCH_ROUTE,
  apiUrl,
  clampPage,
  listingHref,
  mapFilterQuery,
  parseListingState,
  parseSort,
  sameListingUrl,
  routeFromPath,
  sameResults,
  searchPathOf,
  withPage,
  type ListingRoute,
  type ListingState,
  type ListingView,
} from '../../domain/listing-state';
import {
  clampedPageNotice,
  countText,
  emptyText,
  listingHeading,
  listingTitle,
  neighborhoodName,
  resultsHeading,
  searchedForText,
} from '../../domain/listing-text';
import type { ListingResult } from '../../domain/result-card';
import type { MapTiles, NeighborhoodPoint } from '../../domain/map-markers';
import type { BusinessSearchResult } from '../../domain/types';
import { FILTER_FORM_ID, FilterPanel, type FilterDraft } from './FilterPanel';
import { Pagination } from './Pagination';
import { PlaceholderCard, ResultCardView } from './ResultCard';
import { useQuoteSelection } from '../quotes/QuoteSelection';
import { AlertMe } from '../alerts/AlertMe';
import { ListingMessagesContext, type ListingMessages } from './listing-messages';
import type { Locale } from '../../i18n/locale';
import { own } from '../../domain/lookup';

/** The map and its style sheets, fetched the first time Map is chosen. */
const ResultsMap = lazy(async () => {
  const map = await import('./ResultsMap');
  await map.loadMapStyles();
  return map;
});

export interface SearchResultsProps {
  route: ListingRoute;
  state: ListingState;
  /** The results of the page's URL, rendered on the server; null when that search failed. */
  result: ListingResult | null;
  /** Set when the URL's page did not exist and another page is shown. */
  notice?: string;
  neighborhoods: NeighborhoodPoint[];
  tiles: MapTiles;
  /** True when "my place" may also be a typed street address (the server has a geocoder). */
  addressSearch?: boolean;
  /** The languages chip's words in the page's language ("Spanish spoken" / "Se habla español"). */
  spanishSpoken: string;
  /** The island's words in the page's language (src/i18n: the catalog's listing and search sections). */
  t: ListingMessages;
  /** The page's language. */
  locale: Locale;
  /** The category names in the page's language, by value. */
  categoryNames: Readonly<Record<string, string>>;
}

type Status = { kind: 'loading' } | { kind: 'ready'; result: ListingResult } | { kind: 'error' };

const PLACEHOLDER_COUNT = 3;
/** Below Tailwind's md breakpoint the filter panel is collapsible and sits above the results. */
const SMALL_SCREEN = '(max-width: 767.98px)';

const draftOf = (state: ListingState): FilterDraft => ({
  q: state.q,
  category: state.category,
  neighborhood: state.neighborhood,
  minRating: state.minRating,
  tags: state.tags,
  languages: state.languages,
  open: state.open,
});

/** My place as this browser remembers it, or null. */
function storedPlace(): { near: string; radius: RadiusMiles | null } | null {
  try {
    const data = JSON.parse(window.localStorage.getItem(PLACE_STORAGE_KEY) ?? 'null') as { near?: unknown; radius?: unknown } | null;
    const place = typeof data?.near === 'string' ? parsePlace(data.near) : undefined;
    return place ? { near: placeText(place), radius: parseRadius(data?.radius as number) ?? null } : null;
  } catch {
    return null;
  }
}

function rememberPlace(near: string | null, radius: RadiusMiles | null) {
  try {
    if (near) window.localStorage.setItem(PLACE_STORAGE_KEY, JSON.stringify({ near, radius }));
    else window.localStorage.removeItem(PLACE_STORAGE_KEY);
  } catch {
    // Storage may be off (private mode, policy): the place still works through the URL.
  }
}

const noSubscribe = () => () => {};
/** False on the server and while hydrating, true afterwards (so hydration matches the server's HTML). */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

/**
 * GET /api/businesses for a state; non-success answers become '{status}: {body or status text}'.
 * What turns the answer into cards loads with the first results fetched, alongside them.
 */
async function fetchResults(state: ListingState, signal: AbortSignal): Promise<ListingResult> {
  const [response, { listingResult }] = await Promise.all([
    fetch(apiUrl(state), { credentials: 'include', headers: { accept: 'application/json' }, signal }),
    import('./listing-result'),
  ]);
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${body || response.statusText}`);
  }
  return listingResult((await response.json()) as BusinessSearchResult);
}

function MapPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div
      className="flex items-center justify-center rounded-lg border border-slate-200 bg-slate-100 p-6 text-center text-slate-700"
      style={{ height: MAP.heightPx }}
    >
      {children}
    </div>
  );
}

/** Shows `fallback` when the map chunk cannot be loaded (the map loader's failed state). */
class MapBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export default function SearchResults(props: SearchResultsProps) {
  const { t } = props;
  const { listing: words, search: ui } = t;
  const names = useMemo<Record<string, string>>(() => Object.fromEntries(props.neighborhoods.map(([slug, name]) => [slug, name])), [props.neighborhoods]);

  const [route, setRoute] = useState(props.route);
  const [state, setState] = useState(props.state);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(props.state));
  const [status, setStatus] = useState<Status>(() => (props.result ? { kind: 'ready', result: props.result } : { kind: 'error' }));
  const [notice, setNotice] = useState(props.notice);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const hydrated = useHydrated();

  const controller = useRef<AbortController | null>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const scrollToResults = useRef(false);
  const latest = useRef({ route, state, status });
  useEffect(() => {
    latest.current = { route, state, status };
  });

  /** Fetches the results of `target`; a page past the last is replaced by the last page. */
  const load = useCallback(
    async (target: ListingState, targetRoute: ListingRoute) => {
      controller.current?.abort();
      const ctl = new AbortController();
      controller.current = ctl;
      setStatus({ kind: 'loading' });
      try {
        let shown = target;
        let result = await fetchResults(shown, ctl.signal);
        const clamped = clampPage(shown.page, result.total);
        if (clamped.clamped) {
          shown = withPage(shown, clamped.page);
          window.history.replaceState(null, '', listingHref(shown, targetRoute));
          setState(shown);
          setNotice(clampedPageNotice(target.page, clamped.page, words));
          result = await fetchResults(shown, ctl.signal);
        }
        if (!ctl.signal.aborted) setStatus({ kind: 'ready', result });
      } catch (error) {
        if (ctl.signal.aborted) return;
        console.error(error);
        setStatus({ kind: 'error' });
      }
    },
    [words],
  );

  /** Shows `next`: updates the URL (a new history entry, or in place) and fetches when the results change. */
  const go = useCallback(
    (next: ListingState, mode: 'push' | 'replace') => {
      const { route: currentRoute, state: current, status: currentStatus } = latest.current;
      const href = listingHref(next, currentRoute);
      const nextRoute = routeFromPath(new URL(href, window.location.href).pathname) ?? SEARCH_ROUTE;
      if (!sameListingUrl(href, window.location.pathname + window.location.search)) {
        if (mode === 'push') window.history.pushState(null, '', href);
        else window.history.replaceState(null, '', href);
      }
      const reload = !sameResults(current, next) || currentStatus.kind === 'error';
      latest.current = { ...latest.current, route: nextRoute, state: next };
      setRoute(nextRoute);
      setState(next);
      setNotice(undefined);
      if (reload) void load(next, nextRoute);
    },
    [load],
  );

  // Back/Forward: show the state of the URL the browser went to.
  useEffect(() => {
    const onPopState = () => {
      const nextRoute = routeFromPath(window.location.pathname) ?? SEARCH_ROUTE;
      const next = parseListingState(new URLSearchParams(window.location.search), nextRoute);
      const { state: current, status: currentStatus } = latest.current;
      const reload = !sameResults(current, next) || currentStatus.kind === 'error';
      latest.current = { ...latest.current, route: nextRoute, state: next };
      setRoute(nextRoute);
      setState(next);
      setDraft(draftOf(next));
      setNotice(undefined);
      if (reload) void load(next, nextRoute);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [load]);

  // A malformed or past-the-end page in the URL is shown as the page it became: say so in the URL too.
  useEffect(() => {
    const href = listingHref(props.state, props.route);
    if (!sameListingUrl(href, window.location.pathname + window.location.search)) window.history.replaceState(null, '', href);
  }, [props.state, props.route]);

  // My place remembered from an earlier visit applies when the URL names none.
  useEffect(() => {
    const { state: current } = latest.current;
    if (current.near) {
      rememberPlace(current.near, current.radius);
      return;
    }
    const stored = storedPlace();
    if (stored) go({ ...current, near: stored.near, radius: stored.radius, sort: DISTANCE_SORT.value, page: 1 }, 'replace');
  }, [go]);

  const categoryLabel = own(props.categoryNames, state.category ?? '');
  const areaName = neighborhoodName(state.neighborhood, names);
  useEffect(() => {
    document.title = listingTitle(categoryLabel, areaName, words);
  }, [categoryLabel, areaName, words]);

  /** Below md the panel sits above the results: it closes, and the results come into view. */
  const showResults = () => {
    setFiltersOpen(false);
    scrollToResults.current = window.matchMedia(SMALL_SCREEN).matches;
  };
  // After the closed panel has left the layout (scrolling earlier would land above the results).
  useEffect(() => {
    if (!scrollToResults.current) return;
    scrollToResults.current = false;
    resultsHeadingRef.current?.scrollIntoView({ block: 'start' });
  });
  const applyLanguages = (languages: string[]) => {
    go({ ...state, languages, page: 1 }, 'push');
  };
  const applyFilters = () => {
    go({ ...state, ...draft, q: draft.q.trim(), page: 1 }, 'push');
    showResults();
  };
  const setPlace = (near: string) => {
    rememberPlace(near, state.radius);
    go({ ...state, near, sort: DISTANCE_SORT.value, page: 1 }, 'push');
  };
  const setRadius = (radius: RadiusMiles | null) => {
    rememberPlace(state.near, radius);
    go({ ...state, radius, page: 1 }, 'push');
  };
  const clearPlace = () => {
    rememberPlace(null, null);
    go({ ...state, near: null, radius: null, sort: state.sort === DISTANCE_SORT.value ? DEFAULT_STATE.sort : state.sort, page: 1 }, 'push');
  };
  const clearFilters = () => {
    const cleared = { ...clearedState(state, route), near: state.near, radius: state.radius };
    setDraft(draftOf(cleared));
    go(cleared, 'push');
    showResults();
  };
  const goToPage = (page: number) => {
    go(withPage(state, page), 'push');
    resultsHeadingRef.current?.focus();
    resultsHeadingRef.current?.scrollIntoView({ block: 'start' });
  };
  const setView = (view: ListingView) => go({ ...state, view }, 'replace');
  const searchArea = (bbox: string) => go({ ...state, bbox, page: 1 }, 'push');
  const clearArea = () => go({ ...state, bbox: null, page: 1 }, 'push');
  const retry = () => void load(state, route);

  const result = status.kind === 'ready' ? status.result : null;
  const quotes = useQuoteSelection(t.search);
  const countLine = status.kind === 'loading' ? words.loading : result ? countText(result.total, words) : '';
  const searchedFor = searchedForText(state.q, result?.correctedSearch, words);
  const clearHref = listingHref({ ...clearedState(state, route), view: DEFAULT_STATE.view }, route);

  let body: ReactNode;
  // The map needs the browser: the server (and a browser without JavaScript) shows the list.
  // It stays mounted while results load, so its view survives "Search this area".
  const showMap = state.view === 'map' && hydrated && status.kind !== 'error';
  if (status.kind === 'loading' && !showMap) {
    body = (
      <div className="grid gap-4 xl:grid-cols-2" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
          <PlaceholderCard key={i} />
        ))}
      </div>
    );
  } else if (status.kind === 'error') {
    body = (
      <div role="alert" className="card flex flex-col items-start gap-3 border-red-300 bg-red-50 p-5 text-red-900">
        <p className="font-medium">{words.error}</p>
        <button type="button" onClick={retry} className="btn-secondary">
          {ui.retry}
        </button>
      </div>
    );
  } else if (showMap) {
    const failed = <MapPlaceholder>{ui.mapFailed}</MapPlaceholder>;
    body = (
      <>
        {result && result.cards.length === 0 && <p className="mb-3 text-base font-medium text-slate-700">{emptyText(state, words)}</p>}
        <MapBoundary fallback={failed}>
          <Suspense fallback={<MapPlaceholder>{ui.mapLoading}</MapPlaceholder>}>
            <ResultsMap filterQuery={mapFilterQuery(state)} area={state.bbox} tiles={props.tiles} onSearchArea={searchArea} onSetPlace={setPlace} />
          </Suspense>
        </MapBoundary>
      </>
    );
  } else if (result && result.cards.length === 0) {
    body = (
      <div className="card p-8 text-center text-slate-700">
        <p className="text-base font-medium">{emptyText(state, words)}</p>
      </div>
    );
  } else if (result) {
    body = (
      <ul className="grid gap-4 xl:grid-cols-2" aria-label={ui.results}>
        {result.cards.map((card, index) => (
          <li key={card.id} className="flex">
            <div className="flex w-full">
              <ResultCardView card={card} index={index} page={state.page} quoteTick={quotes.tickFor(card)} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  const viewButton = (view: ListingView, label: string) => (
    <button
      type="button"
      aria-pressed={state.view === view}
      onClick={() => setView(view)}
      className={`h-10 px-4 text-sm font-semibold ${state.view === view ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 hover:bg-slate-100'}`}
    >
      {label}
    </button>
  );

  return (
    // data-hydrated: from here on a control's change reaches React (browser tests wait for it).
    <ListingMessagesContext value={{ ...t, locale: props.locale }}>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" data-hydrated={hydrated || undefined}>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{listingHeading(categoryLabel, areaName, words)}</h1>
        {notice && (
          <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
            {notice}
          </p>
        )}
        <div className="mt-6 grid gap-8 md:grid-cols-[16rem_minmax(0,1fr)]">
          <aside aria-label={ui.searchFilters}>
            <MyPlace
              near={state.near}
              radius={state.radius}
              names={names}
              addressSearch={props.addressSearch ?? false}
              onSet={setPlace}
              onRadius={setRadius}
              onClear={clearPlace}
            />
            <FilterPanel
              draft={draft}
              onChange={setDraft}
              onApply={applyFilters}
              onClear={clearFilters}
              open={filtersOpen}
              onToggle={() => setFiltersOpen((open) => !open)}
              names={names}
              clearHref={clearHref}
              onLanguages={applyLanguages}
              spanishSpoken={props.spanishSpoken}
              searchPath={searchPathOf(route)}
              categoryNames={props.categoryNames}
            />
          </aside>
          <section aria-labelledby="results-heading" className="min-w-0">
            <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
              <div>
                <h2 id="results-heading" ref={resultsHeadingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold text-slate-900">
                  {resultsHeading(categoryLabel, words)}
                </h2>
                {searchedFor && <p className="mt-1 text-sm text-slate-700">{searchedFor}</p>}
                <p role="status" className="mt-1 min-h-5 text-sm text-slate-700" data-testid="result-count">
                  {countLine}
                </p>
                <AlertMe apiQuery={apiUrl(state).replace(/^[^?]*/, '')} t={ui.alert} />
                {state.bbox && (
                  <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-700" data-testid="area-note">
                    {ui.areaNote}
                    <button type="button" onClick={clearArea} className="font-semibold text-brand-700 underline hover:text-brand-800">
                      {ui.clearArea}
                    </button>
                  </p>
                )}
              </div>
              <div className="flex flex-wrap items-end gap-3">
                <div role="group" aria-label={ui.resultsView} className="inline-flex overflow-hidden rounded-md border border-slate-300">
                  {viewButton('list', ui.list)}
                  {viewButton('map', ui.map)}
                </div>
                <div>
                  <label htmlFor="sort-select" className="block text-sm font-semibold text-slate-800">
                    {ui.sortBy}
                  </label>
                  <select
                    id="sort-select"
                    name="sort"
                    form={FILTER_FORM_ID}
                    value={state.sort}
                    onChange={(event) => go({ ...state, sort: parseSort(event.target.value, state.near !== null), page: 1 }, 'push')}
                    className="mt-1 h-10 rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900"
                  >
                    {[...SORT_OPTIONS, ...(state.near ? [DISTANCE_SORT] : [])].map((option) => (
                      <option key={option.value} value={option.value}>
                        {ui.sort[option.value]}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            </div>
            <div aria-busy={status.kind === 'loading'}>{body}</div>
            {quotes.bar}
            {result && result.total > PAGE_SIZE && (
              <Pagination page={state.page} total={result.total} hrefFor={(page) => listingHref(withPage(state, page), route)} onNavigate={goToPage} />
            )}
          </section>
        </div>
      </div>
    </ListingMessagesContext>
  );
}
