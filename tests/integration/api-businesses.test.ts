import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/domain/forms';
import { QUERY_MESSAGES } from '../../src/domain/search';
import type { Business, BusinessClaim, BusinessSearchResult } from '../../src/domain/types';
import { MAX_BODY_BYTES } from '../../src/server/api/http';
import type { Db, Executor } from '../../src/server/db/client';
import { describeEachDb } from '../support/db';
import { errorOf, get, insertBusiness, localLogin, makeApi, post, supabaseToken, SUPABASE_ENV, type Api } from './api-support';

const names = (result: BusinessSearchResult) => result.businesses.map((b) => b.businessName);

async function search(api: Api, query: string): Promise<BusinessSearchResult> {
  const response = await get(api, `/api/businesses${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as BusinessSearchResult;
}

describeEachDb(
  'businesses API',
  (getDb) => {
    describe('GET /api/businesses', () => {
      let api: Api;
      beforeAll(async () => {
        const db = getDb();
        api = makeApi(db);
        await insertBusiness(db, {
          businessName: 'Queen City Movers',
          category: 'movers-packers',
          neighborhood: 'south-end',
          shortDescription: 'Local and long distance moves across Charlotte.',
          serviceTags: ['licensed', 'insured'],
          userRating: 4.8,
          reviewCount: 50,
        });
        await insertBusiness(db, {
          businessName: 'Tiny Moving Co',
          category: 'movers-packers',
          neighborhood: 'noda',
          serviceTags: ['licensed'],
          userRating: 5,
          reviewCount: 1,
        });
        await insertBusiness(db, {
          businessName: 'Premium Relocation Partners',
          category: 'movers-packers',
          neighborhood: 'uptown',
          shortDescription: 'Moving help for corporate relocations.',
          serviceTags: ['licensed', 'insured', 'free-quote'],
          isPremium: true,
          userRating: 3,
          reviewCount: 2,
        });
        await insertBusiness(db, {
          businessName: 'Sparkle Cleaning',
          category: 'cleaning-services',
          neighborhood: 'south-end',
          serviceTags: ['eco-friendly', 'insured'],
          userRating: 4.2,
          reviewCount: 30,
        });
        await insertBusiness(db, {
          businessName: 'Dilworth Animal Clinic',
          category: 'pet-services',
          neighborhood: 'dilworth',
          userRating: 3.9,
          reviewCount: 12,
        });
        await insertBusiness(db, { businessName: 'Pending Movers', category: 'movers-packers', status: 'pending' });
        await insertBusiness(db, { businessName: 'Rejected Movers', category: 'movers-packers', status: 'rejected' });
      });

      it('lists only published businesses by review-weighted rating, premium or not', async () => {
        const result = await search(api, '');
        expect(result.total).toBe(5);
        // Queen City (4.8 from 50 reviews) outranks Tiny Moving (one 5-star review);
        // Dilworth (3.9 from 12) also outranks it. Premium Relocation (3.0 from 2) pays for
        // a label, not a place: it comes last.
        expect(names(result)).toEqual(['Queen City Movers', 'Sparkle Cleaning', 'Dilworth Animal Clinic', 'Tiny Moving Co', 'Premium Relocation Partners']);
      });

      it('never lets a premium business outrank a better organic match', async () => {
        // 'Queen City Movers' matches 'movers' in its name; the premium listing only in its
        // description: the better match comes first although the other one pays.
        const movers = names(await search(api, '?search=movers'));
        expect(movers.indexOf('Queen City Movers')).toBeLessThan(movers.indexOf('Premium Relocation Partners'));
        // Every order is the same whichever listings are premium.
        const queries = [
          '',
          '?search=mov',
          '?search=movers',
          '?category=movers-packers',
          '?neighborhood=uptown',
          '?search=mov&sortBy=rating',
          '?sortBy=reviews',
        ];
        const before = await Promise.all(queries.map(async (query) => names(await search(api, query))));
        const db = getDb();
        await db.query('update public.businesses set is_premium = not is_premium');
        try {
          const flipped = await Promise.all(queries.map(async (query) => names(await search(api, query))));
          expect(flipped).toEqual(before);
        } finally {
          await db.query('update public.businesses set is_premium = not is_premium');
        }
      });

      it('answers the API shape with numbers as numbers, cacheable for a minute', async () => {
        const response = await get(api, '/api/businesses?search=queen');
        expect(response.headers.get('cache-control')).toBe('public, max-age=60');
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        const { businesses, total } = (await response.json()) as BusinessSearchResult;
        expect(total).toBe(1);
        expect(businesses[0]).toMatchObject({
          slug: 'queen-city-movers',
          businessName: 'Queen City Movers',
          category: 'movers-packers',
          neighborhood: 'south-end',
          // Credentials come from the staff's record, never the tags.
          serviceTags: [],
          credentials: [
            { kind: 'licensed', licenceNumber: expect.stringMatching(/^FIX-/), issuingAuthority: 'Fixture Licensing Board', expiresOn: '2099-12-31' },
            { kind: 'insured', insurer: 'Fixture Mutual', expiresOn: '2099-12-31' },
          ],
          isPremium: false,
          userRating: 4.8,
          reviewCount: 50,
          status: 'published',
        });
        expect(typeof businesses[0]!.id).toBe('number');
        expect(businesses[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect(businesses[0]).not.toHaveProperty('search');
        expect(businesses[0]).not.toHaveProperty('submissionKey');
      });

      it("finds movers from the prefix 'mov', never unpublished ones", async () => {
        const result = await search(api, '?search=mov');
        expect(new Set(names(result))).toEqual(new Set(['Premium Relocation Partners', 'Queen City Movers', 'Tiny Moving Co']));
        expect(result.total).toBe(3);
      });

      it('requires every search word; when no business has them all, leaves out the commonest word and says so', async () => {
        const exact = await search(api, '?search=queen%20mov');
        expect(names(exact)).toEqual(['Queen City Movers']);
        expect(exact.correctedSearch).toBeUndefined();
        // 'mov' matches three businesses, 'sparkle' one: no business has both, so 'mov' goes.
        const relaxed = await search(api, '?search=mov%20sparkle');
        expect(names(relaxed)).toEqual(['Sparkle Cleaning']);
        expect(relaxed.correctedSearch).toBe('sparkle');
      });

      it('matches category labels, tags and neighborhoods as text', async () => {
        expect(names(await search(api, '?search=cleaning'))).toEqual(['Sparkle Cleaning']);
        expect(names(await search(api, '?search=eco'))).toEqual(['Sparkle Cleaning']);
        expect(new Set(names(await search(api, '?search=south%20end')))).toEqual(new Set(['Queen City Movers', 'Sparkle Cleaning']));
      });

      it('survives text full of tsquery syntax', async () => {
        const result = await search(api, `?search=${encodeURIComponent("mov & | ! ' :* ( queen")}`);
        expect(names(result)).toEqual(['Queen City Movers']);
      });

      it('filters by category and by category plus neighborhood', async () => {
        expect((await search(api, '?category=movers-packers')).total).toBe(3);
        expect(names(await search(api, '?category=movers-packers&neighborhood=south-end'))).toEqual(['Queen City Movers']);
        expect(names(await search(api, '?neighborhood=dilworth'))).toEqual(['Dilworth Animal Clinic']);
      });

      it("treats 'all' filters as no filter", async () => {
        expect((await search(api, '?category=all&neighborhood=all&minRating=all&serviceTags=all')).total).toBe(5);
      });

      it('requires all requested service tags', async () => {
        expect(new Set(names(await search(api, '?serviceTags=licensed,insured')))).toEqual(new Set(['Queen City Movers', 'Premium Relocation Partners']));
        expect(names(await search(api, '?serviceTags=licensed,insured,free-quote'))).toEqual(['Premium Relocation Partners']);
        expect((await search(api, '?serviceTags=licensed')).total).toBe(3);
      });

      it('filters by minimum rating', async () => {
        expect(new Set(names(await search(api, '?minRating=4.5')))).toEqual(new Set(['Queen City Movers', 'Tiny Moving Co']));
        expect(names(await search(api, '?minRating=5'))).toEqual(['Tiny Moving Co']);
        expect((await search(api, '?minRating=1')).total).toBe(5);
      });

      it('sorts by rating and by review count', async () => {
        expect(names(await search(api, '?sortBy=rating'))).toEqual([
          'Tiny Moving Co',
          'Queen City Movers',
          'Sparkle Cleaning',
          'Dilworth Animal Clinic',
          'Premium Relocation Partners',
        ]);
        expect(names(await search(api, '?sortBy=reviews'))).toEqual([
          'Queen City Movers',
          'Sparkle Cleaning',
          'Dilworth Animal Clinic',
          'Premium Relocation Partners',
          'Tiny Moving Co',
        ]);
        expect(names(await search(api, '?search=mov&sortBy=rating'))).toEqual(['Tiny Moving Co', 'Queen City Movers', 'Premium Relocation Partners']);
      });

      it('pages text search results by relevance with the full total on every page', async () => {
        const all = names(await search(api, '?search=mov'));
        const pages = await Promise.all([0, 2, 4].map((offset) => search(api, `?search=mov&limit=2&offset=${offset}`)));
        expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
        expect(pages.flatMap(names)).toEqual(all);
        expect(pages[2]!.businesses).toEqual([]);
      });

      it('pages with limit and offset, reporting the full total on every page', async () => {
        const all = names(await search(api, '?sortBy=reviews'));
        const first = await search(api, '?sortBy=reviews&limit=2');
        const second = await search(api, '?sortBy=reviews&limit=2&offset=2');
        const last = await search(api, '?sortBy=reviews&limit=2&offset=4');
        const beyond = await search(api, '?sortBy=reviews&limit=2&offset=10');
        expect([first.total, second.total, last.total, beyond.total]).toEqual([5, 5, 5, 5]);
        expect([...names(first), ...names(second), ...names(last)]).toEqual(all);
        expect(names(last)).toHaveLength(1);
        expect(beyond.businesses).toEqual([]);
      });

      it.each([
        ['category=plumbers', 'category', QUERY_MESSAGES.category],
        ['neighborhood=South%20End', 'neighborhood', QUERY_MESSAGES.neighborhood],
        [`search=${'x'.repeat(201)}`, 'search', QUERY_MESSAGES.search],
        ['minRating=abc', 'minRating', QUERY_MESSAGES.minRating],
        ['minRating=6', 'minRating', QUERY_MESSAGES.minRating],
        ['minRating=Infinity', 'minRating', QUERY_MESSAGES.minRating],
        ['serviceTags=licensed,teleportation', 'serviceTags', QUERY_MESSAGES.serviceTag],
        ['sortBy=newest', 'sortBy', QUERY_MESSAGES.sortBy],
        ['limit=0', 'limit', QUERY_MESSAGES.limit],
        ['limit=101', 'limit', QUERY_MESSAGES.limit],
        ['limit=abc', 'limit', QUERY_MESSAGES.limit],
        ['offset=-20', 'offset', QUERY_MESSAGES.offset],
        ['offset=1.5', 'offset', QUERY_MESSAGES.offset],
        ['approved=maybe', 'approved', QUERY_MESSAGES.approved],
      ])('answers 400 for %s', async (query, field, message) => {
        const response = await get(api, `/api/businesses?${query}`);
        expect(response.status).toBe(400);
        const error = await errorOf(response);
        expect(error.code).toBe('validation_failed');
        expect(error.fields?.[field]).toBe(message);
      });

      it('answers 405 with Allow for a method the path does not take', async () => {
        const response = await api(new Request('http://test/api/businesses', { method: 'DELETE' }));
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toContain('GET');
      });

      describe('approved=false (admin list of unpublished businesses)', () => {
        it('answers 401 without a token', async () => {
          const response = await get(api, '/api/businesses?approved=false');
          expect(response.status).toBe(401);
          expect((await errorOf(response)).code).toBe('unauthorized');
        });

        it('answers 403 for a signed-in user who is not an admin', async () => {
          const supabaseApi = makeApi(getDb(), SUPABASE_ENV);
          const response = await get(supabaseApi, '/api/businesses?approved=false', await supabaseToken({ admin: false }));
          expect(response.status).toBe(403);
          expect((await errorOf(response)).code).toBe('forbidden');
        });

        it('lists only pending businesses for an admin, privately', async () => {
          for (const [admin, token] of [
            [makeApi(getDb(), SUPABASE_ENV), await supabaseToken()],
            [api, await localLogin(api)],
          ] as const) {
            const response = await get(admin, '/api/businesses?approved=false', token);
            expect(response.status).toBe(200);
            expect(response.headers.get('cache-control')).toBe('private, no-store');
            const result = (await response.json()) as BusinessSearchResult;
            expect(names(result)).toEqual(['Pending Movers']);
            expect(result.businesses[0]!.status).toBe('pending');
          }
        });
      });
    });

    describe('GET /api/businesses/{slug}', () => {
      let api: Api;
      beforeAll(() => {
        api = makeApi(getDb());
      });

      it('answers a published business, cacheable', async () => {
        const { slug, id } = await insertBusiness(getDb(), { businessName: 'Uptown Realty Group', category: 'realtors-rentals' });
        const response = await get(api, `/api/businesses/${slug}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=60');
        const business = (await response.json()) as Business;
        expect(business).toMatchObject({ id, slug, businessName: 'Uptown Realty Group', category: 'realtors-rentals' });
      });

      it('answers 404 JSON for an unknown slug and for unpublished businesses', async () => {
        const pending = await insertBusiness(getDb(), { businessName: 'Not Yet Approved Plumbing', status: 'pending' });
        for (const slug of ['no-such-business', pending.slug, 'Bad%20Slug!']) {
          const response = await get(api, `/api/businesses/${slug}`);
          expect(response.status).toBe(404);
          expect(await errorOf(response)).toMatchObject({ code: 'not_found', message: 'Business not found.' });
        }
      });
    });

    describe('POST /api/businesses', () => postBusinessTests(getDb));
  },
  { seeded: false },
);

