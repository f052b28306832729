/**
 * The admin dashboard's moderation and tools API (issue 5). Every call except the
 * verification link and the config (any staff role) runs {@link requireAdmin} first (401 without a valid token, 403 for a
 * signed-in user without the admin role), and every decision is written to the audit log
 * in the same transaction.
 *
 * - GET  /api/business-claims?status=pending&limit&offset   claims queue (status: pending, verified, denied)
 * - PUT  /api/business-claims/{id}/deny {reason, note?}       deny a pending claim
 * - GET  /api/business-claims/verify-email?token=...          the claimer's e-mail link (public)
 * - GET  /api/reviews/pending?limit&offset                    reviews queue
 * - PUT  /api/reviews/{id}/reject {reason, note?}             reject for a content-rule reason
 * - PUT  /api/businesses/{id}/publish                         list a pending business now
 * - PUT  /api/businesses/{id}/reject {reason, note?}          reject a pending business
 * - POST /api/admin/businesses                                Add New Business
 * - GET  /api/admin/audit-log?limit&offset                    the audit log
 * - GET  /api/admin/export/businesses.csv                     Export Data
 * - POST /api/admin/import/businesses?publish=true|false      Bulk Import (text/csv)
 * - GET  /api/admin/analytics                                 View Analytics
 * - GET  /api/admin/config                                    what this server offers
 * - GET  /api/admin/outbox?limit&offset                       recent e-mail
 * - POST /api/admin/outbox/{id}/send                          send a queued message again
 */
import { z } from 'zod';
import {
  AdminBusinessSchema,
  BusinessRejectSchema,
  ClaimDenySchema,
  ClaimListQuerySchema,
  PageQuerySchema,
  ReviewRejectSchema,
  type AdminConfig,
} from '../../domain/admin';
import { exportFileName, businessesToCsv, parseBusinessImport, type ImportRowError } from '../../domain/business-csv';
import { requireAdmin, requireStaff, authMode } from '../auth';
import { buildTarget } from '../builds';
import { checkClaimToken, deliverOutboxMessage, emailProvider, getLinkSecret, listOutbox, parseClaimToken } from '../email';
import { purgeBusinessWrite } from '../cache/purge';
import { geocoderName, locateBusiness, locateBusinesses } from '../geocode';
import type { DecisionResult } from '../queries/claims';
import {
  createAdminBusiness,
  denyClaim,
  findExistingBusinesses,
  getAnalytics,
  importBusinesses,
  listAllBusinesses,
  listAuditLog,
  listClaims,
  listPendingReviews,
  publishBusiness,
  rejectBusiness,
  rejectReview,
  writeAudit,
} from '../queries/moderation';
import { PRIVATE_NO_STORE } from './businesses';
import { decidedValue, idParam } from './decisions';
import { ApiError, json, notFound, readBodyText, readJson, readQuery } from './http';
import type { ApiContext, Route } from './router';

const privateJson = (data: unknown, status = 200) => json(data, { status, headers: { 'cache-control': PRIVATE_NO_STORE } });

/** The answer of a decision: the value, 404 or 409. */
const decided = <T>(result: DecisionResult<T>, what: string): Response => privateJson(decidedValue(result, what));

// ---------------------------------------------------------------- claims

async function claimsQueue(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  const { status, limit, offset } = readQuery(ctx.url, ClaimListQuerySchema);
  return privateJson(await listClaims(ctx.deps.db, status, limit, offset));
}

async function denyClaimHandler(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Claim');
  const { reason, note } = await readJson(ctx.request, ClaimDenySchema);
  return decided(await denyClaim(ctx.deps.db, id, { reason, note, actor, now: ctx.deps.now() }), 'Claim');
}

const TokenQuerySchema = z.object({ token: z.string().max(200).optional() });

/** Where a browser opening the link lands: the confirmation page, on the part for the result. */
const VERIFY_PAGE = { verified: '/verify-email#email-verified', expired: '/verify-email#link-expired', invalid: '/verify-email#link-invalid' };

/**
 * The link in the claim verification e-mail. Marks the claim's e-mail verified (the first
 * time; opening it again changes nothing). A browser (Accept: text/html) is redirected (303)
 * to /verify-email; other callers get JSON: 200 `{claimId, emailVerifiedAt}`, 400 for a
 * malformed or tampered link, 410 for an expired one.
 */
