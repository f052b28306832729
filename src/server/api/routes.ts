import { neighborhoodRoutes } from './neighborhoods';
import type { Route } from './router';

/** Every API endpoint: method, path, handler. Handlers live beside this file, one module per resource. */
export const routes: Route[] = [
  ...neighborhoodRoutes,
];
