/**
 * Saved searches with e-mail alerts (docs/alerts.md), no account needed:
 * - POST /api/saved-searches                     save `{email, frequency, query}` (202; double opt-in)
 * - POST /api/saved-searches/confirm             the confirmation link's token (from /alerts#confirm=…)
 * - POST /api/saved-searches/manage              an address's saved searches, by its signed manage token
 *   (both take the page's `locale` too: the labels are worded in it)
 * - GET  /api/saved-searches/unsubscribe/{token} a person opening the unsubscribe URL: sent to /alerts to press the button
 * - POST /api/saved-searches/unsubscribe/{token} RFC 8058 one-click unsubscribe (body `List-Unsubscribe=One-Click`)
 * - POST /api/admin/saved-searches/run           staff: run the alert job now
 */
import { z } from 'zod';
import { ALERT_MESSAGES, SavedSearchSchema, type ManagedSavedSearch } from '../../domain/alerts';
import { BROKEN_UNSUBSCRIBE_PAGE } from '../../domain/alert-pages';
import { localeField } from '../../domain/forms';
import { requireAdmin } from '../auth';
import type { Db } from '../db/client';
import {
  checkAlertConfirmToken,
  checkManageToken,
  checkUnsubscribeToken,
  parseAlertConfirmToken,
  signManageToken,
  signUnsubscribeToken,
  unsubscribePageLink,
} from '../email/alert-links';
import { getLinkSecret } from '../email/link-secret';
import { deliverEmailsOf } from '../email/delivery';
import { runAlerts } from '../alerts/run';
import { checkSavedQuery } from '../alerts/saved-query';
import { confirmSavedSearch, deleteSavedSearch, getSavedSearch, listAddressSearches, saveSearch, savedSearchView } from '../queries/alerts';
import { enforceRateLimit, rateLimitHit, rateLimited } from '../security/rate-limit';
import { countHit } from '../queries/rate-limits';
import { ApiError, honeypotAnswer, json, notFound, PRIVATE_NO_STORE, privateJson, readBodyText, readJson } from './http';
import type { ApiContext, Route } from './router';
import { filledHoneypot } from '../../domain/honeypot';

const PRIVATE_HEADERS = { 'cache-control': PRIVATE_NO_STORE, 'x-robots-tag': 'noindex, nofollow' };

/**
 * 202 `{received}`: saved unconfirmed and the confirmation queued (sent after the commit).
 * 400 naming the field (`query.category`, `query.near`…) for a query `GET /api/businesses`
 * would refuse; 409 past ten saved searches for the address; 429 past five confirmations a
 * day to one address or ten saves an hour from one client. A filled honeypot gets 202 and
 * nothing is stored or sent.
 */
async function save(ctx: ApiContext): Promise<Response> {
  const input = await readJson(ctx.request, SavedSearchSchema);
  await enforceRateLimit(ctx, 'savedSearch');
  if (filledHoneypot(input)) return honeypotAnswer();
  const checked = await checkSavedQuery(ctx.deps.db, input.query);
  if (!checked.ok) throw new ApiError(400, 'validation_failed', 'Some fields are invalid.', checked.fields);
  const result = await saveSearch(
    ctx.deps.db as Db,
    { email: input.email, frequency: input.frequency, query: input.query, locale: input.locale },
    ctx.deps.now(),
  );
  if (result.outcome === 'address_full') throw new ApiError(409, 'conflict', ALERT_MESSAGES.perAddress);
  if (result.outcome === 'email_limited') {
    throw new ApiError(429, 'rate_limited', ALERT_MESSAGES.perDay, undefined, { 'retry-after': String(24 * 3600) });
  }
  if (result.queued) await deliverConfirmation(ctx, result.id);
  return json({ received: true }, { status: 202 });
}

async function deliverConfirmation(ctx: ApiContext, searchId: number): Promise<void> {
  await deliverEmailsOf(ctx.deps, { savedSearchId: searchId });
}

/** A link's token, and the language of the page that opened it: the searches' labels are worded in it. */
const TokenBodySchema = z.object({ token: z.string().max(600), locale: localeField() });

/** 200 `{confirmed, label, manageToken}` (again: the same); 400 for a bad link, 410 for an expired one. */
async function confirm(ctx: ApiContext): Promise<Response> {
  const { token, locale } = await readJson(ctx.request, TokenBodySchema);
  const invalid = () => new ApiError(400, 'bad_request', ALERT_MESSAGES.invalidLink);
  const parsed = parseAlertConfirmToken(token);
  const search = parsed ? await getSavedSearch(ctx.deps.db, parsed.searchId) : null;
  if (!search) throw invalid();
  const secret = await getLinkSecret(ctx.deps.db, ctx.deps.env);
  const check = checkAlertConfirmToken(secret, token, search.email, ctx.deps.now());
  if (!check.ok && check.reason === 'invalid') throw invalid();
  if (!check.ok && search.status === 'unconfirmed') {
    return json({ error: { code: 'link_expired', message: ALERT_MESSAGES.expired } }, { status: 410 });
  }
  await confirmSavedSearch(ctx.deps.db as Db, search.id, ctx.deps.now());
  return json(
    { confirmed: true, label: savedSearchView(search, locale).label, manageToken: signManageToken(secret, search.email) },
    { headers: PRIVATE_HEADERS },
  );
}

