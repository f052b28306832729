/**
 * The businesses a shortlist link names (src/server/queries/shortlist.ts): published ones
 * only, and whether a quote request can reach each (the shortlist offers a tick only then).
 */
import { expect, it } from 'vitest';
import { findPublishedBusinesses } from '../../src/server/queries/shortlist';
import { describeEachDb } from '../support/db';
import { createOwnerWithBusiness } from '../support/owners';
import { insertBusiness } from './api-support';

describeEachDb('shortlist businesses', (getDb) => {
  it('names the published ones, each with whether a quote request can reach it (an e-mail address or an owner)', async () => {
    const db = getDb();
    const noEmail = await insertBusiness(db, { category: 'movers-packers', businessName: 'Shortlist No Mail Movers' });
    const withEmail = await insertBusiness(db, { category: 'movers-packers', businessName: 'Shortlist Mail Movers' });
    await db.query(`update public.businesses set email = 'Office@Mail-Movers.example ' where id = $1`, [withEmail.id]);
    const owned = await createOwnerWithBusiness(db, { business: { category: 'movers-packers' } });
    await db.query(`update public.businesses set email = null where id = $1`, [owned.businessId]);
    const pending = await insertBusiness(db, { category: 'movers-packers', businessName: 'Shortlist Pending Movers', status: 'pending' });

    const found = await findPublishedBusinesses(db, [noEmail.slug, withEmail.slug, owned.slug, pending.slug]);
    expect(Object.fromEntries(found.map((b) => [b.slug, b.quoteReachable]))).toEqual({
      [noEmail.slug]: false,
      [withEmail.slug]: true,
      [owned.slug]: true,
    });
  });
});
