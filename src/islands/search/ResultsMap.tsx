/**
 * The results map (Leaflet + react-leaflet), imported by the search island only when Map is
 * chosen, so Leaflet is in no page's initial JavaScript.
 *
 * Zoom 11, 600 px high, centred on central Charlotte. One marker per result: at its
 * coordinates, else at its neighborhood's centre plus a deterministic offset. Premium
 * markers are larger and blue with a star, the others smaller and green with a dot (see the
 * legend). Markers are buttons in the tab order; Enter or a click opens an info window with
 * the name, rating and a link to the business page, and closing it clears the selection.
 * Tiles come from configuration; when they fail to load a message says so and the markers
 * stay.
 */
import leafletCssUrl from 'leaflet/dist/leaflet.css?url';
import mapCssUrl from './results-map.css?url';
import { divIcon, type LeafletEventHandlerFnMap, type Marker as LeafletMarker } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP } from '../../domain/catalog';
import {
  MAP_TILE_ERROR,
  businessHref,
  markerBounds,
  markerPosition,
  ratingValue,
  reviewCountLabel,
  spreadMarkers,
  type MapTiles,
  type NeighborhoodCentres,
  type ResultCard,
} from '../../domain/listing';
import { Stars } from './ResultCard';
import { APPROXIMATE_LOCATION_LABEL } from '../../domain/location';

const SIZES = { premium: 36, standard: 24 } as const;

/**
 * Adds Leaflet's style sheet and the marker styles to the page and resolves once they have
 * loaded (or failed), so the map never draws unstyled. They are linked here rather than
 * imported, so that no page links them before the map is opened.
 */
export async function loadMapStyles(): Promise<void> {
  const loads = [leafletCssUrl, mapCssUrl].map((href) => {
    const existing = document.querySelector<HTMLLinkElement>(`link[data-map-style="${href}"]`);
    if (existing?.dataset.loaded) return Promise.resolve();
    const link = existing ?? document.createElement('link');
    const done = new Promise<void>((resolve) => {
      link.addEventListener('load', () => {
        link.dataset.loaded = 'true';
        resolve();
      });
      link.addEventListener('error', () => resolve());
    });
    if (!existing) {
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.mapStyle = href;
      document.head.append(link);
    }
    return done;
  });
  await Promise.all(loads);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function markerHtml(premium: boolean, label?: string): string {
  const glyph = premium ? '★' : '●';
  return `<span aria-hidden="true">${glyph}</span>${label ? `<span class="sr-only">${escapeHtml(label)}</span>` : ''}`;
}

function markerIcon(card: ResultCard) {
  const premium = card.isPremium;
  const size = premium ? SIZES.premium : SIZES.standard;
  return divIcon({
    className: `result-marker ${premium ? 'result-marker--premium' : 'result-marker--standard'}`,
    html: markerHtml(premium, `${card.name}${premium ? ', featured listing' : ''}`),
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
  });
}

/** The info window: name, rating and a link to the business page. `takeFocus` says whether it should take focus on opening. */
function PopupBody({ card, takeFocus }: { card: ResultCard; takeFocus: () => boolean }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (takeFocus()) link.current?.focus();
  }, [takeFocus]);
  return (
    <div className="flex min-w-48 flex-col gap-1.5" data-testid="map-popup">
      <p className="m-0! text-base font-semibold text-slate-900">{card.name}</p>
      <p className="m-0! flex items-center gap-1.5 text-sm text-slate-700">
        <Stars rating={card.rating} />
        <span aria-hidden="true">{ratingValue(card.rating)}</span>
        <span>{reviewCountLabel(card.reviewCount)}</span>
      </p>
      {card.locationApproximate && (
        <p className="m-0! text-sm text-slate-700" data-testid="map-popup-approximate">
          {APPROXIMATE_LOCATION_LABEL}
        </p>
      )}
      <a ref={link} href={businessHref(card.slug)} className="text-sm font-semibold text-brand-700! underline">
        View business details<span className="sr-only"> for {card.name}</span>
      </a>
    </div>
  );
}

interface ResultMarkerProps {
  card: ResultCard;
  position: [number, number];
  selected: boolean;
  onOpen: (id: number) => void;
  onClose: (id: number) => void;
}

function ResultMarker({ card, position, selected, onOpen, onClose }: ResultMarkerProps) {
  const marker = useRef<LeafletMarker>(null);
  const focusOnOpen = useRef(false);
  const takeFocus = useCallback(() => {
    const wanted = focusOnOpen.current;
    focusOnOpen.current = false;
    return wanted;
  }, []);
  const icon = useMemo(() => markerIcon(card), [card]);

  useEffect(() => {
    marker.current?.getElement()?.classList.toggle('is-selected', selected);
  }, [selected]);

  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      add: () => {
        const element = marker.current?.getElement();
        if (element) {
          element.dataset.slug = card.slug;
          element.dataset.premium = String(card.isPremium);
        }
      },
      popupopen: () => {
        // Opened from the keyboard (Enter on the focused marker): take focus into the info window.
        focusOnOpen.current = document.activeElement === marker.current?.getElement();
        onOpen(card.id);
      },
      popupclose: (event) => {
        const popup = (event as unknown as { popup?: { getElement(): HTMLElement | undefined } }).popup?.getElement();
        const active = document.activeElement;
        if (active === document.body || (popup && active && popup.contains(active))) marker.current?.getElement()?.focus();
        onClose(card.id);
      },
    }),
    [card, onOpen, onClose],
  );

  return (
    <Marker ref={marker} position={position} icon={icon} title={card.name} eventHandlers={handlers}>
      <Popup>
        <PopupBody card={card} takeFocus={takeFocus} />
      </Popup>
    </Marker>
  );
}

