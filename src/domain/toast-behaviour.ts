/**
 * How the toast behaves (src/stores/toast.ts, src/components/Toaster.astro). A module of its own, not
 * part of the catalog: every page loads the toaster, and the catalog would come with it.
 */
export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
} as const;
