import { beforeAll, expect, it } from 'vitest';
import type { Neighborhood } from '../../src/domain/types';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { parseEnv } from '../../src/server/env';
import { describeEachDb } from '../support/db';

/** Three neighborhoods inserted in non-alphabetical order; one with every optional field empty. */
const FIXTURES = `
insert into public.neighborhoods
  (slug, name, title, meta_description, overview, schools_childcare, average_rent_price, average_home_price,
   commute_to_uptown, walkability_score, safety_rating, key_features, images, map_url, latitude, longitude,
   featured, family_friendly, young_professional_friendly, pet_friendly)
values
  ('south-end', 'South End', 'South End, Charlotte', 'Breweries and the Rail Trail.', 'Overview of South End.', '',
   '$1,800 - $2,500', '$450,000 - $650,000', '5-10 min', 88, 7.5, array['Rail Trail', 'Light rail'],
   array['/images/neighborhoods/south-end-1.svg', '/images/neighborhoods/south-end-2.svg'],
   'https://www.openstreetmap.org/#map=15/35.2130/-80.8580', 35.213, -80.858, true, false, true, true),
  ('ballantyne', 'Ballantyne', 'Ballantyne, Charlotte', 'Suburban south Charlotte.', 'Overview of Ballantyne.', 'Great schools.',
   '$1,600 - $2,000', '$550,000 - $800,000', '25-35 min', 35, 8.4, array['Golf'], array[]::text[],
   null, 35.05, -80.85, false, true, false, true),
  ('eastland', 'Eastland', 'Eastland, Charlotte', '', 'Overview of Eastland.', '',
   null, null, null, null, null, array[]::text[], array[]::text[],
   null, 35.2, -80.73, true, false, false, false);
`;

describeEachDb(
  'neighborhoods API',
  (getDb) => {
    let handle: (request: Request) => Promise<Response>;
    const get = (path: string) => handle(new Request(`http://test${path}`));

    beforeAll(async () => {
      await getDb().exec(FIXTURES);
      handle = createRouter(routes, () => ({ db: getDb(), env: parseEnv({}), now: () => new Date() }));
    });

    it('lists every neighborhood ordered by name, cacheable for five minutes', async () => {
      const response = await get('/api/neighborhoods');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const list = (await response.json()) as Neighborhood[];
      expect(list.map((n) => n.slug)).toEqual(['ballantyne', 'eastland', 'south-end']);
    });

    it('answers every field of the API shape with numbers, lists and nulls typed', async () => {
      const list = (await (await get('/api/neighborhoods')).json()) as Neighborhood[];
      const southEnd = list.find((n) => n.slug === 'south-end');
      expect(southEnd).toEqual({
        id: expect.any(Number),
        name: 'South End',
        slug: 'south-end',
        title: 'South End, Charlotte',
        metaDescription: 'Breweries and the Rail Trail.',
        overview: 'Overview of South End.',
        history: '',
        housingOptions: '',
        lifestyle: '',
        demographics: '',
        localAmenities: '',
        schoolsChildcare: '',
        parksRecreation: '',
        transportation: '',
        averageRentPrice: '$1,800 - $2,500',
        averageHomePrice: '$450,000 - $650,000',
        commuteToUptown: '5-10 min',
        walkabilityScore: 88,
        safetyRating: 7.5,
        keyFeatures: ['Rail Trail', 'Light rail'],
        images: ['/images/neighborhoods/south-end-1.svg', '/images/neighborhoods/south-end-2.svg'],
        mapUrl: 'https://www.openstreetmap.org/#map=15/35.2130/-80.8580',
        latitude: 35.213,
        longitude: -80.858,
        featured: true,
        familyFriendly: false,
        youngProfessionalFriendly: true,
        petFriendly: true,
        es: null,
        dataUpdatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const eastland = list.find((n) => n.slug === 'eastland');
      expect(eastland).toMatchObject({
        averageRentPrice: null,
        averageHomePrice: null,
        commuteToUptown: null,
        walkabilityScore: null,
        safetyRating: null,
        keyFeatures: [],
        images: [],
        mapUrl: null,
      });
    });

    it('lists only the featured neighborhoods at /featured', async () => {
      const response = await get('/api/neighborhoods/featured');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const list = (await response.json()) as Neighborhood[];
      expect(list.map((n) => n.slug)).toEqual(['eastland', 'south-end']);
      expect(list.every((n) => n.featured)).toBe(true);
    });

    it('answers one neighborhood by slug', async () => {
      const response = await get('/api/neighborhoods/ballantyne');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      const ballantyne = (await response.json()) as Neighborhood;
      expect(ballantyne).toMatchObject({ slug: 'ballantyne', name: 'Ballantyne', safetyRating: 8.4, familyFriendly: true });
    });

    it('answers 404 JSON for an unknown or malformed slug', async () => {
      for (const slug of ['atlantis', 'Not%20A%20Slug', '%27%3B%20drop%20table%20neighborhoods']) {
        const response = await get(`/api/neighborhoods/${slug}`);
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No neighborhood has that slug.' } });
      }
      expect((await get('/api/neighborhoods')).status).toBe(200);
    });

    it('is read-only: other methods answer 405', async () => {
      const response = await handle(new Request('http://test/api/neighborhoods/ballantyne', { method: 'DELETE' }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET');
    });
  },
  { seeded: false },
);