async function verifyEmail(ctx: ApiContext): Promise<Response> {
  const wantsHtml = /\btext\/html\b/.test(ctx.request.headers.get('accept') ?? '');
  const answer = (result: 'verified' | 'expired' | 'invalid', body?: unknown): Response => {
    if (wantsHtml) return new Response(null, { status: 303, headers: { location: VERIFY_PAGE[result], 'cache-control': 'no-store' } });
    if (result === 'verified') return json(body);
    if (result === 'expired') {
      return json({ error: { code: 'link_expired', message: 'This verification link has expired. Please contact us for a new one.' } }, { status: 410 });
    }
    return json({ error: { code: 'bad_request', message: 'This verification link is not valid.' } }, { status: 400 });
  };
  const { token = '' } = TokenQuerySchema.safeParse(Object.fromEntries(ctx.url.searchParams)).data ?? {};
  const parsed = parseClaimToken(token);
  if (!parsed) return answer('invalid');
  const [claim] = await ctx.deps.db.query<{ claimer_email: string }>('select claimer_email from public.business_claims where id = $1', [parsed.claimId]);
  if (!claim) return answer('invalid');
  const now = ctx.deps.now();
  const check = checkClaimToken(await getLinkSecret(ctx.deps.db, ctx.deps.env), token, claim.claimer_email, now);
  if (!check.ok) return answer(check.reason);
  const [row] = await ctx.deps.db.query<{ email_verified_at: Date | string }>(
    `update public.business_claims set email_verified_at = coalesce(email_verified_at, $2) where id = $1 returning email_verified_at`,
    [check.claimId, now.toISOString()],
  );
  const verifiedAt = row ? new Date(row.email_verified_at).toISOString() : now.toISOString();
  return answer('verified', { claimId: check.claimId, emailVerifiedAt: verifiedAt });
}

// ---------------------------------------------------------------- reviews

async function reviewsQueue(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  const { limit, offset } = readQuery(ctx.url, PageQuerySchema);
  return privateJson(await listPendingReviews(ctx.deps.db, limit, offset));
}

async function rejectReviewHandler(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Review');
  const { reason, note } = await readJson(ctx.request, ReviewRejectSchema);
  return decided(await rejectReview(ctx.deps.db, id, { reason, note, actor, now: ctx.deps.now() }), 'Review');
}

// ---------------------------------------------------------------- businesses

async function publishBusinessHandler(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Business');
  const result = await publishBusiness(ctx.deps.db, id, actor, ctx.deps.now());
  if (result.outcome === 'done') await purgeBusinessWrite(ctx.deps.db, 'business-published', [result.value.id]);
  return decided(result, 'Business');
}

async function rejectBusinessHandler(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Business');
  const { reason, note } = await readJson(ctx.request, BusinessRejectSchema);
  return decided(await rejectBusiness(ctx.deps.db, id, { reason, note, actor, now: ctx.deps.now() }), 'Business');
}

/**
 * Add New Business: 201 `{id, slug, status, locationApproximate}` (published at once unless
 * `publish: false`; `locationApproximate` when the address was not geocoded).
 */
async function addBusinessHandler(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const input = await readJson(ctx.request, AdminBusinessSchema);
  // Geocoded before the transaction opens: no transaction waits on the network.
  const location = await locateBusiness(ctx.deps.db, ctx.deps.env, input);
  const created = await createAdminBusiness(ctx.deps.db, input, actor, ctx.deps.now(), location);
  if (created.status === 'published') await purgeBusinessWrite(ctx.deps.db, 'business-published', [created.id]);
  return privateJson({ ...created, locationApproximate: location.approximate }, 201);
}

// ---------------------------------------------------------------- audit log, export, import

async function auditLog(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  const { limit, offset } = readQuery(ctx.url, PageQuerySchema);
  return privateJson(await listAuditLog(ctx.deps.db, limit, offset));
}

/** Every business (any status) as CSV, columns as EXPORT_COLUMNS. The export is audited. */
async function exportBusinesses(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const businesses = await listAllBusinesses(ctx.deps.db);
  const now = ctx.deps.now();
  await writeAudit(ctx.deps.db, {
    actor,
    action: 'business.export',
    targetType: 'business',
    targetLabel: `${businesses.length} businesses`,
    details: { count: businesses.length },
    now,
  });
  return new Response(businessesToCsv(businesses), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${exportFileName(now)}"`,
      'cache-control': PRIVATE_NO_STORE,
    },
  });
}

const ImportQuerySchema = z.object({
  publish: z.enum(['true', 'false'], { error: 'publish must be true or false' }).default('false'),
});

function importFailed(errors: ImportRowError[]): Response {
  const rows = new Set(errors.map((e) => e.row)).size;
  return json(
    {
      error: {
        code: 'validation_failed',
        message: `${errors.length} problem${errors.length === 1 ? '' : 's'} in ${rows} row${rows === 1 ? '' : 's'}; nothing was imported.`,
        rows: errors,
      },
    },
    { status: 400 },
  );
}

/**
 * Geocoding of an import: requests at once, and the time after which no new request starts
 * (the rows left are stored at their neighborhood's centre, marked approximate).
 */
const IMPORT_GEOCODING = { concurrency: 4, budgetMs: 20_000 } as const;

/**
 * Bulk Import: a text/csv body (header + one business per row), validated row by row with
 * the add-business rules. Any problem: 400 with `error.rows` = [{row, field, message}] and
 * nothing stored. Else every row is geocoded (before the transaction; {@link IMPORT_GEOCODING})
 * and stored in ONE transaction: 201 `{imported, businesses}`.
 * `?publish=true` lists them at once; otherwise they wait in the unpublished queue.
 */
