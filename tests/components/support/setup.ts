/** Runs before every component test file: a clean DOM, storage, toast, URL and real clock after each test. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissToast } from '../../../src/stores/toast';

// findBy* and waitFor wait for their condition up to 5 s (not 1 s): on a busy 2-core machine a render can take longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  dismissToast();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  // A test that faked the clock gets it back even when it fails midway.
  vi.useRealTimers();
});
