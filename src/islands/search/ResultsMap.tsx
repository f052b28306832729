/**
 * The results map (Leaflet + react-leaflet), imported by the search island only when Map is
 * chosen, so Leaflet is in no page's initial JavaScript.
 *
 * It shows every match of the search's filters, not only the page's results: it asks
 * GET /api/map/businesses for the matches in its visible area at its zoom, again after
 * every move, and the server answers with one marker per business, or with grid clusters
 * when there are many (src/domain/map-area.ts). When it opens, and when the filters
 * change, it fits its view to every match (never closer than zoom 15); with an area in
 * the URL it shows that area.
 *
 * Premium markers are larger and blue with a star, the others smaller and green with a dot
 * (see the legend); a cluster is a dark disc with its count. Markers are buttons in the tab
 * order: Enter or a click on a business opens an info window with the name, rating and a
 * link to the business page (closing it clears the selection); on a cluster it zooms in on
 * the cluster. After the visitor moves or zooms the map, "Search this area" restricts the
 * results (the count, the cards and the pages) to the visible area. Tiles come from
 * configuration; when they fail to load a message says so and the markers stay.
 */
import leafletCssUrl from 'leaflet/dist/leaflet.css?url';
import mapCssUrl from './results-map.css?url';
import { linkStyleSheets } from '../link-style-sheets';
import { divIcon, latLngBounds, point, type LeafletEventHandlerFnMap, type Map as LeafletMap, type Marker as LeafletMarker } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP } from '../../domain/catalog';
import { businessHref, ratingValue } from '../../domain/card-display';
import { spreadMarkers, type MapTiles } from '../../domain/map-markers';
import { bboxText, parseBbox, type Bbox } from '../../domain/bbox';
import { clusterCountText, type MapBusiness, type MapCluster, type MapMarker, type MapResult } from '../../domain/map-area';
import { placeText } from '../../domain/geo';
import { Stars } from './ResultCard';
import { fill } from '../../domain/listing-text';
import { useListingMessages } from './listing-messages';

const SIZES = { premium: 36, standard: 24, cluster: 40 } as const;

/** Shown over the map when its tiles cannot be loaded. */
/**
 * Links Leaflet's style sheet and the marker styles once and resolves when they have loaded
 * (or failed), so the map never draws unstyled; no page links them before the map is opened.
 */
export function loadMapStyles(): Promise<void> {
  return linkStyleSheets([leafletCssUrl, mapCssUrl]);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function markerHtml(premium: boolean, label?: string): string {
  const glyph = premium ? '★' : '●';
  return `<span aria-hidden="true">${glyph}</span>${label ? `<span class="sr-only">${escapeHtml(label)}</span>` : ''}`;
}

function markerIcon(item: MapBusiness) {
  const size = item.premium ? SIZES.premium : SIZES.standard;
  return divIcon({
    className: `result-marker ${item.premium ? 'result-marker--premium' : 'result-marker--standard'}`,
    html: markerHtml(item.premium, `${item.name}${item.premium ? ', featured listing' : ''}`),
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
  });
}

function clusterIcon(cluster: MapCluster, label: string) {
  return divIcon({
    className: 'result-marker result-marker--cluster',
    html: `<span aria-hidden="true">${clusterCountText(cluster.count)}</span><span class="sr-only">${escapeHtml(label)}</span>`,
    iconSize: [SIZES.cluster, SIZES.cluster],
    iconAnchor: [SIZES.cluster / 2, SIZES.cluster / 2],
  });
}

/** The info window: name, rating and a link to the business page. `takeFocus` says whether it should take focus on opening. */
function PopupBody({ item, takeFocus }: { item: MapBusiness; takeFocus: () => boolean }) {
  const { search: t, locale } = useListingMessages();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (takeFocus()) link.current?.focus();
  }, [takeFocus]);
  return (
    <div className="flex min-w-48 flex-col gap-1.5" data-testid="map-popup">
      <p className="m-0! text-base font-semibold text-slate-900">{item.name}</p>
      <p className="m-0! flex items-center gap-1.5 text-sm text-slate-700">
        <Stars rating={item.rating} />
        <span aria-hidden="true">{ratingValue(item.rating)}</span>
        <span>{item.reviewCount === 1 ? t.reviewOne : fill(t.reviewMany, { count: item.reviewCount })}</span>
      </p>
      {item.locationApproximate && (
        <p className="m-0! text-sm text-slate-700" data-testid="map-popup-approximate">
          {t.mapView.approximate}
        </p>
      )}
      <a ref={link} href={(locale === 'en' ? '' : '/es') + businessHref(item.slug)} className="text-sm font-semibold text-brand-700! underline">
        {t.mapView.details}
        <span className="sr-only"> {fill(t.mapView.detailsFor, { name: item.name })}</span>
      </a>
    </div>
  );
}

