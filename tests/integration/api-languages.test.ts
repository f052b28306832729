/**
 * The languages a business says its staff speak (src/domain/languages.ts, migration
 * 20261129030000): the search filter `GET /api/businesses?languages=es` (and the map's), the
 * owner's edit, the staff's editor, Add Business, the CSV export and import, and a saved
 * search that keeps the filter.
 */
import { beforeAll, expect, it } from 'vitest';
import type { OwnerListing } from '../../src/domain/owner';
import type { Business, BusinessSearchResult } from '../../src/domain/types';
import { QUERY_MESSAGES } from '../../src/domain/search';
import { describeEachDb } from '../support/db';
import { createOwnerWithBusiness, type OwnerFixture } from '../support/owners';
import { errorOf, get, insertBusiness, localLogin, makeApi, post, send, type Api } from './api-support';

const ENV = { ADMIN_PASSWORD: 'local-admin-password-for-tests', PUBLIC_SITE_URL: 'https://charlotte.example' };

async function search(api: Api, query: string): Promise<BusinessSearchResult> {
  const response = await get(api, `/api/businesses?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as BusinessSearchResult;
}

const businessBySlug = async (api: Api, slug: string) => (await (await get(api, `/api/businesses/${slug}`)).json()) as Business;

describeEachDb('languages a business speaks', (getDb) => {
  let api: Api;
  let admin: string;
  let owner: OwnerFixture;
  beforeAll(async () => {
    api = makeApi(getDb(), ENV);
    admin = await localLogin(api, ENV.ADMIN_PASSWORD);
    owner = await createOwnerWithBusiness(getDb());
  });

  it('filters the search and the map by language, every language asked for required', async () => {
    const spanish = await search(api, 'languages=es&limit=100');
    expect(spanish.total).toBeGreaterThan(20);
    expect(spanish.businesses.every((b) => b.languages.includes('es'))).toBe(true);
    const [row] = await getDb().query<{ n: number }>(`select count(*)::int as n from public.businesses where status = 'published' and 'es' = any(languages)`);
    expect(spanish.total).toBe(row!.n);

    const both = await search(api, 'languages=es,vi&limit=100');
    expect(both.businesses.length).toBeGreaterThan(0);
    expect(both.businesses.every((b) => b.languages.includes('es') && b.languages.includes('vi'))).toBe(true);

    const movers = await search(api, 'category=movers-packers&languages=es&search=mudanza');
    expect(movers.businesses.every((b) => b.category === 'movers-packers' && b.languages.includes('es'))).toBe(true);

    const map = await get(api, '/api/map/businesses?languages=es');
    expect(map.status).toBe(200);
  });

  it('answers 400 for an unknown language code', async () => {
    for (const query of ['languages=xx', 'languages=es,klingon', `languages=${'es,'.repeat(60)}`]) {
      const response = await get(api, `/api/businesses?${query}`);
      expect(response.status, query).toBe(400);
      const error = await errorOf(response);
      expect(error.fields).toEqual({ languages: QUERY_MESSAGES.languages });
    }
  });

  it("lets the owner say which languages the staff speak, shown on the business's answer", async () => {
    const patch = (body: unknown) => send(api, 'PATCH', `/api/owner/businesses/${owner.businessId}`, body, owner.token);
    const saved = await patch({ languages: ['vi', 'es', 'vi'] });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { listing: OwnerListing }).listing.languages).toEqual(['es', 'vi']);
    expect((await businessBySlug(api, owner.slug)).languages).toEqual(['es', 'vi']);

    const refused = await patch({ languages: ['es', 'xx'] });
    expect(refused.status).toBe(400);
    expect((await businessBySlug(api, owner.slug)).languages).toEqual(['es', 'vi']);

    expect((await patch({ languages: [] })).status).toBe(200);
    expect((await businessBySlug(api, owner.slug)).languages).toEqual([]);
  });

  it("lets staff set a business's languages, audited, and adds them with a new business", async () => {
    const { id, slug } = await insertBusiness(getDb(), { businessName: 'Lenguas Movers' });
    const put = (businessId: number | string, body: unknown, token = admin) => send(api, 'PUT', `/api/admin/businesses/${businessId}/languages`, body, token);
    const saved = await put(id, { languages: ['es', 'en'] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ id, languages: ['en', 'es'] });
    expect((await businessBySlug(api, slug)).languages).toEqual(['en', 'es']);
    const [audit] = await getDb().query<{ n: number }>(
      `select count(*)::int as n from public.audit_log where action = 'business.languages' and target_id = $1`,
      [id],
    );
    expect(audit!.n).toBe(1);

    expect((await put(id, { languages: ['xx'] })).status).toBe(400);
    expect((await put(id, { languages: ['es'], extra: 1 })).status).toBe(400);
    expect((await put(999_999, { languages: ['es'] })).status).toBe(404);
    expect((await put(id, { languages: ['es'] }, owner.token)).status).toBe(403);

    const added = await post(
      api,
      '/api/admin/businesses',
      {
        businessName: 'Casa Clean Crew',
        category: 'cleaning-services',
        address: '500 E Trade St, Charlotte, NC',
        phone: '704-555-0142',
        email: 'hola@casa-clean.example',
        longDescription: 'Bilingual move-out cleaning.',
        shortDescription: 'Bilingual move-out cleaning.',
        languages: ['es', 'en'],
      },
      admin,
    );
    expect(added.status, await added.clone().text()).toBe(201);
    expect((await businessBySlug(api, ((await added.json()) as { slug: string }).slug)).languages).toEqual(['en', 'es']);
  });

  it('exports languages to CSV and imports them by code or English name', async () => {
    const csv = await (await get(api, '/api/admin/export/businesses.csv', admin)).text();
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    const column = header!.split(',').indexOf('languages');
    expect(column).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes('en;es'))).toBe(true);

    const importCsv = (body: string) =>
      api(
        new Request('http://test/api/admin/import/businesses?publish=true', {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' },
          body,
        }),
      );
    const good = await importCsv(
      'businessName,category,address,phone,email,languages\r\nHola Paperwork,dmv-paperwork,12 W Trade St,704-555-0190,hola@paperwork.example,Spanish;en\r\n',
    );
    expect(good.status, await good.clone().text()).toBe(201);
    const imported = (await good.json()) as { businesses: Array<{ slug: string }> };
    expect((await businessBySlug(api, imported.businesses[0]!.slug)).languages).toEqual(['en', 'es']);

    const bad = await importCsv(
      'businessName,category,address,phone,email,languages\r\nBad Lang Co,dmv-paperwork,14 W Trade St,704-555-0191,bad@lang.example,Klingon\r\n',
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Unknown language \\"Klingon\\"');
  });

  it('keeps the languages filter in a saved search', async () => {
    const email = 'se-habla@alerts.example';
    const saved = await post(api, '/api/saved-searches', { email, frequency: 'daily', query: { category: 'movers-packers', languages: 'es' } });
    expect(saved.status, await saved.clone().text()).toBe(202);
    const [row] = await getDb().query<{ query: string }>('select query from public.saved_searches order by id desc limit 1');
    expect(new URLSearchParams(row!.query).get('languages')).toBe('es');
    const refused = await post(api, '/api/saved-searches', { email, frequency: 'daily', query: { languages: 'xx' } });
    expect(refused.status).toBe(400);
    expect(Object.keys((await errorOf(refused)).fields ?? {})).toEqual(['query.languages']);
  });
});
