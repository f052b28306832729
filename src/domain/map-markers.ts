/**
 * Where the listing map draws its markers, and the map's tile source.
 *
 * ## Map markers
 * A business with coordinates is drawn there. Otherwise it is drawn at its neighborhood's
 * centre (or the map's default centre when the neighborhood is unknown) plus an offset of at
 * most 0.005 degrees in latitude and in longitude, derived from a hash of its slug, so the
 * same business always lands in the same place and neighbours do not stack.
 */
import { MAP } from './catalog';
import { own } from './lookup';
import type { ResultCard } from './result-card';

export interface LatLng {
  lat: number;
  lng: number;
}

/** FNV-1a, 32 bits: a small, stable string hash. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The deterministic offset of a marker, each coordinate in [-0.005, 0.005] degrees. */
export function markerOffset(key: string, max: number = MAP.maxMarkerOffset): LatLng {
  const unit = (h: number) => (h / 0xffffffff) * 2 - 1;
  return { lat: unit(hash32(`${key}:lat`)) * max, lng: unit(hash32(`${key}:lng`)) * max };
}

/** A neighborhood the island can name and centre markers on: [slug, name, latitude, longitude]. */
export type NeighborhoodPoint = [slug: string, name: string, lat: number, lng: number];

/** The map's tile source (from configuration). */
export interface MapTiles {
  url: string;
  attribution: string;
}

/**
 * The Content-Security-Policy source that lets the map load its tiles: the tile URL's
 * scheme and host, a '{s}' subdomain placeholder becoming '*'. Undefined for tiles served by
 * the site itself (relative URLs), which 'self' already allows.
 */
export function tileCspSource(template: string): string | undefined {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return undefined;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase().replace(/^\{s\}\./, '*.');
  if (/[{}\s;,'"]/.test(host)) return scheme;
  return `${scheme}//${host}`;
}

/** Neighborhood slug -> centre. */
export type NeighborhoodCentres = Readonly<Record<string, LatLng>>;

/** Where a business's marker goes: its coordinates, else its neighborhood's centre (or the map centre) plus its offset. */
export function markerPosition(
  card: Pick<ResultCard, 'slug' | 'latitude' | 'longitude' | 'neighborhood'>,
  centres: NeighborhoodCentres,
): LatLng & { exact: boolean } {
  if (card.latitude !== null && card.longitude !== null && Number.isFinite(card.latitude) && Number.isFinite(card.longitude)) {
    return { lat: card.latitude, lng: card.longitude, exact: true };
  }
  const centre = (card.neighborhood && own(centres, card.neighborhood)) || MAP.center;
  const offset = markerOffset(card.slug);
  return { lat: centre.lat + offset.lat, lng: centre.lng + offset.lng, exact: false };
}

/**
 * The south-west and north-east corners of the box holding every result's marker, or null
 * when there are no results (the map then stays on central Charlotte).
 */
export function markerBounds(
  cards: ReadonlyArray<Pick<ResultCard, 'slug' | 'latitude' | 'longitude' | 'neighborhood'>>,
  centres: NeighborhoodCentres,
): [[number, number], [number, number]] | null {
  if (cards.length === 0) return null;
  let [south, west, north, east] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const card of cards) {
    const { lat, lng } = markerPosition(card, centres);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** A marker on screen: its centre in pixels and its (square) size. */
export interface ScreenMarker {
  x: number;
  y: number;
  size: number;
}

/** Space kept between neighbouring markers, in pixels. */
const MARKER_GAP_PX = 4;

/**
 * Moves markers apart on screen so that no two overlap (each keeps at least `gap` pixels
 * from the others, measured between their square outlines): markers of businesses placed
 * around one neighborhood centre would otherwise cover each other at the city-wide zoom,
 * leaving targets too small to click or tap. Markers are placed in the given order; a
 * marker that would overlap one already placed moves to the nearest free spot on
 * widening rings around its own position. Deterministic; markers that do not overlap stay
 * where they are. Used per zoom level, so zooming in shows the true positions again.
 */
export function spreadMarkers(markers: readonly ScreenMarker[], gap: number = MARKER_GAP_PX): Array<{ x: number; y: number }> {
  const placed: ScreenMarker[] = [];
  const free = (x: number, y: number, size: number) => placed.every((p) => Math.max(Math.abs(p.x - x), Math.abs(p.y - y)) >= (p.size + size) / 2 + gap);
  const step = 6;
  const maxRings = 200;
  return markers.map((marker) => {
    let spot = { x: marker.x, y: marker.y };
    if (!free(spot.x, spot.y, marker.size)) {
      search: for (let ring = 1; ring <= maxRings; ring++) {
        const radius = ring * step;
        const count = Math.max(8, Math.ceil((2 * Math.PI * radius) / step));
        for (let i = 0; i < count; i++) {
          const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
          const x = marker.x + radius * Math.cos(angle);
          const y = marker.y + radius * Math.sin(angle);
          if (free(x, y, marker.size)) {
            spot = { x, y };
            break search;
          }
        }
      }
    }
    placed.push({ ...spot, size: marker.size });
    return spot;
  });
}
