/**
 * What happens after a write that changes public data has committed: the tags the one rule
 * names (src/domain/cache-tags.ts) are purged from this process's caches and, on Netlify,
 * from the CDN through Netlify's purge API (`purgeCache`, which the Functions runtime
 * authorises with NETLIFY_PURGE_API_TOKEN and SITE_ID). A failed CDN purge is logged, not
 * thrown: the write is already committed, and the CDN copy expires on its own (its
 * s-maxage).
 *
 * In a Netlify function nothing correctness-critical stays in memory: another instance may
 * take the next write, so the in-process caches are off there ({@link inProcessCaching}).
 */
import { purgeCache } from '@netlify/functions';
import { LISTINGS_TAG, businessTag, tagsForWrite, type PublicWrite, type TaggedBusiness } from '../../domain/cache-tags';
import type { Queryable } from '../db/client';
import { taggedBusinesses } from '../queries/business-tags';

/** Something of this process that keeps tagged answers. */
export interface Purgeable {
  /** Drops what shows any of `tags` (and anything untagged, whose contents it cannot know). */
  purgeTags(tags: ReadonlySet<string>): void;
}

const purgeables = new Set<WeakRef<Purgeable>>();

/** Registers a cache of this process to be purged with the CDN (held weakly). */
export function registerPurgeable(purgeable: Purgeable): void {
  purgeables.add(new WeakRef(purgeable));
}

/** True inside a Netlify function: the runtime defines `globalThis.Netlify` (and Lambda sets AWS_LAMBDA_FUNCTION_NAME). */
export function runsInNetlifyFunction(): boolean {
  return 'Netlify' in globalThis || Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
}

/** False inside a Netlify function: there the CDN caches, and memory is per instance. */
export function inProcessCaching(): boolean {
  return !runsInNetlifyFunction();
}

/** True when Netlify's purge API can be called: inside a deployed function. */
function cdnPurgeAvailable(): boolean {
  return Boolean(process.env.NETLIFY_PURGE_API_TOKEN);
}

/** Purges `tags` here and on the CDN; call after the write's transaction committed. */
export async function purgeTags(tags: readonly string[]): Promise<void> {
  if (!tags.length) return;
  const set = new Set(tags);
  for (const ref of purgeables) {
    const purgeable = ref.deref();
    if (purgeable) purgeable.purgeTags(set);
    else purgeables.delete(ref);
  }
  if (!cdnPurgeAvailable()) return;
  try {
    await purgeCache({ tags: [...set] });
  } catch (error) {
    console.error(`[cache] purging ${[...set].join(', ')} from the CDN failed: ${(error as Error).message}`);
  }
}

type BusinessWriteKind = Extract<PublicWrite, { business: TaggedBusiness }>['kind'];

/** Purges what a write of `kind` to the businesses `ids` changed, reading their category and area. */
export async function purgeBusinessWrite(db: Queryable, kind: BusinessWriteKind, ids: readonly number[]): Promise<void> {
  let businesses: TaggedBusiness[];
  try {
    businesses = await taggedBusinesses(db, ids);
  } catch (error) {
    // The write is committed: purge what can be named without the database.
    console.error(`[cache] reading the tags of businesses ${ids.join(', ')} failed: ${(error as Error).message}`);
    return purgeTags([...ids.map(businessTag), LISTINGS_TAG]);
  }
  const tags = new Set(businesses.flatMap((business) => tagsForWrite({ kind, business } as PublicWrite)));
  await purgeTags([...tags]);
}
