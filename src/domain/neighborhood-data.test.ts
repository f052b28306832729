import { describe, expect, it } from 'vitest';
import {
  dataUpdatedText,
  diffData,
  emptyNeighborhoodData,
  FIELDS,
  NeighborhoodDataSchema,
  neighborhoodFieldErrors,
  spanishData,
  spanishTextOf,
  type NeighborhoodData,
} from './neighborhood-data';
import { longDate } from './dates';
import { can, STAFF_ROLES } from './staff';

const valid = (): NeighborhoodData =>
  NeighborhoodDataSchema.parse({
    ...emptyNeighborhoodData(),
    name: 'Test Park',
    slug: 'test-park',
    title: 'Test Park, Charlotte',
    overview: 'A quiet place.',
    averageRentPrice: '$1,500 - $2,000',
    walkabilityScore: '55',
    safetyRating: 7.5,
    mainNpa: '394',
  });

describe('NeighborhoodDataSchema (one schema for the form, the API and the scoring input)', () => {
  it('normalises form input: numbers typed as text, blanks to null, trimmed text', () => {
    const data = NeighborhoodDataSchema.parse({
      ...emptyNeighborhoodData(),
      name: '  Test  ',
      slug: 'test',
      title: 'T',
      overview: 'O',
      walkabilityScore: '',
      latitude: '35.2',
      commuteToUptown: '  ',
    });
    expect(data).toMatchObject({ name: 'Test', walkabilityScore: null, latitude: 35.2, commuteToUptown: null });
  });

  // One bad value per field, and the message shown beside that field.
  const cases: Array<[keyof NeighborhoodData, unknown, string]> = [
    ['name', '', 'Name is required'],
    ['slug', 'Not A Slug', 'Slug must be lowercase letters, digits and hyphens'],
    ['title', ' ', 'Page title is required'],
    ['metaDescription', 'x'.repeat(301), 'Meta description must be 300 characters or less'],
    ['overview', '', 'Overview is required'],
    ['history', 'x'.repeat(4001), 'History must be 4000 characters or less'],
    ['housingOptions', 'x'.repeat(4001), 'Housing options must be 4000 characters or less'],
    ['lifestyle', 'x'.repeat(4001), 'Lifestyle must be 4000 characters or less'],
    ['demographics', 'x'.repeat(4001), 'Demographics must be 4000 characters or less'],
    ['localAmenities', 'x'.repeat(4001), 'Local amenities must be 4000 characters or less'],
    ['schoolsChildcare', 'x'.repeat(4001), 'Schools and childcare must be 4000 characters or less'],
    ['parksRecreation', 'x'.repeat(4001), 'Parks and recreation must be 4000 characters or less'],
    ['transportation', 'x'.repeat(4001), 'Transportation must be 4000 characters or less'],
    ['averageRentPrice', 'x'.repeat(101), 'Average rent must be 100 characters or less'],
    ['averageHomePrice', 'x'.repeat(101), 'Average home price must be 100 characters or less'],
    ['commuteToUptown', 'x'.repeat(101), 'Commute to Uptown must be 100 characters or less'],
    ['walkabilityScore', '101', 'Walkability must be between 0 and 100'],
    ['safetyRating', 'eleven', 'Safety rating must be a number'],
    ['keyFeatures', ['ok', ' '], 'Key features cannot be blank'],
    ['images', ['/etc/passwd'], 'Choose images the site ships (/images/neighborhoods/...)'],
    ['mapUrl', 'javascript:alert(1)', 'Map link must be an https:// address'],
    ['latitude', '', 'Latitude must be a number'],
    ['longitude', -70, 'Longitude must be in the Charlotte area (-81.4 to -80.4)'],
    ['featured', 'yes', 'Featured must be true or false'],
    ['familyFriendly', null, 'Family-friendly must be true or false'],
    ['youngProfessionalFriendly', 1, 'Young-professional friendly must be true or false'],
    ['petFriendly', undefined, 'Pet-friendly must be true or false'],
    ['mainNpa', '39a', 'Main NPA must be an NPA number, such as 394'],
    ['otherNpas', ['395', 'NPA 12'], 'Other NPAs must be NPA numbers, such as 394 or 395'],
    ['published', 'no', 'Shown on the site must be true or false'],
    ['titleEs', 'x'.repeat(201), 'Spanish page title must be 200 characters or less'],
    ['metaDescriptionEs', 'x'.repeat(301), 'Spanish meta description must be 300 characters or less'],
    ['overviewEs', 'x'.repeat(4001), 'Spanish overview must be 4000 characters or less'],
    ['historyEs', 'x'.repeat(4001), 'Spanish history must be 4000 characters or less'],
    ['housingOptionsEs', 'x'.repeat(4001), 'Spanish housing options must be 4000 characters or less'],
    ['lifestyleEs', 'x'.repeat(4001), 'Spanish lifestyle must be 4000 characters or less'],
    ['demographicsEs', 'x'.repeat(4001), 'Spanish demographics must be 4000 characters or less'],
    ['localAmenitiesEs', 'x'.repeat(4001), 'Spanish local amenities must be 4000 characters or less'],
    ['schoolsChildcareEs', 'x'.repeat(4001), 'Spanish schools and childcare must be 4000 characters or less'],
    ['parksRecreationEs', 'x'.repeat(4001), 'Spanish parks and recreation must be 4000 characters or less'],
    ['transportationEs', 'x'.repeat(4001), 'Spanish transportation must be 4000 characters or less'],
    ['keyFeaturesEs', ['x'.repeat(101)], 'Each Spanish key feature must be 100 characters or less'],
  ];

  it('has a case for every field', () => {
    expect(cases.map(([field]) => field).sort()).toEqual([...FIELDS].sort());
  });

  it.each(cases)('%s: %j gives "%s" for that field only', (field, value, message) => {
    const result = NeighborhoodDataSchema.safeParse({ ...valid(), titleEs: 'Vivir aquí', overviewEs: 'Resumen.', [field]: value });
    expect(result.success).toBe(false);
    expect(neighborhoodFieldErrors(result.error!)).toEqual({ [field]: message });
  });
});

