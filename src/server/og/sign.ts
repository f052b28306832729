/**
 * Share-image URLs are signed: /api/og renders the title and subtitle of a URL only when its
 * `sig` matches, so it draws the titles of the site's real pages (which sign their own
 * image URL when they render) and nothing an outsider makes up. Anything else gets the
 * site's generic card. The key is OG_IMAGE_SECRET when set (needed on Netlify, where the
 * API function is bundled apart from the pages); otherwise a random key chosen once per
 * build (astro.config.mjs defines __OG_BUILD_KEY__, shared by the prerendered pages, the
 * on-demand pages and the local API mount); otherwise one per process.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getEnv } from '../env';
import type { OgText } from './image';

declare const __OG_BUILD_KEY__: string | undefined;

let processKey: string | undefined;

function signingKey(): string {
  const configured = getEnv().OG_IMAGE_SECRET;
  if (configured) return configured;
  if (typeof __OG_BUILD_KEY__ === 'string' && __OG_BUILD_KEY__) return __OG_BUILD_KEY__;
  processKey ??= randomBytes(32).toString('hex');
  return processKey;
}

/** The signature of a title and subtitle (22 URL-safe characters). */
export function ogSignature(text: OgText): string {
  return createHmac('sha256', signingKey())
    .update(`${text.title}\n${text.subtitle ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

/** True when `sig` is the signature of `text`. */
export function verifyOgSignature(text: OgText, sig: string | undefined): boolean {
  if (!sig) return false;
  const expected = Buffer.from(ogSignature(text));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `/api/og?title=...&subtitle=...&sig=...` for a page's share image. */
export function signedOgPath(text: OgText): string {
  const params = new URLSearchParams({ title: text.title });
  if (text.subtitle) params.set('subtitle', text.subtitle);
  params.set('sig', ogSignature(text));
  return `/api/og?${params}`;
}
