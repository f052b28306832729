/**
 * One-click unsubscribe from behind one address (a mail provider's server, or many people
 * behind one network): a valid signed token is not refused by the per-client limit that
 * protects the forms, an invalid one still costs the caller; a broken link opened in a
 * browser goes to /alerts, which says so, not to raw JSON. Saved queries are checked as
 * strictly as a search: an unknown neighborhood is refused like an unknown category.
 */
import { beforeAll, expect, it } from 'vitest';
import { BROKEN_UNSUBSCRIBE_PAGE } from '../../src/domain/alert-pages';
import { createRouter, type ApiDeps } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import type { Db } from '../../src/server/db/client';
import { signUnsubscribeToken } from '../../src/server/email/alert-links';
import { getLinkSecret } from '../../src/server/email/link-secret';
import { parseEnv } from '../../src/server/env';
import { RATE_LIMITS } from '../../src/server/security/rate-limit';
import { confirmSavedSearch, saveSearch } from '../../src/server/queries/alerts';
import { describeEachDb } from '../support/db';
import { errorOf, unique } from './api-support';

const ENV = parseEnv({ ADMIN_PASSWORD: 'local-admin-password-for-tests', PUBLIC_SITE_URL: 'https://charlotte.example' });
const NOW = new Date('2031-05-06T12:00:00Z');

describeEachDb('alert links from one address', (getDb) => {
  let db: Db;
  let handle: ReturnType<typeof createRouter>;
  /** Every request from one address (no port), as a provider's server sends them. */
  const fromOneAddress = (request: Request) => handle(request, { clientAddress: `198.51.100.${process.pid % 250}` });
  const fromElsewhere = (request: Request) => handle(request, { clientAddress: `203.0.113.${process.pid % 250}` });

  beforeAll(() => {
    db = getDb();
    handle = createRouter(routes, (): ApiDeps => ({ db, env: ENV, now: () => NOW }));
  });

  const oneClick = (token: string) =>
    fromOneAddress(
      new Request(`http://test/api/saved-searches/unsubscribe/${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );

  it('unsubscribes with a valid token after the address spent its hour on invalid ones', async () => {
    const email = `${unique('limit').replace(/\W/g, '')}@example.com`;
    const saved = await saveSearch(db, { email, frequency: 'daily', query: { category: 'movers-packers' } }, NOW);
    if (saved.outcome !== 'saved') throw new Error(saved.outcome);
    await confirmSavedSearch(db, saved.id, NOW);
    const token = signUnsubscribeToken(await getLinkSecret(db, ENV), saved.id);
    const broken = `${token.slice(0, -3)}abc`;

    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.alertLink.max; i++) statuses.push((await oneClick(broken)).status);
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    const stopped = await oneClick(token);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ unsubscribed: true });
    expect(await db.query('select 1 from public.saved_searches where id = $1', [saved.id])).toEqual([]);
  });

  it('sends a browser that opens a broken link to /alerts, which explains it: altered, cut off, grown a path, or past the limit', async () => {
    const opened = await fromElsewhere(new Request('http://test/api/saved-searches/unsubscribe/au1.not-a-token'));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(BROKEN_UNSUBSCRIBE_PAGE);
    for (const path of ['/api/saved-searches/unsubscribe', '/api/saved-searches/unsubscribe/', '/api/saved-searches/unsubscribe/au1.7.abc/extra']) {
      const response = await fromElsewhere(new Request(`http://test${path}`));
      expect([path, response.status, response.headers.get('location')]).toEqual([path, 303, BROKEN_UNSUBSCRIBE_PAGE]);
    }
    // The same browser opening broken links past the per-client limit still gets the page, not a JSON 429.
    const fromOneBrowser = (path: string) => handle(new Request(`http://test${path}`), { clientAddress: '192.0.2.77' });
    const answers: Array<[number, string | null]> = [];
    for (let i = 0; i <= RATE_LIMITS.alertLink.max + 1; i++) {
      const response = await fromOneBrowser(`/api/saved-searches/unsubscribe/au1.${i}.broken`);
      answers.push([response.status, response.headers.get('location')]);
    }
    expect(new Set(answers.map(([status, location]) => `${status} ${location}`))).toEqual(new Set([`303 ${BROKEN_UNSUBSCRIBE_PAGE}`]));
  });

  it('refuses a saved query with an unknown neighborhood, naming the field', async () => {
    const response = await fromElsewhere(
      new Request('http://test/api/saved-searches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'atlantis@example.com', frequency: 'daily', query: { neighborhood: 'atlantis' } }),
      }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys((await errorOf(response)).fields!)).toEqual(['query.neighborhood']);
  });
});
