/**
 * Businesses staff add (admin only, audited): one from the form, many by CSV import, and
 * every business as a CSV export.
 *
 * - POST /api/admin/businesses                                Add New Business
 * - GET  /api/admin/export/businesses.csv                     Export Data
 * - POST /api/admin/import/businesses?publish=true|false      Bulk Import (text/csv)
 * - PUT  /api/admin/businesses/{id}/languages {languages}     the languages its staff speak
 */
import { z } from 'zod';
import { AdminBusinessSchema } from '../../domain/admin';
import { LanguagesSchema } from '../../domain/languages-schema';
import { businessesToCsv, exportFileName, parseBusinessImport, type ImportRowError } from '../../domain/business-csv';
import { requireAdmin } from '../auth';
import { purgeBusinessWrite } from '../cache/purge';
import { locateBusiness, locateBusinesses } from '../geocode';
import { createAdminBusiness, findExistingBusinesses, importBusinesses, listAllBusinesses, setBusinessLanguages } from '../queries/admin-businesses';
import { parseId } from '../queries/businesses';
import { writeAudit } from '../queries/audit';
import { ApiError, PRIVATE_NO_STORE, json, notFound, privateJson, readBodyText, readJson, readQuery } from './http';
import type { ApiContext, Route } from './router';

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

/** The body of PUT /api/admin/businesses/{id}/languages. */
const LanguagesBodySchema = z.object({ languages: LanguagesSchema }).strict();

/** 200 `{id, languages}`; 404 unknown business; 400 an unknown language code. */
async function putLanguages(ctx: ApiContext): Promise<Response> {
  const actor = await requireAdmin(ctx);
  const id = parseId(ctx.params.id);
  if (id === null) throw notFound('Business not found.');
  const { languages } = await readJson(ctx.request, LanguagesBodySchema);
  const updated = await setBusinessLanguages(ctx.deps.db, id, languages, actor, ctx.deps.now());
  if (!updated) throw notFound('Business not found.');
  await purgeBusinessWrite(ctx.deps.db, 'business-changed', [id]);
  return privateJson(updated);
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
    targetLabel: `${businesses.length} business${businesses.length === 1 ? '' : 'es'}`,
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

export const adminBusinessRoutes: Route[] = [
  { method: 'POST', path: '/api/admin/businesses', handler: addBusinessHandler },
  { method: 'GET', path: '/api/admin/export/businesses.csv', handler: exportBusinesses },
  { method: 'POST', path: '/api/admin/import/businesses', handler: importBusinessesHandler },
  { method: 'PUT', path: '/api/admin/businesses/:id/languages', handler: putLanguages },
];
