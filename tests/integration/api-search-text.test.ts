/**
 * Text search quality features on the seeded sample data, through the API (and, for the
 * page-reading strategies, through searchBusinesses): synonyms and typo corrections kept in
 * the database (migration 20261123140000), "exact beats corrected", leaving out a word when
 * no listing has them all, the search documents kept in step with the businesses, and the
 * class-by-class reading of many matches giving exactly the same pages as ordering them
 * all at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { QUERY_MESSAGES } from '../../src/domain/search';
import type { BusinessSearchResult } from '../../src/domain/types';
import { searchBusinesses } from '../../src/server/queries/business-search';
import { describeBothDbs } from '../support/db';
import { errorOf, get, insertBusiness, makeApi, type Api } from './api-support';

async function search(api: Api, text: string, extra = ''): Promise<BusinessSearchResult> {
  const response = await get(api, `/api/businesses?search=${encodeURIComponent(text)}${extra}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as BusinessSearchResult;
}

const slugs = (result: BusinessSearchResult) => result.businesses.map((b) => b.slug);

describeBothDbs('text search: synonyms, corrections, classes', (getDb) => {
  let api: Api;
  beforeAll(() => {
    api = makeApi(getDb());
  });

  describe('typos', () => {
    it('corrects a word that matches nothing and says what it searched', async () => {
      const result = await search(api, 'movres');
      expect(result.correctedSearch).toBe('movers');
      expect(result.total).toBeGreaterThan(10);
      expect(new Set(result.businesses.slice(0, 10).map((b) => b.category))).toEqual(new Set(['movers-packers']));
    });

    it('corrects to a synonym key, whose expansions then match ("plumer" -> plumber -> handyman)', async () => {
      const result = await search(api, 'plumer');
      expect(result.correctedSearch).toBe('plumber');
      expect(slugs(result).slice(0, 3).sort()).toEqual(['handy-hornet-home-repair', 'matthews-handyman-co', 'mint-hill-home-repair']);
    });

    it('corrects transposed letters and leaves out a word no dentist has ("dentist uptwon")', async () => {
      const result = await search(api, 'dentist uptwon');
      // No dentist is in Uptown: "dentist uptown" finds nothing, so the commoner word goes.
      expect(result.correctedSearch).toBe('dentist');
      expect(new Set(slugs(result))).toEqual(new Set(['queen-city-dental-care', 'steele-creek-pediatric-dentistry', 'highland-creek-family-dentistry']));
    });

    it('still finds nothing when a word has no close enough correction', async () => {
      for (const text of ['xqzvwk', 'movers xqzvwk', 'zz']) {
        const result = await search(api, text);
        expect(result, text).toEqual({ businesses: [], total: 0 });
      }
    });

    it('finds nothing for a search of stop words only, without a correction', async () => {
      expect(await search(api, 'the and of')).toEqual({ businesses: [], total: 0 });
    });

    it('never corrects a word that matches something: exact beats corrected', async () => {
      const exact = await search(api, 'movers');
      expect(exact.correctedSearch).toBeUndefined();
      const db = getDb();
      const { slug } = await insertBusiness(db, { businessName: 'Movres Logistics', category: 'specialty-services', neighborhood: 'noda' });
      try {
        const result = await search(api, 'movres');
        expect(slugs(result)).toEqual([slug]);
        expect(result.correctedSearch).toBeUndefined();
      } finally {
        await db.query('delete from public.businesses where slug = $1', [slug]);
      }
      expect((await search(api, 'movres')).correctedSearch).toBe('movers');
    });
  });

  describe('newcomer words', () => {
    it.each([
      ['dmv', 'dmv-paperwork'],
      ['daycare', 'schools-childcare'],
      ['babysitter', 'schools-childcare'],
      ['wifi', 'utility-setup'],
      ['internet', 'utility-setup'],
      ['realtor', 'realtors-rentals'],
    ])('%s finds %s first', async (text, category) => {
      const result = await search(api, text);
      expect(result.correctedSearch).toBeUndefined();
      expect(result.businesses.slice(0, 3).map((b) => b.category)).toEqual([category, category, category]);
    });

    it("finds driver's licence help for 'drivers license' (the listing spells it licence)", async () => {
      expect(slugs(await search(api, 'drivers license'))).toContain('south-end-paperwork-pros');
    });

    it('reads synonyms from the database', async () => {
      const db = getDb();
      expect((await search(api, 'zyxwq')).total).toBe(0);
      await db.query(`insert into public.search_synonyms (word, expansion) values ('zyxwq', 'parents')`);
      try {
        const result = await search(api, 'zyxwq');
        expect(slugs(result)).toContain('dilworth-parents-circle');
        expect(result.correctedSearch).toBeUndefined();
      } finally {
        await db.query(`delete from public.search_synonyms where word = 'zyxwq'`);
      }
    });
  });

  describe('search documents and vocabulary follow the businesses', () => {
    it('adds a published listing, corrects to its words, and drops it when unpublished', async () => {
      const db = getDb();
      const { id, slug } = await insertBusiness(db, { businessName: 'Zanzibar Spice Bakery', category: 'specialty-services' });
      try {
        const corrected = await search(api, 'zanzibr');
        expect(corrected.correctedSearch).toBe('zanzibar');
        expect(slugs(corrected)).toEqual([slug]);
        await db.query(`update public.businesses set status = 'pending' where id = $1`, [id]);
        expect((await search(api, 'zanzibar')).total).toBe(0);
        await db.query(`update public.businesses set status = 'published', business_name = 'Zanzibar Rye Bakery' where id = $1`, [id]);
        expect(slugs(await search(api, 'rye'))).toEqual([slug]);
      } finally {
        await db.query('delete from public.businesses where id = $1', [id]);
      }
      expect((await search(api, 'zanzibar')).total).toBe(0);
      const [row] = await db.query<{ n: number }>('select count(*)::int as n from public.search_documents where business_id = $1', [id]);
      expect(row?.n).toBe(0);
    });

    it('keeps one search document per published business', async () => {
      const [row] = await getDb().query<{ documents: number; published: number }>(
        `select (select count(*)::int from public.search_documents) as documents,
                (select count(*)::int from public.businesses where status = 'published') as published`,
      );
      expect(row!.documents).toBe(row!.published);
    });
  });

  describe('order', () => {
    it('puts businesses whose name matches every word first, then fewer words, then rating', async () => {
      const result = await search(api, 'house cleaning');
      expect(slugs(result)[0]).toBe('cornelius-lake-house-cleaning');
      const names = result.businesses.map((b) => b.businessName.toLowerCase());
      const firstWithoutCleaning = names.findIndex((name) => !name.includes('clean'));
      expect(names.slice(firstWithoutCleaning).some((name) => name.includes('clean'))).toBe(false);
    });

    it('gives the same pages and totals when many matches are read class by class', async () => {
      const db = getDb();
      const forced = [
        { rankAllLimit: 0 },
        // The walk never fills a page: every class is read whole.
        { rankAllLimit: 0, walkRows: 0, walkRowsPerResult: 1 },
      ];
      for (const text of ['moving', 'cleaning', 'house cleaning', 'south end movers', 'charlotte', 'dog walker', 'plumber']) {
        for (const offset of [0, 5, 20]) {
          const params = { search: text, limit: 7, offset };
          const expected = await searchBusinesses(db, params);
          for (const tuning of forced) {
            const result = await searchBusinesses(db, params, { tuning });
            expect(result.total, `${text} ${offset} ${JSON.stringify(tuning)}`).toBe(expected.total);
            expect(slugs(result), `${text} ${offset} ${JSON.stringify(tuning)}`).toEqual(slugs(expected));
          }
        }
      }
    });

    it('counts the same total with other filters (from the businesses) as without (from the documents)', async () => {
      const db = getDb();
      const plain = await searchBusinesses(db, { search: 'moving' });
      const filtered = await searchBusinesses(db, { search: 'moving', minRating: 1 });
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from public.businesses where status = 'published' and user_rating >= 1 and search @@ to_tsquery('english', 'moving:*')`,
      );
      expect(filtered.total).toBe(row!.n);
      expect(plain.total).toBeGreaterThanOrEqual(filtered.total);
    });
  });

  describe('bad values', () => {
    it('answers 400 naming the field for a search that is too long', async () => {
      const response = await get(api, `/api/businesses?search=${'movers '.repeat(40)}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields).toEqual({ search: QUERY_MESSAGES.search });
    });

    it('treats tsquery syntax, NUL-free punctuation and many words as plain words', async () => {
      for (const text of ["movres & | ! ' :* (", 'a b c d e f g h i j k l m n', '((((((', 'ünïcödé movres']) {
        const response = await get(api, `/api/businesses?search=${encodeURIComponent(text)}`);
        expect(response.status, text).toBe(200);
      }
    });
  });
});