async function importBusinessesHandler(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const { publish } = readQuery(ctx.url, ImportQuerySchema);
  const type = ctx.request.headers.get('content-type') ?? '';
  if (!/^(text\/csv|text\/plain)\b/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the file as text/csv.');
  }
  const parsed = parseBusinessImport(await readBodyText(ctx.request));
  const existing = await findExistingBusinesses(ctx.deps.db, parsed.rows);
  const errors = [
    ...parsed.errors,
    ...existing.map((row) => ({ row: row.row, field: 'businessName', message: 'A business with this name and address is already in the directory' })),
  ].sort((a, b) => a.row - b.row);
  if (errors.length) return importFailed(errors);
  const locations = await locateBusinesses(
    ctx.deps.db,
    ctx.deps.env,
    parsed.rows.map((row) => ({ ...row.business, neighborhood: row.neighborhood })),
    { concurrency: IMPORT_GEOCODING.concurrency, budgetMs: IMPORT_GEOCODING.budgetMs },
  );
  const stored = await importBusinesses(ctx.deps.db, parsed.rows, { publish: publish === 'true', actor, now: ctx.deps.now(), locations });
  if (publish === 'true')
    await purgeBusinessWrite(
      ctx.deps.db,
      'business-published',
      stored.map((row) => row.id),
    );
  return privateJson({ imported: stored.length, businesses: stored }, 201);
}

// ---------------------------------------------------------------- analytics, config, rebuild, outbox

async function analytics(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  return privateJson(await getAnalytics(ctx.deps.db, ctx.deps.now()));
}

/** What this server offers, for any staff role (the island shows only what the role may use). */
async function adminConfig(ctx: ApiContext): Promise<Response> {
  const staff = await requireStaff(ctx, 'neighborhoods');
  const target = buildTarget(ctx.deps);
  const config: AdminConfig = {
    authMode: authMode(ctx.deps.env),
    emailProvider: emailProvider(ctx.deps.env),
    rebuildConfigured: target !== 'none',
    buildTarget: target,
    role: staff.role,
    mapTiles: { url: ctx.deps.env.PUBLIC_MAP_TILE_URL, attribution: ctx.deps.env.PUBLIC_MAP_TILE_ATTRIBUTION },
    geocoder: geocoderName(ctx.deps.env),
  };
  return privateJson(config);
}

async function outbox(ctx: ApiContext): Promise<Response> {
  await requireAdmin(ctx);
  const { limit, offset } = readQuery(ctx.url, PageQuerySchema);
  return privateJson(await listOutbox(ctx.deps.db, ctx.deps.env, limit, offset));
}

/** Sends a queued message again: 200 `{status}`; 409 when no provider is configured or it was sent. */
async function sendOutboxMessage(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const id = idParam(ctx, 'Message');
  if (!emailProvider(ctx.deps.env)) {
    throw new ApiError(409, 'conflict', 'No e-mail provider is configured on this server (RESEND_API_KEY and EMAIL_FROM).');
  }
  const [row] = await ctx.deps.db.query<{ status: string; to_address: string }>('select status, to_address from public.email_outbox where id = $1', [id]);
  if (!row) throw notFound('Message not found.');
  if (row.status !== 'queued') throw new ApiError(409, 'conflict', 'This message has been sent already.');
  const outcome = await deliverOutboxMessage(ctx.deps, id);
  await writeAudit(ctx.deps.db, {
    actor,
    action: 'email.send',
    targetType: 'email',
    targetId: id,
    targetLabel: row.to_address,
    details: { outcome },
    now: ctx.deps.now(),
  });
  if (outcome !== 'sent') {
    const [failed] = await ctx.deps.db.query<{ last_error: string | null }>('select last_error from public.email_outbox where id = $1', [id]);
    throw new ApiError(502, 'bad_gateway', `The message could not be sent: ${failed?.last_error ?? outcome}`);
  }
  return privateJson({ id, status: 'sent' });
}

export const moderationRoutes: Route[] = [
  { method: 'GET', path: '/api/business-claims', handler: claimsQueue },
  { method: 'GET', path: '/api/business-claims/verify-email', handler: verifyEmail },
  { method: 'PUT', path: '/api/business-claims/:id/deny', handler: denyClaimHandler },
  { method: 'GET', path: '/api/reviews/pending', handler: reviewsQueue },
  { method: 'PUT', path: '/api/reviews/:id/reject', handler: rejectReviewHandler },
  { method: 'PUT', path: '/api/businesses/:id/publish', handler: publishBusinessHandler },
  { method: 'PUT', path: '/api/businesses/:id/reject', handler: rejectBusinessHandler },
  { method: 'POST', path: '/api/admin/businesses', handler: addBusinessHandler },
  { method: 'GET', path: '/api/admin/audit-log', handler: auditLog },
  { method: 'GET', path: '/api/admin/export/businesses.csv', handler: exportBusinesses },
  { method: 'POST', path: '/api/admin/import/businesses', handler: importBusinessesHandler },
  { method: 'GET', path: '/api/admin/analytics', handler: analytics },
  { method: 'GET', path: '/api/admin/config', handler: adminConfig },
  { method: 'GET', path: '/api/admin/outbox', handler: outbox },
  { method: 'POST', path: '/api/admin/outbox/:id/send', handler: sendOutboxMessage },
];
