/**
 * Turns off zod's JIT before any schema is built. Without this, zod probes `new Function`
 * once when the first object schema is created; the pages' Content Security Policy (no
 * 'unsafe-eval') blocks it and the browser reports a CSP violation, although zod catches
 * the error.
 *
 * `z.config({ jitless: true })` cannot do it here: the bundler puts zod in the same chunk as
 * src/domain/forms.ts, whose schemas are built as soon as that chunk runs. zod keeps its
 * global configuration on `globalThis.__zod_globalConfig` (zod/v4/core/core.js) so that it
 * can be shared across copies; this module sets it and imports nothing, so it runs first
 * when imported before forms.ts. claim-form-state.test.ts checks that zod reads it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
