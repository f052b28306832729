import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { businessRoutes } from './businesses';
import { claimRoutes } from './claims';
import { locationRoutes } from './locations';
import { mapRoutes } from './map';
import { moderationRoutes } from './moderation';
import { neighborhoodEditorRoutes } from './neighborhood-editor';
import { neighborhoodRoutes } from './neighborhoods';
import { ogRoutes } from './og';
import { ownerRoutes } from './owner';
import { ownerPhotoRoutes } from './owner-photos';
import { ownerRequestRoutes } from './owner-requests';
import { photoRoutes } from './photos';
import { placeRoutes } from './places';
import { ownerQuoteRequestRoutes } from './owner-quote-requests';
import { quoteRequestRoutes } from './quote-requests';
import { reviewRoutes } from './reviews';
import type { Route } from './router';
import { paymentRoutes } from './subscriptions';

/** Every API endpoint: method, path, handler. Handlers live beside this file, one module per resource. */
export const routes: Route[] = [
  ...neighborhoodRoutes,
  ...businessRoutes,
  ...mapRoutes,
  ...reviewRoutes,
  ...claimRoutes,
  ...adminRoutes,
  ...moderationRoutes,
  ...locationRoutes,
  ...neighborhoodEditorRoutes,
  ...authRoutes,
  ...paymentRoutes,
  ...ogRoutes,
  ...photoRoutes,
  ...ownerPhotoRoutes,
  ...placeRoutes,
  ...ownerRoutes,
  ...ownerRequestRoutes,
  ...quoteRequestRoutes,
  ...ownerQuoteRequestRoutes,
];