const validBusiness = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Carolina Piano Movers',
  category: 'movers-packers',
  address: '500 S Tryon St, Charlotte, NC',
  zipCode: '28202',
  phone: '704-555-0142',
  email: 'office@carolinapiano.example',
  website: 'https://carolinapiano.example',
  shortDescription: 'Pianos moved with care.',
  longDescription: 'Pianos moved with care across the Charlotte area.',
  businessHours: { Monday: '8:00 AM - 5:00 PM', Sunday: 'Closed' },
  serviceTags: ['free-quote', 'same-day'],
  ...overrides,
});

async function countBusinesses(db: Db, name: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from public.businesses where business_name = $1', [name]);
  return row!.n;
}

/** A database whose transactions fail when they insert a claim (the second insert of add-and-claim). */
function failingClaimInserts(db: Db): Db {
  const wrap = (tx: Executor): Executor => ({
    query: (sql, params) =>
      /insert\s+into\s+public\.business_claims/i.test(sql) ? Promise.reject(new Error('simulated claim insert failure')) : tx.query(sql, params),
    exec: (script) => tx.exec(script),
  });
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (script) => db.exec(script),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

/** The POST /api/businesses tests, declared inside the per-database suite above. */
function postBusinessTests(getDb: () => Db) {
  let api: Api;
  let adminToken: string;
  beforeAll(async () => {
    api = makeApi(getDb());
    adminToken = await localLogin(api);
  });

  it('adds an unpublished business with a slug from its name: 201 {id, slug}', async () => {
    const response = await post(api, '/api/businesses', validBusiness());
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; slug: string; claimId?: number };
    expect(body).toEqual({ id: expect.any(Number), slug: 'carolina-piano-movers' });

    expect((await get(api, `/api/businesses/${body.slug}`)).status).toBe(404);
    const pending = (await (await get(api, '/api/businesses?approved=false&search=piano', adminToken)).json()) as BusinessSearchResult;
    expect(pending.businesses).toHaveLength(1);
    expect(pending.businesses[0]).toMatchObject({
      id: body.id,
      businessName: 'Carolina Piano Movers',
      zipCode: '28202',
      website: 'https://carolinapiano.example',
      businessHours: { Monday: '8:00 AM - 5:00 PM', Sunday: 'Closed' },
      serviceTags: ['free-quote', 'same-day'],
      status: 'pending',
      isClaimed: false,
    });
  });

  it('makes slugs unique with -2, -3', async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await post(api, '/api/businesses', validBusiness({ businessName: 'Crown Town Cleaners' }));
      expect(response.status).toBe(201);
      slugs.push(((await response.json()) as { slug: string }).slug);
    }
    expect(slugs).toEqual(['crown-town-cleaners', 'crown-town-cleaners-2', 'crown-town-cleaners-3']);
  });

  it('stores the claim with the business and answers its claimId', async () => {
    const response = await post(
      api,
      '/api/businesses',
      validBusiness({
        businessName: 'NoDa Pet Sitters',
        category: 'pet-services',
        claim: { claimerName: 'Dana Owner', claimerEmail: 'dana@nodapets.example', claimerPhone: '704-555-0150' },
      }),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: number; claimId: number };
    expect(body.claimId).toEqual(expect.any(Number));
    const claims = (await (await get(api, '/api/business-claims/pending', adminToken)).json()) as BusinessClaim[];
    expect(claims.find((c) => c.id === body.claimId)).toMatchObject({
      businessId: body.id,
      businessName: 'NoDa Pet Sitters',
      claimerName: 'Dana Owner',
      claimerEmail: 'dana@nodapets.example',
      status: 'pending',
    });
  });

  it('a retry with the same submissionKey returns the same business and claim (200) and stores no duplicate', async () => {
    const payload = validBusiness({
      businessName: 'Ballantyne Family Dentistry',
      category: 'healthcare-doctors',
      claim: { claimerEmail: 'owner@bfd.example' },
      submissionKey: 'form-7f3a9c2e-retry',
    });
    const first = await post(api, '/api/businesses', payload);
    const second = await post(api, '/api/businesses', payload);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(await countBusinesses(getDb(), 'Ballantyne Family Dentistry')).toBe(1);
  });

  it('concurrent submissions with one key still store one business', async () => {
    const payload = validBusiness({
      businessName: 'Plaza Midwood Tutors',
      category: 'schools-childcare',
      claim: { claimerEmail: 'a@pmt.example' },
      submissionKey: 'double-click-12345',
    });
    const responses = await Promise.all([post(api, '/api/businesses', payload), post(api, '/api/businesses', payload), post(api, '/api/businesses', payload)]);
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await countBusinesses(getDb(), 'Plaza Midwood Tutors')).toBe(1);
  });

  it('leaves no business behind when storing its claim fails', async () => {
    const failing = makeApi(failingClaimInserts(getDb()));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await post(
        failing,
        '/api/businesses',
        validBusiness({
          businessName: 'Half Saved Movers',
          claim: { claimerEmail: 'owner@halfsaved.example' },
          submissionKey: 'half-saved-0001',
        }),
      );
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(body).not.toMatch(/simulated|at .*\.ts/);
    } finally {
      errors.mockRestore();
    }
    expect(await countBusinesses(getDb(), 'Half Saved Movers')).toBe(0);

    // The user's retry (same key) on a healthy server then succeeds, once.
    const retry = await post(
      api,
      '/api/businesses',
      validBusiness({
        businessName: 'Half Saved Movers',
        claim: { claimerEmail: 'owner@halfsaved.example' },
        submissionKey: 'half-saved-0001',
      }),
    );
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { claimId?: number }).claimId).toEqual(expect.any(Number));
    expect(await countBusinesses(getDb(), 'Half Saved Movers')).toBe(1);
  });

  it('ignores an empty website and defaults the ZIP code', async () => {
    const response = await post(api, '/api/businesses', validBusiness({ businessName: 'Plain Paperwork Help', website: '', zipCode: undefined }));
    expect(response.status).toBe(201);
    const [row] = await getDb().query<{ website: string | null; zip_code: string }>(
      "select website, zip_code from public.businesses where business_name = 'Plain Paperwork Help'",
    );
    expect(row).toEqual({ website: null, zip_code: '28202' });
  });

  it.each([
    [{ businessName: '' }, 'businessName', MESSAGES.businessName],
    [{ businessName: 'x'.repeat(201) }, 'businessName', MESSAGES.businessNameLength],
    [{ category: 'plumbers' }, 'category', MESSAGES.category],
    [{ category: undefined }, 'category', MESSAGES.category],
    [{ address: '  ' }, 'address', MESSAGES.address],
    [{ phone: '' }, 'phone', MESSAGES.phone],
    [{ email: 'not-an-email' }, 'email', MESSAGES.email],
    [{ website: 'not a url' }, 'website', MESSAGES.website],
    [{ longDescription: 'x'.repeat(801) }, 'longDescription', MESSAGES.description],
    [
      { serviceTags: ['free-quote', '24-7', 'eco-friendly', 'same-day', 'free-quote', '24-7', 'eco-friendly', 'same-day'] },
      'serviceTags',
      MESSAGES.serviceTags,
    ],
    [{ serviceTags: ['licensed'] }, 'serviceTags.0', MESSAGES.credentialTag],
    [{ zipCode: '2820' }, 'zipCode', 'ZIP code must be 5 digits'],
    [{ claim: { claimerEmail: 'nope' } }, 'claim.claimerEmail', MESSAGES.email],
    [{ submissionKey: 'short' }, 'submissionKey', 'Submission key must be 8-100 letters, digits, _ or -'],
  ])('answers 400 for %j (field %s)', async (overrides, field, message) => {
    const name = `Invalid Business ${field}`;
    const response = await post(api, '/api/businesses', validBusiness({ businessName: name, ...overrides }));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.[field]).toBe(message);
    expect(await countBusinesses(getDb(), name)).toBe(0);
  });

  it('answers 202 as to every form for a filled honeypot field and stores nothing', async () => {
    const response = await post(api, '/api/businesses', validBusiness({ businessName: 'Bot Business', homepage: 'http://spam.example' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ received: true });
    expect(await countBusinesses(getDb(), 'Bot Business')).toBe(0);
  });

  it('answers 400 for malformed JSON, 415 for other content types, 413 for oversized bodies', async () => {
    const malformed = await api(
      new Request('http://test/api/businesses', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"businessName":',
      }),
    );
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe('bad_request');

    const form = await api(
      new Request('http://test/api/businesses', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'businessName=x',
      }),
    );
    expect(form.status).toBe(415);

    const huge = await post(api, '/api/businesses', validBusiness({ longDescription: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).code).toBe('payload_too_large');
  });
}

describe('business slugs', () => {
  it('are derived from names as lower-case words joined by hyphens', async () => {
    const { slugify } = await import('../../src/server/queries/businesses');
    expect(slugify('Queen City Movers & Storage, LLC')).toBe('queen-city-movers-and-storage-llc');
    expect(slugify('Café Olé')).toBe('cafe-ole');
    expect(slugify('!!!')).toBe('business');
  });
});