interface BusinessMarkerProps {
  item: MapBusiness;
  position: [number, number];
  selected: boolean;
  onOpen: (item: MapBusiness) => void;
  onClose: (id: number) => void;
}

function BusinessMarker({ item, position, selected, onOpen, onClose }: BusinessMarkerProps) {
  const marker = useRef<LeafletMarker>(null);
  const focusOnOpen = useRef(false);
  const takeFocus = useCallback(() => {
    const wanted = focusOnOpen.current;
    focusOnOpen.current = false;
    return wanted;
  }, []);
  const icon = useMemo(() => markerIcon(item), [item]);

  useEffect(() => {
    marker.current?.getElement()?.classList.toggle('is-selected', selected);
  }, [selected]);

  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      add: () => {
        const element = marker.current?.getElement();
        if (element) {
          element.dataset.slug = item.slug;
          element.dataset.premium = String(item.premium);
        }
      },
      popupopen: (event) => {
        // Opened from the keyboard (Enter on the focused marker): take focus into the info window.
        const fromKeyboard = document.activeElement === marker.current?.getElement();
        onOpen(item);
        if (!fromKeyboard) return;
        // Its content stays rendered once shown: on a later opening the link is there now; on the first, PopupBody takes focus as it mounts.
        const link = (event as unknown as { popup?: { getElement(): HTMLElement | undefined } }).popup
          ?.getElement()
          ?.querySelector<HTMLElement>('.leaflet-popup-content a');
        if (link) link.focus();
        else focusOnOpen.current = true;
      },
      popupclose: (event) => {
        const popup = (event as unknown as { popup?: { getElement(): HTMLElement | undefined } }).popup?.getElement();
        const active = document.activeElement;
        if (active === document.body || (popup && active && popup.contains(active))) marker.current?.getElement()?.focus();
        onClose(item.id);
      },
    }),
    [item, onOpen, onClose],
  );

  return (
    <Marker ref={marker} position={position} icon={icon} title={item.name} eventHandlers={handlers}>
      <Popup>
        <PopupBody item={item} takeFocus={takeFocus} />
      </Popup>
    </Marker>
  );
}

/** Zooms in on a cluster: to its box, and at least one level closer. */
function zoomInto(map: LeafletMap, cluster: MapCluster) {
  const bounds = latLngBounds([cluster.bounds.south, cluster.bounds.west], [cluster.bounds.north, cluster.bounds.east]);
  const fit = map.getBoundsZoom(bounds, false, point(MAP.fitPaddingPx * 2, MAP.fitPaddingPx * 2));
  const zoom = Math.min(map.getMaxZoom(), Math.max(fit, map.getZoom() + 1));
  map.setView(bounds.getCenter(), zoom);
}

function ClusterMarker({ cluster, position }: { cluster: MapCluster; position: [number, number] }) {
  const label = fill(useListingMessages().search.mapView.cluster, { count: cluster.count });
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  const icon = useMemo(() => clusterIcon(cluster, label), [cluster, label]);
  const handlers = useMemo<LeafletEventHandlerFnMap>(() => {
    const zoomIn = () => {
      // From the keyboard the marker goes away with the zoom: keep focus on the map, whose markers come next in the tab order.
      if (document.activeElement === marker.current?.getElement()) map.getContainer().focus();
      zoomInto(map, cluster);
    };
    return {
      add: () => {
        const element = marker.current?.getElement();
        if (element) {
          element.dataset.cluster = 'true';
          element.dataset.count = String(cluster.count);
        }
      },
      click: zoomIn,
      keypress: (event) => {
        if ((event as unknown as { originalEvent: KeyboardEvent }).originalEvent.key === 'Enter') zoomIn();
      },
    };
  }, [cluster, map]);
  return <Marker ref={marker} position={position} icon={icon} title={label} eventHandlers={handlers} />;
}

