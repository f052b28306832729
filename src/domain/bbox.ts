/**
 * The results map's area (`bbox`), which listing URLs and the API carry. Apart from
 * ./map-area.ts (clusters and the API's messages) because the listing island reads and
 * writes the area at once and loads the rest only with the map.
 *
 * Written in page URLs and the API's `bbox` parameter as `south,west,north,east` in degrees,
 * five decimals (about a metre): `bbox=35.19000,-80.88000,35.25000,-80.80000`. Latitudes
 * from -90 to 90, longitudes from -180 to 180, south not above north and west not east of
 * east (the map never crosses the antimeridian). A business is inside when its point
 * (`businesses.geo`) is in the box, edges included; businesses without coordinates are in
 * no area.
 */

/** A box in degrees. */
export interface Bbox {
  south: number;
  west: number;
  north: number;
  east: number;
}

const NUMBER = /^-?\d{1,3}(?:\.\d{1,12})?$/;
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * Reads `south,west,north,east`; undefined for anything else (not four plain decimal
 * numbers, out of range, south above north, west east of east). Values are rounded to five
 * decimals.
 */
export function parseBbox(raw: string | null | undefined): Bbox | undefined {
  const text = raw?.trim();
  if (!text || text.length > 100) return undefined;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) return undefined;
  const [south, west, north, east] = parts.map((part) => round5(Number(part))) as [number, number, number, number];
  if (![south, north].every((lat) => lat >= -90 && lat <= 90)) return undefined;
  if (![west, east].every((lng) => lng >= -180 && lng <= 180)) return undefined;
  if (south > north || west > east) return undefined;
  return { south, west, north, east };
}

/** The `bbox` text of a box, five decimals: '35.19000,-80.88000,35.25000,-80.80000'. */
export function bboxText(box: Bbox): string {
  return [box.south, box.west, box.north, box.east].map((value) => round5(value).toFixed(5)).join(',');
}
