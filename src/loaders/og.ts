/** Share images of pages: generated /api/og URLs are signed here (src/server/og/sign.ts). */
import { signedOgPath } from '../server/og/sign';

/**
 * `image` as given, unless it is a root-relative /api/og URL: then its title and subtitle
 * with their signature, so that /api/og draws them.
 */
export function pageOgImage(image: string): string {
  if (!image.startsWith('/api/og?')) return image;
  const params = new URLSearchParams(image.slice('/api/og?'.length));
  const title = params.get('title');
  if (!title) return image;
  return signedOgPath({ title, subtitle: params.get('subtitle') ?? undefined });
}
