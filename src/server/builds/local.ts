/**
 * The API's view of the local site builder. scripts/serve.mjs creates the builder
 * (scripts/site-builder.mjs) and registers it on `globalThis` under
 * {@link SITE_BUILDER_KEY} before it loads the built server, so the API (bundled inside that
 * server) and the server script share one builder without importing each other. Nothing is
 * registered in tests or on Netlify: the API then answers as if no local rebuild exists.
 */
import type { BuildInfo } from '../../domain/builds';

export const SITE_BUILDER_KEY = Symbol.for('charlotte-directory.site-builder');

export interface LocalBuildRequest {
  requestedBy: string;
  /** Writes a copy of the embedded database the build child can open (PGlite only). */
  snapshot?: () => Promise<Uint8Array<ArrayBuffer>>;
}

export interface LocalSiteBuilder {
  /** Starts a build, or marks one follow-up build when a build is running. */
  request(request: LocalBuildRequest): { coalesced: boolean };
  status(): BuildInfo;
}

/** The builder registered by the local server, or null. */
export function localSiteBuilder(): LocalSiteBuilder | null {
  const value = (globalThis as Record<symbol, unknown>)[SITE_BUILDER_KEY];
  return value && typeof (value as LocalSiteBuilder).request === 'function' ? (value as LocalSiteBuilder) : null;
}