const sizeOf = (card: ResultCard) => (card.isPremium ? SIZES.premium : SIZES.standard);

interface MarkersProps {
  cards: ResultCard[];
  centres: NeighborhoodCentres;
  selectedId: number | null;
  onOpen: (id: number) => void;
  onClose: (id: number) => void;
}

/**
 * The markers, each at its business's position, moved apart on screen where they would
 * overlap at the current zoom (see spreadMarkers), so every marker stays a usable target.
 */
function Markers({ cards, centres, selectedId, onOpen, onClose }: MarkersProps) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const positions = useMemo(() => {
    const points = cards.map((card) => {
      const { lat, lng } = markerPosition(card, centres);
      const { x, y } = map.project([lat, lng], zoom);
      return { x, y, size: sizeOf(card) };
    });
    return spreadMarkers(points).map(({ x, y }) => {
      const { lat, lng } = map.unproject([x, y], zoom);
      return [lat, lng] as [number, number];
    });
  }, [cards, centres, map, zoom]);
  return (
    <>
      {cards.map((card, i) => (
        <ResultMarker key={card.id} card={card} position={positions[i]!} selected={card.id === selectedId} onOpen={onOpen} onClose={onClose} />
      ))}
    </>
  );
}

/**
 * Fits the view to every result's marker when the results change (never closer than
 * MAP.maxFitZoom, so a single result shows its streets); no results keep central Charlotte.
 */
function FitToResults({ cards, centres }: { cards: ResultCard[]; centres: NeighborhoodCentres }) {
  const map = useMap();
  // Keyed on the corners, not the array: a re-render with the same results leaves the visitor's pan and zoom alone.
  const bounds = JSON.stringify(markerBounds(cards, centres));
  useEffect(() => {
    const corners = JSON.parse(bounds) as ReturnType<typeof markerBounds>;
    if (corners) map.fitBounds(corners, { maxZoom: MAP.maxFitZoom, padding: [MAP.fitPaddingPx, MAP.fitPaddingPx], animate: false });
  }, [bounds, map]);
  return null;
}

interface ResultsMapProps {
  cards: ResultCard[];
  centres: NeighborhoodCentres;
  tiles: MapTiles;
}

export default function ResultsMap({ cards, centres, tiles }: ResultsMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = cards.find((card) => card.id === selectedId) ?? null;
  const tileHandlers = useMemo<LeafletEventHandlerFnMap>(() => ({ tileerror: () => setTilesFailed(true) }), []);
  const open = useCallback((id: number) => setSelectedId(id), []);
  // Closing an info window clears the selection, unless another marker's window has opened meanwhile.
  const close = useCallback((id: number) => setSelectedId((current) => (current === id ? null : current)), []);

  return (
    <div className="flex flex-col gap-3" data-testid="results-map">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-700">
        <p className="m-0 font-semibold text-slate-900" id="map-legend-title">
          Map legend
        </p>
        <ul aria-labelledby="map-legend-title" className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <li className="flex items-center gap-2">
            <span
              className="result-marker result-marker--legend result-marker--premium"
              style={{ width: SIZES.premium, height: SIZES.premium }}
              dangerouslySetInnerHTML={{ __html: markerHtml(true) }}
            />
            Featured (premium) listing: large blue star
          </li>
          <li className="flex items-center gap-2">
            <span
              className="result-marker result-marker--legend result-marker--standard"
              style={{ width: SIZES.standard, height: SIZES.standard }}
              dangerouslySetInnerHTML={{ __html: markerHtml(false) }}
            />
            Listing: small green dot
          </li>
        </ul>
      </div>
      <p className="m-0 text-sm text-slate-700">
        Press Tab to move between markers and Enter to open one. Listings without an exact address are placed near their
        neighborhood&rsquo;s centre. The List view shows the same results as text.
      </p>
      {tilesFailed && (
        <p role="status" className="m-0 rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900" data-testid="tile-error">
          {MAP_TILE_ERROR}
        </p>
      )}
      <div role="region" aria-label="Map of results" className="overflow-hidden rounded-lg border border-slate-200">
        <MapContainer center={[MAP.center.lat, MAP.center.lng]} zoom={MAP.zoom} scrollWheelZoom={false} style={{ height: MAP.heightPx, width: '100%' }}>
          <TileLayer url={tiles.url} attribution={tiles.attribution} eventHandlers={tileHandlers} />
          <Markers cards={cards} centres={centres} selectedId={selectedId} onOpen={open} onClose={close} />
          {/* After Markers: its zoom listener must be in place before the first fit. */}
          <FitToResults cards={cards} centres={centres} />
        </MapContainer>
      </div>
      <p aria-live="polite" className="m-0 min-h-5 text-sm text-slate-700" data-testid="map-selection">
        {selected ? `Selected: ${selected.name}` : ''}
      </p>
    </div>
  );
}
