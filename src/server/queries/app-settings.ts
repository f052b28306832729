/** `public.app_settings`: secrets and values the server generates once and keeps. */
import type { Queryable } from '../db/client';

async function getSetting(db: Queryable, key: string): Promise<string | undefined> {
  const [row] = await db.query<{ value: string }>('select value from public.app_settings where key = $1', [key]);
  return row?.value;
}

/** Stores `value` under `key` unless a value is there already; returns the stored one. */
export async function putSettingOnce(db: Queryable, key: string, value: string): Promise<{ value: string; inserted: boolean }> {
  const [inserted] = await db.query<{ value: string }>(
    'insert into public.app_settings (key, value) values ($1, $2) on conflict (key) do nothing returning value',
    [key, value],
  );
  if (inserted) return { value: inserted.value, inserted: true };
  const existing = await getSetting(db, key);
  if (existing === undefined) throw new Error(`app setting ${key} conflicted but is missing`);
  return { value: existing, inserted: false };
}

/** Sets `key` to `value` unless it holds that value already; false when it did (someone else set it first). */
export async function claimSetting(db: Queryable, key: string, value: string, now: Date): Promise<boolean> {
  const [claimed] = await db.query<{ key: string }>(
    `insert into public.app_settings (key, value, updated_at) values ($1, $2, $3)
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at where public.app_settings.value <> excluded.value
     returning key`,
    [key, value, now.toISOString()],
  );
  return Boolean(claimed);
}
