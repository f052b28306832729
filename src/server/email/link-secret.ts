/**
 * The secret every e-mailed link is signed with: `EMAIL_LINK_SECRET`, or when that is unset a
 * random secret generated once and kept in `app_settings` (the same for every process sharing
 * the database).
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { putSettingOnce } from '../queries/app-settings';

const SETTING_EMAIL_LINK_SECRET = 'email_link_secret';

const secrets = new WeakMap<object, Promise<string>>();

/** The link-signing secret: EMAIL_LINK_SECRET, else one generated once and stored in app_settings. */
export function getLinkSecret(db: Queryable, env: Env): Promise<string> {
  if (env.EMAIL_LINK_SECRET) return Promise.resolve(env.EMAIL_LINK_SECRET);
  let secret = secrets.get(db);
  if (!secret) {
    secret = putSettingOnce(db, SETTING_EMAIL_LINK_SECRET, randomBytes(32).toString('base64url')).then(({ value }) => value);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}
