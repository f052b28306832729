/**
 * A neighborhood's editable data: ONE zod schema shared by the /admin
 * "Neighborhoods" form (field errors beside the fields), the API that saves it, and the
 * scoring module (its input type is derived from {@link NeighborhoodData}). Also the pure
 * helpers the editor needs: field labels and the differences between two versions (the
 * ranking preview lives in ./neighborhood-rank-impact.ts).
 */
import { z } from 'zod';
import { fillTemplate } from './fill';
import { SLUG_PATTERN } from './slug';
import type { NeighborhoodSpanishText } from './types';

z.config({ jitless: true });

/** Images the repository ships (generated neighborhood art). */
const IMAGE_PATH = /^\/images\/neighborhoods\/[a-z0-9-]+\.(svg|png|jpe?g|webp)$/;
const MAX_KEY_FEATURES = 12;
const MAX_IMAGES = 4;
const LONG_TEXT_MAX = 4000;
/** Most bordering NPAs one neighborhood may list besides its main NPA. */
const MAX_OTHER_NPAS = 30;
/** A Quality of Life Neighborhood Profile Area number, as the county writes it ('394'). */
const NPA_ID = /^[1-9]\d{0,3}$/;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be ${max} characters or less`);
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`);
/** Optional short text: blank becomes null. */
const optionalText = (label: string, max: number) =>
  z
    .union([z.string(), z.null()], { error: `${label} must be text` })
    .transform((value) => (value === null ? '' : value.trim()))
    .pipe(z.string().max(max, `${label} must be ${max} characters or less`))
    .transform((value) => (value === '' ? null : value));
