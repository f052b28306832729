/** Runs before every component test file: a clean DOM, storage, toast and URL after each test. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissToast } from '../../../src/stores/toast';

afterEach(() => {
  cleanup();
  dismissToast();
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