const sizeOf = (item: MapMarker) => (item.type === 'cluster' ? SIZES.cluster : item.premium ? SIZES.premium : SIZES.standard);
const keyOf = (item: MapMarker) => (item.type === 'cluster' ? `c:${item.lat}:${item.lng}:${item.count}` : `b:${item.id}`);

interface MarkersProps {
  markers: MapMarker[];
  selectedId: number | null;
  onOpen: (item: MapBusiness) => void;
  onClose: (id: number) => void;
}

/**
 * The markers, each at its position, moved apart on screen where they would overlap at the
 * current zoom (see spreadMarkers), so every marker stays a usable target.
 */
function Markers({ markers, selectedId, onOpen, onClose }: MarkersProps) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const positions = useMemo(() => {
    const points = markers.map((item) => {
      const { x, y } = map.project([item.lat, item.lng], zoom);
      return { x, y, size: sizeOf(item) };
    });
    return spreadMarkers(points).map(({ x, y }) => {
      const { lat, lng } = map.unproject([x, y], zoom);
      return [lat, lng] as [number, number];
    });
  }, [markers, map, zoom]);
  return (
    <>
      {markers.map((item, i) =>
        item.type === 'cluster' ? (
          <ClusterMarker key={keyOf(item)} cluster={item} position={positions[i]!} />
        ) : (
          <BusinessMarker key={keyOf(item)} item={item} position={positions[i]!} selected={item.id === selectedId} onOpen={onOpen} onClose={onClose} />
        ),
      )}
    </>
  );
}

/** The visible area of the map as a box (longitudes kept within -180..180, latitudes within -90..90). */
function visibleBox(map: LeafletMap): Bbox {
  const b = map.getBounds();
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return { south: clamp(b.getSouth(), 90), west: clamp(b.getWest(), 180), north: clamp(b.getNorth(), 90), east: clamp(b.getEast(), 180) };
}

