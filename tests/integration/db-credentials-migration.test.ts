/**
 * The migration that made credentials staff-recorded facts
 * (supabase/migrations/20261129050000_staff_recorded_credentials.sql), run on a database
 * holding what owners had ticked before: credential tags move into pending requests (never
 * deleted without a trace), a licence staff recorded keeps its evidence as a pending request
 * (its expiry was never asked), every moved tag is in the audit log, and the self-declared
 * tags stay. Afterwards no write can put a credential tag back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite, type Db } from '../../src/server/db/client';

const DIR = resolve('supabase/migrations');
const MIGRATION = '20261129050000_staff_recorded_credentials.sql';
const files = readdirSync(DIR)
  .filter((file) => /^\d+_.+\.sql$/.test(file))
  .sort();

let db: Db;
const ids: Record<string, number> = {};

beforeAll(async () => {
  db = await openPglite('memory://');
  for (const file of files.slice(0, files.indexOf(MIGRATION))) await db.exec(readFileSync(join(DIR, file), 'utf8'));
  const business = async (slug: string, tags: string[], licence: [string, string] | null = null) => {
    const [row] = await db.query<{ id: number }>(
      `insert into public.businesses (slug, business_name, category, address, phone, service_tags, status, licence_number, licence_authority)
       values ($1, $1, 'movers-packers', '1 Main St, Charlotte, NC', '704-555-0100', string_to_array($2, ','), 'published', $3, $4) returning id::int as id`,
      [slug, tags.join(','), licence?.[0] ?? null, licence?.[1] ?? null],
    );
    ids[slug] = Number(row!.id);
  };
  await business('ticked-by-owner', ['licensed', 'free-quote', 'verified']);
  await business('recorded-and-ticked', ['insured', 'licensed', 'same-day'], ['NC-77', 'North Carolina Utilities Commission']);
  await business('says-only', ['same-day', '24-7']);
  await db.query(`insert into public.business_owners (business_id, owner_id) values ($1, 'owner-1')`, [ids['ticked-by-owner']]);
  await db.exec(readFileSync(join(DIR, MIGRATION), 'utf8'));
}, 120_000);
afterAll(() => db.close());

const tagsOf = async (slug: string) =>
  (await db.query<{ service_tags: string[] }>('select service_tags from public.businesses where id = $1', [ids[slug]]))[0]!.service_tags;
const requestsOf = async (slug: string) =>
  db.query<{ kind: string; status: string; source: string; requested_by: string | null; licence_number: string | null; issuing_authority: string | null }>(
    `select kind, status, source, requested_by, licence_number, issuing_authority from public.business_credentials where business_id = $1 order by kind, source`,
    [ids[slug]],
  );

it('moves self-ticked Licensed and Insured into pending requests and keeps what the business says of itself', async () => {
  expect(await tagsOf('ticked-by-owner')).toEqual(['free-quote']);
  expect(await requestsOf('ticked-by-owner')).toEqual([
    { kind: 'licensed', status: 'pending', source: 'service_tag', requested_by: 'owner-1', licence_number: null, issuing_authority: null },
  ]);
  expect(await tagsOf('says-only')).toEqual(['same-day', '24-7']);
  expect(await requestsOf('says-only')).toEqual([]);
});

it('keeps a licence staff recorded as a pending request with its evidence, one per kind', async () => {
  expect(await tagsOf('recorded-and-ticked')).toEqual(['same-day']);
  expect(await requestsOf('recorded-and-ticked')).toEqual([
    { kind: 'insured', status: 'pending', source: 'service_tag', requested_by: null, licence_number: null, issuing_authority: null },
    {
      kind: 'licensed',
      status: 'pending',
      source: 'staff',
      requested_by: 'migration',
      licence_number: 'NC-77',
      issuing_authority: 'North Carolina Utilities Commission',
    },
  ]);
});

it('writes every moved tag, Verified included, to the audit log', async () => {
  const rows = await db.query<{ target_id: number; details: unknown }>(
    `select target_id::int as target_id, details from public.audit_log where action = 'business.tags_moved' order by target_id`,
  );
  const moved = rows.map((row) => ({ id: row.target_id, details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details }));
  expect(moved).toEqual([
    { id: ids['ticked-by-owner'], details: { movedTags: ['licensed', 'verified'] } },
    { id: ids['recorded-and-ticked'], details: { movedTags: ['insured', 'licensed'] } },
  ]);
});

it('refuses a credential tag in service_tags from then on, and an approved credential without its evidence and expiry', async () => {
  await expect(db.query(`update public.businesses set service_tags = '{verified}' where id = $1`, [ids['says-only']])).rejects.toThrow(/self_declared_tags/);
  await expect(
    db.query(`insert into public.business_credentials (business_id, kind, status, source, decided_at) values ($1, 'licensed', 'approved', 'staff', now())`, [
      ids['says-only'],
    ]),
  ).rejects.toThrow(/approved_evidence/);
});