describe('the Spanish texts', () => {
  it('are optional: none given, or a version saved before they existed, reads as no Spanish text', () => {
    const parsed = NeighborhoodDataSchema.parse(valid());
    expect(parsed).toMatchObject({ titleEs: '', overviewEs: '', keyFeaturesEs: [] });
    expect(spanishTextOf(parsed)).toBeNull();
  });

  it('need the Spanish title and overview once any Spanish text is given', () => {
    const result = NeighborhoodDataSchema.safeParse({ ...valid(), historyEs: 'Fundado en 1768.' });
    expect(result.success).toBe(false);
    expect(neighborhoodFieldErrors(result.error!)).toEqual({
      titleEs: 'Spanish page title is required when there is Spanish text',
      overviewEs: 'Spanish overview is required when there is Spanish text',
    });
  });

  it('round-trip between the form fields and the Spanish text', () => {
    const parsed = NeighborhoodDataSchema.parse({ ...valid(), titleEs: ' Vivir en NoDa ', overviewEs: 'Arte y cervecerías.', keyFeaturesEs: ['Galerías'] });
    const es = spanishTextOf(parsed);
    expect(es).toMatchObject({ title: 'Vivir en NoDa', overview: 'Arte y cervecerías.', history: '', keyFeatures: ['Galerías'] });
    expect(spanishData(es)).toMatchObject({ titleEs: 'Vivir en NoDa', historyEs: '', keyFeaturesEs: ['Galerías'] });
  });
});

describe('the NPA list', () => {
  const withNpas = (mainNpa: string | null, otherNpas: string[]) => NeighborhoodDataSchema.safeParse({ ...valid(), mainNpa, otherNpas });

  it('keeps the main NPA apart from the others, trimmed; blank means none', () => {
    expect(withNpas(' 394 ', [' 395', '12'])).toMatchObject({ success: true, data: { mainNpa: '394', otherNpas: ['395', '12'] } });
    expect(withNpas('', [])).toMatchObject({ success: true, data: { mainNpa: null, otherNpas: [] } });
  });

  it('reads a version saved before the field existed as no NPAs', () => {
    const { mainNpa: _main, otherNpas: _others, ...older } = valid();
    expect(NeighborhoodDataSchema.parse(older)).toMatchObject({ mainNpa: null, otherNpas: [] });
  });

  it.each([
    [null, ['395'], 'mainNpa', 'Choose the main NPA (the one containing the centre) before other NPAs'],
    ['394', ['395', '395'], 'otherNpas', 'Other NPAs lists an NPA twice'],
    ['394', ['394'], 'otherNpas', 'The main NPA cannot also be one of the other NPAs'],
  ])('main %j with others %j: "%s" says "%s"', (main, others, field, message) => {
    const result = withNpas(main, others);
    expect(result.success).toBe(false);
    expect(neighborhoodFieldErrors(result.error!)).toEqual({ [field]: message });
  });
});

describe('diffData', () => {
  it('lists the changed fields in form order with readable values', () => {
    const before = valid();
    const after = { ...before, keyFeatures: ['Trails'], walkabilityScore: null, featured: true };
    expect(diffData(before, after)).toEqual([
      { field: 'walkabilityScore', label: 'Walkability', before: '55', after: '(empty)' },
      { field: 'keyFeatures', label: 'Key features', before: '(none)', after: 'Trails' },
      { field: 'featured', label: 'Featured', before: 'No', after: 'Yes' },
    ]);
  });
});

describe('staff roles', () => {
  it('admin may use everything; editor only neighborhoods and rebuilds', () => {
    expect(STAFF_ROLES).toEqual(['admin', 'editor']);
    for (const capability of ['moderation', 'neighborhoods', 'rebuild', 'staff', 'tools'] as const) expect(can('admin', capability)).toBe(true);
    expect(['moderation', 'neighborhoods', 'rebuild', 'staff', 'tools'].filter((c) => can('editor', c as never))).toEqual(['neighborhoods', 'rebuild']);
  });
});

describe("the pages' date line", () => {
  const english = {
    dataUpdated: 'Data updated {date}: the latest change to the neighborhood texts or the county areas they are measured on.',
    dataYears: ' The county figures are of {span}, each shown with its own year.',
    dateOf: longDate,
  };
  it('says what the date covers, and the years of the county figures the page shows, never vouching for them', () => {
    expect(dataUpdatedText('2026-11-29T12:00:00Z', [2021, 2023, 2015, 2021], english)).toBe(
      'Data updated November 29, 2026: the latest change to the neighborhood texts or the county areas they are measured on. The county figures are of 2015-2023, each shown with its own year.',
    );
    expect(dataUpdatedText('2026-11-29T12:00:00Z', [2023], english)).toContain('The county figures are of 2023, each');
    expect(dataUpdatedText('2026-11-29T12:00:00Z', [], english)).toBe(
      'Data updated November 29, 2026: the latest change to the neighborhood texts or the county areas they are measured on.',
    );
    expect(dataUpdatedText(null, [2023], english)).toBeNull();
    expect(dataUpdatedText('not a date', [], english)).toBeNull();
  });
});
