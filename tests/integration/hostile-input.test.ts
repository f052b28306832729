/**
 * Text no field may hold (NUL, lone surrogates) and ids beyond the database's integer range
 * are refused with a 400 naming the field on every write, never a 500 from the database.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_TEXT_MESSAGE } from '../../src/domain/forms';
import { describeBothDbs } from '../support/db';
import { errorOf, get, insertBusiness, localLogin, makeApi, post, send, unique, type Api } from './api-support';

const NUL = 'Bad\u0000text';
const LONE = 'Bad \uD800 text';

describeBothDbs('hostile input', (getDb) => {
  let api: Api;
  let business: { id: number; slug: string };
  let token: string;

  const newBusiness = () => ({
    businessName: unique('Hostile Input Movers'),
    category: 'movers-packers',
    address: '1 Main St, Charlotte, NC',
    phone: '704-555-0100',
    email: 'owner@example.com',
  });

  async function expectField(response: Response, field: string) {
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.[field]).toBe(INVALID_TEXT_MESSAGE);
  }

  beforeAll(async () => {
    api = makeApi(getDb());
    business = await insertBusiness(getDb());
    token = await localLogin(api);
  });

  describe('NUL and lone surrogates: 400 naming the field on every write', () => {
    for (const [label, bad] of [
      ['NUL', NUL],
      ['lone surrogate', LONE],
    ] as const) {
      it(`${label} in a review, a business, a claim, a subscription, admin add and a note`, async () => {
        await expectField(await post(api, `/api/businesses/${business.id}/reviews`, { rating: 5, reviewerEmail: 'a@b.co', reviewText: bad }), 'reviewText');
        await expectField(await post(api, '/api/businesses', { ...newBusiness(), longDescription: bad }), 'longDescription');
        await expectField(await post(api, '/api/businesses', { ...newBusiness(), claim: { claimerEmail: 'c@d.co', claimerName: bad } }), 'claim.claimerName');
        await expectField(await post(api, '/api/businesses', { ...newBusiness(), businessHours: { Monday: bad } }), 'businessHours.Monday');
        await expectField(await post(api, '/api/business-claims', { businessId: business.id, claimerEmail: 'c@d.co', claimerPhone: bad }), 'claimerPhone');
        await expectField(
          await post(api, '/api/create-subscription', { businessId: business.id, planId: 1, customerName: bad, customerEmail: 'p@x.co' }),
          'customerName',
        );
        await expectField(await post(api, '/api/admin/businesses', { ...newBusiness(), shortDescription: bad }, token), 'shortDescription');
        // Fields no schema knows are refused too (nothing is passed on unchecked), keys included.
        await expectField(await post(api, `/api/businesses/${business.id}/reviews`, { rating: 5, reviewerEmail: 'a@b.co', extra: [bad] }), 'extra.0');
        expect((await post(api, `/api/businesses/${business.id}/reviews`, { rating: 5, reviewerEmail: 'a@b.co', [bad]: 1 })).status).toBe(400);
        // Query strings.
        await expectField(await get(api, `/api/businesses?search=${encodeURIComponent(NUL)}`), 'search');
      });
    }

    it('CSV import names the row and field; nothing is stored', async () => {
      const csv = `businessName,category,address,phone,email,businessHours\n${unique('Csv Nul')},movers-packers,1 Main St,704-555-0100,a@b.co,x\n${unique(
        'Csv Hours',
      )},movers-packers,1 Main St,704-555-0100,a@b.co,"{""Monday"":""9\\u0000""}"\nCsv\u0000Name,movers-packers,1 Main St,704-555-0100,a@b.co,\n`;
      const response = await api(
        new Request('http://test/api/admin/import/businesses', {
          method: 'POST',
          headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
          body: csv,
        }),
      );
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { rows: Array<{ row: number; field: string; message: string }> } };
      expect(error.rows).toContainEqual({ row: 3, field: 'businessHours', message: INVALID_TEXT_MESSAGE });
      expect(error.rows).toContainEqual({ row: 4, field: 'businessName', message: INVALID_TEXT_MESSAGE });
    });
  });

  describe('ids beyond the integer range', () => {
    it('in bodies: 400 naming the field', async () => {
      for (const id of [2 ** 31, 2 ** 53, 1e300, '99999999999999999999']) {
        const sub = await post(api, '/api/create-subscription', { businessId: id, planId: id, customerName: 'Pat', customerEmail: 'p@x.co' });
        expect(sub.status).toBe(400);
        expect(Object.keys((await errorOf(sub)).fields ?? {}).sort()).toEqual(['businessId', 'planId']);
        const claim = await post(api, '/api/business-claims', { businessId: id, claimerEmail: 'c@d.co' });
        expect(claim.status).toBe(400);
        expect((await errorOf(claim)).fields).toHaveProperty('businessId');
      }
    });

    it('in paths: 404, never 500', async () => {
      for (const id of ['2147483648', '9999999999999999999999', '-1', '0', '1e3']) {
        expect((await get(api, `/api/businesses/${id}/reviews`)).status).toBe(404);
        expect((await send(api, 'PUT', `/api/reviews/${id}/approve`, undefined, token)).status).toBe(404);
        expect((await send(api, 'PUT', `/api/businesses/${id}/publish`, undefined, token)).status).toBe(404);
        expect((await send(api, 'PUT', `/api/business-claims/${id}/verify`, undefined, token)).status).toBe(404);
      }
      expect((await get(api, '/api/admin/audit-log?offset=2147483648', token)).status).toBe(400);
    });

    it('malformed percent-encoding in a path parameter answers a JSON 400', async () => {
      const response = await get(api, '/api/businesses/%E0%A4%A/reviews');
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('bad_request');
    });
  });
});
