import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from './client';
import { getEnv } from '../env';
import { backfillApproximateLocations, backfillOpenWeek } from './backfills';

/** Where the Supabase project files live: migrations, seed.sql, config.toml. */
const supabaseDir = () => resolve(getEnv().SUPABASE_DIR);

interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** The migration files in Supabase CLI naming (`{version}_{name}.sql`), oldest first. */
function readMigrations(dir = join(supabaseDir(), 'migrations')): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const [, version = '', name = ''] = /^(\d+)_(.+)\.sql$/.exec(file) ?? [];
      return { version, name, sql: readFileSync(join(dir, file), 'utf8') };
    });
}

/**
 * Applies the migrations not yet recorded, each in its own transaction, recording them in
 * `supabase_migrations.schema_migrations` exactly as the Supabase CLI does, so that
 * `supabase db push` and this command agree on what has run. Returns the versions applied.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key, statements text[], name text
    );`);
  const done = new Set((await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map((r) => r.version));
  const applied: string[] = [];
  for (const migration of readMigrations()) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
    });
    applied.push(migration.version);
  }
  await backfillOpenWeek(db);
  await backfillApproximateLocations(db);
  return applied;
}

/** Loads `supabase/seed.sql` (the generated sample data). */
export async function seed(db: Db): Promise<void> {
  await db.exec(readFileSync(join(supabaseDir(), 'seed.sql'), 'utf8'));
}

/** True when the database holds no business yet (a new embedded database). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from public.businesses');
  return (row?.n ?? 0) === 0;
}

/** Drops everything the migrations and seed created, for `db:reset` and tests. */
export async function dropAll(db: Db): Promise<void> {
  await db.exec(`
    drop schema if exists public cascade;
    drop schema if exists supabase_migrations cascade;
    create schema public;
    grant usage on schema public to public;
    grant create on schema public to public;`);
}
