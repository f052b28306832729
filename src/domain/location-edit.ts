/**
 * The admin's pin editor: the body of PUT /api/admin/businesses/{id}/location and
 * the Locations view's list. Kept apart from ./location.ts so that pages using the label do
 * not load these schemas.
 */
import { z } from 'zod';
import { PageQuerySchema } from './admin';
import { text } from './forms';
import { AREA } from './geo';
import { roundCoordinate } from './location';

const LATITUDE_MESSAGE = `latitude must be a number between ${AREA.south} and ${AREA.north} (the Charlotte area)`;
const LONGITUDE_MESSAGE = `longitude must be a number between ${AREA.west} and ${AREA.east} (the Charlotte area)`;

/**
 * Body of PUT /api/admin/businesses/{id}/location: the pin the admin placed, inside the
 * Charlotte area ({@link AREA}). Sets the coordinates and clears the approximate mark.
 */
export const LocationUpdateSchema = z.object({
  latitude: z.number({ error: LATITUDE_MESSAGE }).min(AREA.south, LATITUDE_MESSAGE).max(AREA.north, LATITUDE_MESSAGE).transform(roundCoordinate),
  longitude: z.number({ error: LONGITUDE_MESSAGE }).min(AREA.west, LONGITUDE_MESSAGE).max(AREA.east, LONGITUDE_MESSAGE).transform(roundCoordinate),
});
export type LocationUpdate = z.output<typeof LocationUpdateSchema>;

/** A typed coordinate: blank is missing, anything else is read as a number (NaN fails the schema). */
const coordinateText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : Number(value)));

/** The pin editor's two text fields, read into the API's body and checked by the same rules. */
export const LocationFormSchema = z.object({ latitude: coordinateText, longitude: coordinateText }).pipe(LocationUpdateSchema);

/** Query of GET /api/admin/businesses/locations: which businesses the Locations view lists. */
export const LocationListQuerySchema = PageQuerySchema.extend({
  /** 'true': only approximate locations (the default view), 'false': every business. */
  approximate: z.enum(['true', 'false'], { error: 'approximate must be true or false' }).default('true'),
  /** Part of the business's name. */
  q: text().trim().max(100, 'q must be 100 characters or less').default(''),
});

/** A business as the admin's Locations view lists it. */
export interface BusinessLocation {
  id: number;
  slug: string;
  businessName: string;
  address: string;
  neighborhood: string | null;
  status: 'pending' | 'published' | 'rejected';
  latitude: number | null;
  longitude: number | null;
  locationApproximate: boolean;
  /** The languages the business says its staff speak (src/domain/languages.ts): staff edit them in the same list. */
  languages: string[];
}

export interface BusinessLocationList {
  items: BusinessLocation[];
  total: number;
  limit: number;
  offset: number;
}