/** A number typed in a form: '' and null mean "unknown" (null). */
const optionalNumber = (label: string, schema: z.ZodNumber) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a number` })
    .transform((value, ctx) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const number = typeof value === 'number' ? value : Number(value.trim());
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      return number;
    })
    .pipe(schema.nullable());
const requiredNumber = (label: string, schema: z.ZodNumber) =>
  z
    .union([z.number(), z.string()], { error: `${label} is required` })
    .transform((value, ctx) => {
      const number = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value.trim());
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      return number;
    })
    .pipe(schema);
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });
/** A Spanish text: optional (versions saved before Spanish existed read as empty). */
const spanishText = (label: string, max: number) => text(label, max).default('');
const keyFeatureList = (label: 'Key features' | 'Spanish key features') =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `${label} cannot be blank`)
        .max(100, `Each ${label === 'Key features' ? 'key feature' : 'Spanish key feature'} must be 100 characters or less`),
      {
        error: `${label} must be a list`,
      },
    )
    .max(MAX_KEY_FEATURES, `At most ${MAX_KEY_FEATURES} ${label.replace('Key', 'key')}`);

type SpanishKey = keyof NeighborhoodSpanishText;
/** Each English text field and its Spanish one, in form order. */
export const SPANISH_FIELDS = [
  ['title', 'titleEs'],
  ['metaDescription', 'metaDescriptionEs'],
  ['overview', 'overviewEs'],
  ['history', 'historyEs'],
  ['housingOptions', 'housingOptionsEs'],
  ['lifestyle', 'lifestyleEs'],
  ['demographics', 'demographicsEs'],
  ['localAmenities', 'localAmenitiesEs'],
  ['schoolsChildcare', 'schoolsChildcareEs'],
  ['parksRecreation', 'parksRecreationEs'],
  ['transportation', 'transportationEs'],
  ['keyFeatures', 'keyFeaturesEs'],
] as const satisfies ReadonlyArray<readonly [SpanishKey, `${SpanishKey}Es`]>;

export const NeighborhoodDataSchema = z
  .object({
    name: requiredText('Name', 100),
    slug: z
      .string({ error: 'Slug is required' })
      .trim()
      .min(1, 'Slug is required')
      .max(100, 'Slug must be 100 characters or less')
      .regex(SLUG_PATTERN, 'Slug must be lowercase letters, digits and hyphens'),
    title: requiredText('Page title', 200),
    metaDescription: text('Meta description', 300),
    overview: requiredText('Overview', LONG_TEXT_MAX),
    history: text('History', LONG_TEXT_MAX),
    housingOptions: text('Housing options', LONG_TEXT_MAX),
    lifestyle: text('Lifestyle', LONG_TEXT_MAX),
    demographics: text('Demographics', LONG_TEXT_MAX),
    localAmenities: text('Local amenities', LONG_TEXT_MAX),
    schoolsChildcare: text('Schools and childcare', LONG_TEXT_MAX),
    parksRecreation: text('Parks and recreation', LONG_TEXT_MAX),
    transportation: text('Transportation', LONG_TEXT_MAX),
    averageRentPrice: optionalText('Average rent', 100),
    averageHomePrice: optionalText('Average home price', 100),
    commuteToUptown: optionalText('Commute to Uptown', 100),
    walkabilityScore: optionalNumber(
      'Walkability',
      z.number().int('Walkability must be a whole number').min(0, 'Walkability must be between 0 and 100').max(100, 'Walkability must be between 0 and 100'),
    ),
    safetyRating: optionalNumber(
      'Safety rating',
      z
        .number()
        .min(0, 'Safety rating must be between 0 and 10')
        .max(10, 'Safety rating must be between 0 and 10')
        .refine((value) => Math.round(value * 10) === value * 10, 'Safety rating may have one decimal place'),
    ),
    keyFeatures: keyFeatureList('Key features'),
    images: z
      .array(z.string().regex(IMAGE_PATH, 'Choose images the site ships (/images/neighborhoods/...)'), { error: 'Images must be a list' })
      .max(MAX_IMAGES, `At most ${MAX_IMAGES} images`),
    mapUrl: optionalText('Map link', 500).refine((value) => value === null || /^https:\/\/[^\s]+$/.test(value), 'Map link must be an https:// address'),
    latitude: requiredNumber(
      'Latitude',
      z.number().min(34.8, 'Latitude must be in the Charlotte area (34.8 to 35.8)').max(35.8, 'Latitude must be in the Charlotte area (34.8 to 35.8)'),
    ),
    longitude: requiredNumber(
      'Longitude',
      z.number().min(-81.4, 'Longitude must be in the Charlotte area (-81.4 to -80.4)').max(-80.4, 'Longitude must be in the Charlotte area (-81.4 to -80.4)'),
    ),
    featured: flag('Featured'),
    familyFriendly: flag('Family-friendly'),
    youngProfessionalFriendly: flag('Young-professional friendly'),
    petFriendly: flag('Pet-friendly'),
    /**
     * The Quality of Life NPAs the neighborhood is made of: the main NPA (the one containing
     * its centre) gives the profile's "By the numbers"; the others are drawn with it. Older
     * versions saved before the field existed read as none.
     */
    mainNpa: z
      .union([z.string(), z.null()], { error: 'Main NPA must be an NPA number' })
      .transform((value) => (value === null ? '' : value.trim()))
      .pipe(z.string().refine((value) => value === '' || NPA_ID.test(value), 'Main NPA must be an NPA number, such as 394'))
      .transform((value) => (value === '' ? null : value))
      .default(null),
    otherNpas: z
      .array(z.string().trim().regex(NPA_ID, 'Other NPAs must be NPA numbers, such as 394 or 395'), { error: 'Other NPAs must be a list' })
      .max(MAX_OTHER_NPAS, `At most ${MAX_OTHER_NPAS} other NPAs`)
      .default([]),
    /** Shown on the site; false unpublishes it at the next build (its URL answers not-found). */
    published: flag('Shown on the site'),
    /**
     * The profile's texts in Spanish (the `_es` columns). All empty: no Spanish text, so no
     * /es/ profile page; otherwise the Spanish title and overview are required, as in English.
     */
    titleEs: spanishText('Spanish page title', 200),
    metaDescriptionEs: spanishText('Spanish meta description', 300),
    overviewEs: spanishText('Spanish overview', LONG_TEXT_MAX),
    historyEs: spanishText('Spanish history', LONG_TEXT_MAX),
    housingOptionsEs: spanishText('Spanish housing options', LONG_TEXT_MAX),
    lifestyleEs: spanishText('Spanish lifestyle', LONG_TEXT_MAX),
    demographicsEs: spanishText('Spanish demographics', LONG_TEXT_MAX),
    localAmenitiesEs: spanishText('Spanish local amenities', LONG_TEXT_MAX),
    schoolsChildcareEs: spanishText('Spanish schools and childcare', LONG_TEXT_MAX),
    parksRecreationEs: spanishText('Spanish parks and recreation', LONG_TEXT_MAX),
    transportationEs: spanishText('Spanish transportation', LONG_TEXT_MAX),
    keyFeaturesEs: keyFeatureList('Spanish key features').default([]),
  })
  .superRefine((data, ctx) => {
    if (SPANISH_FIELDS.some(([, es]) => data[es].length > 0)) {
      if (!data.titleEs) ctx.addIssue({ code: 'custom', path: ['titleEs'], message: 'Spanish page title is required when there is Spanish text' });
      if (!data.overviewEs) ctx.addIssue({ code: 'custom', path: ['overviewEs'], message: 'Spanish overview is required when there is Spanish text' });
    }
    if (data.otherNpas.length && data.mainNpa === null) {
      ctx.addIssue({ code: 'custom', path: ['mainNpa'], message: 'Choose the main NPA (the one containing the centre) before other NPAs' });
    }
    if (new Set(data.otherNpas).size !== data.otherNpas.length) {
      ctx.addIssue({ code: 'custom', path: ['otherNpas'], message: 'Other NPAs lists an NPA twice' });
    } else if (data.mainNpa !== null && data.otherNpas.includes(data.mainNpa)) {
      ctx.addIssue({ code: 'custom', path: ['otherNpas'], message: 'The main NPA cannot also be one of the other NPAs' });
    }
  });

/** The data as typed in the form (numbers may still be text). */
export type NeighborhoodDataInput = z.input<typeof NeighborhoodDataSchema>;
/** Valid, normalised data: what is stored in a version and what the scoring reads. */
export type NeighborhoodData = z.output<typeof NeighborhoodDataSchema>;

export type NeighborhoodField = keyof NeighborhoodData;

/** Labels of the fields, in form order (also used to describe differences). */
export const FIELD_LABELS: Record<NeighborhoodField, string> = {
  name: 'Name',
  slug: 'Slug',
  title: 'Page title',
  metaDescription: 'Meta description',
  overview: 'Overview',
  history: 'History',
  housingOptions: 'Housing options',
  lifestyle: 'Lifestyle',
  demographics: 'Demographics',
  localAmenities: 'Local amenities',
  schoolsChildcare: 'Schools and childcare',
  parksRecreation: 'Parks and recreation',
  transportation: 'Transportation',
  averageRentPrice: 'Average rent',
  averageHomePrice: 'Average home price',
  commuteToUptown: 'Commute to Uptown',
  walkabilityScore: 'Walkability',
  safetyRating: 'Safety rating',
  keyFeatures: 'Key features',
  images: 'Images',
  mapUrl: 'Map link',
  latitude: 'Latitude',
  longitude: 'Longitude',
  featured: 'Featured',
  familyFriendly: 'Family-friendly',
  youngProfessionalFriendly: 'Young-professional friendly',
  petFriendly: 'Pet-friendly',
  mainNpa: 'Main NPA',
  otherNpas: 'Other NPAs',
  published: 'Shown on the site',
  titleEs: 'Spanish page title',
  metaDescriptionEs: 'Spanish meta description',
  overviewEs: 'Spanish overview',
  historyEs: 'Spanish history',
  housingOptionsEs: 'Spanish housing options',
  lifestyleEs: 'Spanish lifestyle',
  demographicsEs: 'Spanish demographics',
  localAmenitiesEs: 'Spanish local amenities',
  schoolsChildcareEs: 'Spanish schools and childcare',
  parksRecreationEs: 'Spanish parks and recreation',
  transportationEs: 'Spanish transportation',
  keyFeaturesEs: 'Spanish key features',
};

export const FIELDS = Object.keys(FIELD_LABELS) as NeighborhoodField[];

/** A field's value as short readable text (lists joined, null as "(empty)"). */
function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export interface FieldChange {
  field: NeighborhoodField;
  label: string;
  before: string;
  after: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two versions, in form order. */
export function diffData(before: Partial<NeighborhoodData>, after: Partial<NeighborhoodData>): FieldChange[] {
  return FIELDS.filter((field) => !same(before[field], after[field])).map((field) => ({
    field,
    label: FIELD_LABELS[field],
    before: displayValue(before[field]),
    after: displayValue(after[field]),
  }));
}

/** An empty form for a new neighborhood. */
export function emptyNeighborhoodData(): NeighborhoodDataInput {
  return {
    name: '',
    slug: '',
    title: '',
    metaDescription: '',
    overview: '',
    history: '',
    housingOptions: '',
    lifestyle: '',
    demographics: '',
    localAmenities: '',
    schoolsChildcare: '',
    parksRecreation: '',
    transportation: '',
    averageRentPrice: null,
    averageHomePrice: null,
    commuteToUptown: null,
    walkabilityScore: null,
    safetyRating: null,
    keyFeatures: [],
    images: [],
    mapUrl: null,
    latitude: 35.2271,
    longitude: -80.8431,
    featured: false,
    familyFriendly: false,
    youngProfessionalFriendly: false,
    petFriendly: false,
    mainNpa: null,
    otherNpas: [],
    published: true,
    ...emptySpanishData(),
  };
}

/** The Spanish fields of a neighborhood's data, from its Spanish text (all empty without one). */
export function spanishData(es: NeighborhoodSpanishText | null): Pick<NeighborhoodData, (typeof SPANISH_FIELDS)[number][1]> {
  return Object.fromEntries(SPANISH_FIELDS.map(([en, field]) => [field, es ? es[en] : en === 'keyFeatures' ? [] : ''])) as Pick<
    NeighborhoodData,
    (typeof SPANISH_FIELDS)[number][1]
  >;
}

const emptySpanishData = () => spanishData(null);

/** The Spanish text the data holds, or null when its Spanish fields are all empty (what the `_es` columns get). */
export function spanishTextOf(data: Pick<NeighborhoodData, (typeof SPANISH_FIELDS)[number][1]>): NeighborhoodSpanishText | null {
  if (SPANISH_FIELDS.every(([, field]) => data[field].length === 0)) return null;
  return Object.fromEntries(SPANISH_FIELDS.map(([en, field]) => [en, data[field]])) as unknown as NeighborhoodSpanishText;
}

/** One message per field for a failed parse (the first issue of each field wins). */
export function neighborhoodFieldErrors(error: z.ZodError): Partial<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Editor list row (GET /api/admin/neighborhoods). */
export interface EditorNeighborhood {
  id: number;
  name: string;
  slug: string;
  featured: boolean;
  published: boolean;
  latestVersion: number;
  publishedVersion: number;
  /** Saved changes not yet published. */
  hasDraft: boolean;
  changedAt: string | null;
  changedBy: string | null;
}

export interface NeighborhoodVersion {
  version: number;
  action: 'initial' | 'create' | 'save' | 'restore';
  restoredFrom: number | null;
  actor: string;
  createdAt: string;
  publishedAt: string | null;
}

/** GET /api/admin/neighborhoods/{id}: the latest version (draft or published) and context. */
export interface EditorNeighborhoodDetail {
  id: number;
  version: number;
  publishedVersion: number;
  data: NeighborhoodData;
  /** The data the site shows now (for the ranking preview's "before"); null until first published. */
  publishedData: NeighborhoodData | null;
}

/** 409 body's extra: what changed since the version the form started from. */
export interface StaleSave {
  latestVersion: number;
  changedBy: string;
  changedAt: string;
  changes: FieldChange[];
  latest: NeighborhoodData;
}

/** The date line's words in a language (the catalogs' `neighborhoodHub`) and how it writes a date. */
export interface DataUpdatedWords {
  dataUpdated: string;
  dataYears: string;
  dateOf: (date: Date) => string;
}

/**
 * The prebuilt neighborhood pages' date line, saying what the date covers and what it does not:
 * "Data updated November 29, 2026: the latest change to the neighborhood texts or the county areas
 * they are measured on. The county figures are of 2012-2023, each shown with its own year."
 * (Charlotte's date; the years are those of the county figures the page shows.)
 */
export function dataUpdatedText(iso: string | null | undefined, figureYears: readonly number[] = [], words: DataUpdatedWords): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const years = figureYears.filter((y) => Number.isInteger(y));
  const first = Math.min(...years);
  const last = Math.max(...years);
  const span = first === last ? String(first) : `${first}-${last}`;
  const figures = years.length ? fillTemplate(words.dataYears, { span }) : '';
  return `${fillTemplate(words.dataUpdated, { date: words.dateOf(date) })}${figures}`;
}

/** The newest publication date among neighborhoods (the hub's and the guides' "Data updated"). */
export function latestDataUpdate(list: ReadonlyArray<{ dataUpdatedAt: string | null }>): string | null {
  return list.reduce<string | null>((latest, n) => (n.dataUpdatedAt && (!latest || n.dataUpdatedAt > latest) ? n.dataUpdatedAt : latest), null);
}