async function fetchMarkers(query: string, signal: AbortSignal): Promise<MapResult> {
  const response = await fetch(`/api/map/businesses?${query}`, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text().catch(() => response.statusText)}`);
  return (await response.json()) as MapResult;
}

interface AreaProps {
  filterQuery: string;
  area: string | null;
  onData: (data: MapResult) => void;
  onError: () => void;
  onMoved: (moved: boolean) => void;
  /** Called with a function that reads the visible area, once the map exists. */
  onReady: (visible: () => Bbox) => void;
  /** The area this map last asked to search: no refit when the page comes back with it. */
  sentAreaRef: RefObject<string | null>;
  /** How many matches have no coordinates (known after a fit to every match). */
  onUnplaced: (count: number) => void;
}

/**
 * Keeps the markers in step with the view: fits the view to every match (or to the URL's
 * area) when the filters or the area change, and asks for the markers in view after every
 * move. Moves the visitor makes (not the fits) show "Search this area".
 */
function AreaWatcher({ filterQuery, area, onData, onError, onMoved, onReady, sentAreaRef, onUnplaced }: AreaProps) {
  const map = useMap();
  const fitting = useRef(false);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    async (query: string) => {
      controller.current?.abort();
      const ctl = new AbortController();
      controller.current = ctl;
      try {
        const data = await fetchMarkers(query, ctl.signal);
        if (!ctl.signal.aborted) onData(data);
        return ctl.signal.aborted ? null : data;
      } catch (error) {
        if (!ctl.signal.aborted) {
          console.error('Failed to fetch map markers', error);
          onError();
        }
        return null;
      }
    },
    [onData, onError],
  );

  const refresh = useCallback(() => {
    // The zoom the markers are for, readable on the map's element (tests, debugging).
    map.getContainer().dataset.zoom = String(map.getZoom());
    const params = new URLSearchParams(filterQuery);
    params.set('bbox', bboxText(visibleBox(map)));
    params.set('zoom', String(Math.round(map.getZoom())));
    void load(params.toString());
  }, [filterQuery, load, map]);

  useEffect(() => {
    onReady(() => visibleBox(map));
  }, [map, onReady]);

  const fitTo = useCallback(
    (corners: [[number, number], [number, number]], options: { maxZoom?: number; padding: number }) => {
      fitting.current = true;
      map.fitBounds(corners, { maxZoom: options.maxZoom, padding: [options.padding, options.padding], animate: false });
      fitting.current = false;
    },
    [map],
  );

  // The filters changed (or the map opened): fit to every match, or to the URL's area.
  const fittedFor = useRef<string | null>(null);
  useEffect(() => {
    const key = `${filterQuery}|${area ?? ''}`;
    if (fittedFor.current === key) return;
    const filtersChanged = fittedFor.current?.split('|')[0] !== filterQuery;
    fittedFor.current = key;
    const box = parseBbox(area);
    if (box && (filtersChanged || area !== sentAreaRef.current)) {
      sentAreaRef.current = area;
      fitTo(
        [
          [box.south, box.west],
          [box.north, box.east],
        ],
        { padding: 0 },
      );
      onMoved(false);
      onUnplaced(0);
      refresh();
      return;
    }
    if (!filtersChanged) {
      refresh();
      return;
    }
    let cancelled = false;
    const params = new URLSearchParams(filterQuery);
    params.set('zoom', String(Math.round(map.getZoom())));
    void load(params.toString()).then((data) => {
      if (cancelled || !data) return;
      onUnplaced(data.unplaced);
      if (data.bounds) {
        fitTo(
          [
            [data.bounds.south, data.bounds.west],
            [data.bounds.north, data.bounds.east],
          ],
          { maxZoom: MAP.maxFitZoom, padding: MAP.fitPaddingPx },
        );
      }
      onMoved(false);
      refresh();
    });
    return () => {
      cancelled = true;
    };
  }, [area, filterQuery, fitTo, load, map, onMoved, onUnplaced, refresh, sentAreaRef]);

  useMapEvents({
    moveend: () => {
      if (fitting.current) return;
      onMoved(true);
      refresh();
    },
  });
  useEffect(() => () => controller.current?.abort(), []);
  return null;
}

interface ResultsMapProps {
  /** The search's filters as GET /api/map/businesses takes them (see mapFilterQuery). */
  filterQuery: string;
  /** The area the results are restricted to (`bbox` text), or null. */
  area: string | null;
  tiles: MapTiles;
  /** "Search this area": restrict the results to this box. */
  onSearchArea: (bbox: string) => void;
  /** "My place" at the point under the map's centre mark (`near` text). */
  onSetPlace: (near: string) => void;
}

export default function ResultsMap({ filterQuery, area, tiles, onSearchArea, onSetPlace }: ResultsMapProps) {
  const m = useListingMessages().search.mapView;
  const [tilesFailed, setTilesFailed] = useState(false);
  const [data, setData] = useState<MapResult | null>(null);
  const [failed, setFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const [selected, setSelected] = useState<MapBusiness | null>(null);
  const [unplaced, setUnplaced] = useState(0);
  const visible = useRef<(() => Bbox) | null>(null);
  const sentArea = useRef<string | null>(null);
  const tileHandlers = useMemo<LeafletEventHandlerFnMap>(() => ({ tileerror: () => setTilesFailed(true) }), []);
  const open = useCallback((item: MapBusiness) => setSelected(item), []);
  // Closing an info window clears the selection, unless another marker's window has opened meanwhile.
  const close = useCallback((id: number) => setSelected((current) => (current?.id === id ? null : current)), []);
  const onData = useCallback((next: MapResult) => {
    setFailed(false);
    setData(next);
  }, []);
  const onError = useCallback(() => setFailed(true), []);
  const onReady = useCallback((read: () => Bbox) => {
    visible.current = read;
  }, []);
  const placeAtCentre = () => {
    if (!visible.current) return;
    const { south, west, north, east } = visible.current();
    onSetPlace(placeText({ kind: 'point', lat: (south + north) / 2, lng: (west + east) / 2 }));
  };
  const searchArea = () => {
    if (!visible.current) return;
    const box = bboxText(visible.current());
    sentArea.current = box;
    setMoved(false);
    onSearchArea(box);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="results-map">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-700">
        <p className="m-0 font-semibold text-slate-900" id="map-legend-title">
          {m.legend}
        </p>
        <ul aria-labelledby="map-legend-title" className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <li className="flex items-center gap-2">
            <span
              className="result-marker result-marker--legend result-marker--premium"
              style={{ width: SIZES.premium, height: SIZES.premium }}
              dangerouslySetInnerHTML={{ __html: markerHtml(true) }}
            />
            {m.legendFeatured}
          </li>
          <li className="flex items-center gap-2">
            <span
              className="result-marker result-marker--legend result-marker--standard"
              style={{ width: SIZES.standard, height: SIZES.standard }}
              dangerouslySetInnerHTML={{ __html: markerHtml(false) }}
            />
            {m.legendListing}
          </li>
          <li className="flex items-center gap-2">
            <span
              className="result-marker result-marker--legend result-marker--cluster"
              style={{ width: SIZES.cluster, height: SIZES.cluster }}
              aria-hidden="true"
            >
              12
            </span>{' '}
            {m.legendCluster}
          </li>
        </ul>
      </div>
      <p className="m-0 text-sm text-slate-700">{fill(m.help, { searchArea: m.searchArea })}</p>
      {tilesFailed && (
        <p role="status" className="m-0 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900" data-testid="tile-error">
          {m.tileError}
        </p>
      )}
      {failed && (
        <p role="alert" className="m-0 rounded-md border border-red-300 bg-red-50 px-4 py-2 text-sm text-red-900" data-testid="map-error">
          {m.loadError}
        </p>
      )}
      <div className="relative">
        {moved && (
          <div className="absolute top-3 left-1/2 z-[1000] -translate-x-1/2">
            <button type="button" onClick={searchArea} className="btn-primary shadow-md" data-testid="search-area">
              {m.searchArea}
            </button>
          </div>
        )}
        {/* The point "Make the centre my place" takes. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-1/2 z-[999] -translate-x-1/2 -translate-y-1/2 text-2xl leading-none text-slate-900"
          data-testid="map-centre-mark"
        >
          +
        </span>
        <div role="region" aria-label={m.region} className="overflow-hidden rounded-lg border border-slate-200">
          <MapContainer center={[MAP.center.lat, MAP.center.lng]} zoom={MAP.zoom} scrollWheelZoom={false} style={{ height: MAP.heightPx, width: '100%' }}>
            <TileLayer url={tiles.url} attribution={tiles.attribution} eventHandlers={tileHandlers} />
            <Markers markers={data?.markers ?? []} selectedId={selected?.id ?? null} onOpen={open} onClose={close} />
            {/* After Markers: its zoom listener must be in place before the first fit. */}
            <AreaWatcher
              filterQuery={filterQuery}
              area={area}
              onData={onData}
              onError={onError}
              onMoved={setMoved}
              onReady={onReady}
              sentAreaRef={sentArea}
              onUnplaced={setUnplaced}
            />
          </MapContainer>
        </div>
      </div>
      <div>
        <button type="button" onClick={placeAtCentre} className="btn-secondary" data-testid="place-at-centre">
          {m.placeAtCentre}
        </button>
      </div>
      <p aria-live="polite" className="m-0 min-h-5 text-sm text-slate-700" data-testid="map-status">
        {moved ? m.moved : ''}
        {unplaced > 0 ? ` ${unplaced === 1 ? m.unplacedOne : fill(m.unplacedMany, { count: unplaced })}` : ''}
      </p>
      <p aria-live="polite" className="m-0 min-h-5 text-sm text-slate-700" data-testid="map-selection">
        {selected ? fill(m.selected, { name: selected.name }) : ''}
      </p>
    </div>
  );
}