/** 200 `{email, searches}` for a valid manage token; 404 otherwise. */
async function manage(ctx: ApiContext): Promise<Response> {
  const { token, locale } = await readJson(ctx.request, TokenBodySchema);
  await enforceRateLimit(ctx, 'alertLink');
  const secret = await getLinkSecret(ctx.deps.db, ctx.deps.env);
  const email = checkManageToken(secret, token);
  if (!email) throw notFound('This link is not valid.');
  const searches: ManagedSavedSearch[] = (await listAddressSearches(ctx.deps.db, email)).map((row) => ({
    id: Number(row.id),
    ...savedSearchView(row, locale),
    frequency: row.frequency,
    confirmed: row.status === 'confirmed',
    unsubscribeToken: signUnsubscribeToken(secret, Number(row.id)),
  }));
  return json({ email, searches }, { headers: PRIVATE_HEADERS });
}

/**
 * The saved search a token names. A valid token is its own limit (one-click POSTs come from
 * mail providers' servers, many people behind one address); an invalid one costs the caller
 * a hit of the per-client limit before its 404.
 */
async function unsubscribeTarget(ctx: ApiContext): Promise<number | null> {
  const id = checkUnsubscribeToken(await getLinkSecret(ctx.deps.db, ctx.deps.env), ctx.params.token ?? '');
  if (id === null) {
    await enforceRateLimit(ctx, 'alertLink');
    return null;
  }
  const hit = { ...rateLimitHit(ctx, 'alertLink'), clientKey: `unsubscribe:${id}` };
  const { allowed, retryAfterSeconds } = await countHit(ctx.deps.db, hit, ctx.deps.now());
  if (!allowed) throw rateLimited(retryAfterSeconds);
  return id;
}

/**
 * A browser opening the link: 303 to the page with the button (a GET changes nothing); a
 * broken or altered link also goes to the page, which says so, rather than to raw JSON.
 */
async function unsubscribePage(ctx: ApiContext): Promise<Response> {
  let id: number | null = null;
  try {
    id = await unsubscribeTarget(ctx);
  } catch (error) {
    // Past the client's limit a broken link is still a page that says so, never a JSON 429.
    if (!(error instanceof ApiError && error.status === 429)) throw error;
  }
  return id === null ? brokenLinkPage() : seeOther(unsubscribePageLink(ctx.params.token ?? ''));
}

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, ...PRIVATE_HEADERS } });

/** A browser opening an unsubscribe URL whose token was cut off, or that grew a path after it: the page that explains. */
async function brokenLinkPage(): Promise<Response> {
  return seeOther(BROKEN_UNSUBSCRIBE_PAGE);
}

/**
 * RFC 8058 one-click: the body must be `List-Unsubscribe=One-Click` (form-encoded, as mail
 * providers send it). 200 `{unsubscribed}`, also when it was already gone; 404 for a bad token.
 */
async function unsubscribe(ctx: ApiContext): Promise<Response> {
  const body = new URLSearchParams(await readBodyText(ctx.request, 1024));
  if (body.get('List-Unsubscribe') !== 'One-Click') {
    throw new ApiError(400, 'validation_failed', 'Send List-Unsubscribe=One-Click to unsubscribe.', { 'List-Unsubscribe': 'Must be One-Click' });
  }
  const id = await unsubscribeTarget(ctx);
  if (id === null) throw notFound('This unsubscribe link is not valid.');
  await deleteSavedSearch(ctx.deps.db as Db, id);
  return json({ unsubscribed: true }, { headers: PRIVATE_HEADERS });
}

/** Staff: run the job now. 200 `{searches, emails}`. */
async function runNow(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  const result = await runAlerts({ db: ctx.deps.db as Db, env: ctx.deps.env, now: ctx.deps.now }, 'staff');
  return privateJson(result);
}

export const alertRoutes: Route[] = [
  { method: 'POST', path: '/api/saved-searches', handler: save },
  { method: 'POST', path: '/api/saved-searches/confirm', handler: confirm },
  { method: 'POST', path: '/api/saved-searches/manage', handler: manage },
  { method: 'GET', path: '/api/saved-searches/unsubscribe', handler: brokenLinkPage },
  { method: 'GET', path: '/api/saved-searches/unsubscribe/:token', handler: unsubscribePage },
  { method: 'GET', path: '/api/saved-searches/unsubscribe/:token/:rest', handler: brokenLinkPage },
  { method: 'POST', path: '/api/saved-searches/unsubscribe/:token', handler: unsubscribe },
  { method: 'POST', path: '/api/admin/saved-searches/run', handler: runNow },
];
