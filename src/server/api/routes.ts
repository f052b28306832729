import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { businessRoutes } from './businesses';
import { claimRoutes } from './claims';
import { credentialRoutes } from './credentials';
import { locationRoutes } from './locations';
import { mapRoutes } from './map';
import { adminBusinessRoutes } from './admin-businesses';
import { adminConfigRoutes } from './admin-config';
import { analyticsRoutes } from './analytics';
import { auditLogRoutes } from './audit-log';
import { moderationRoutes } from './moderation';
import { outboxRoutes } from './outbox';
import { neighborhoodEditorRoutes } from './neighborhood-editor';
import { neighborhoodRoutes } from './neighborhoods';
import { ogRoutes } from './og';
import { ownerRoutes } from './owner';
import { ownerAccountRoutes } from './admin-owners';
import { passwordResetRoutes } from './password-reset';
import { reviewInvitationRoutes } from './review-invitations';
import { ownerPhotoRoutes } from './owner-photos';
import { ownerRequestRoutes } from './owner-requests';
import { photoRoutes } from './photos';
import { placeRoutes } from './places';
import { ownerQuoteRequestRoutes } from './owner-quote-requests';
import { quoteRequestRoutes } from './quote-requests';
import { responsivenessRoutes } from './responsiveness';
import { reviewRoutes } from './reviews';
import { alertRoutes } from './alerts';
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
  ...adminBusinessRoutes,
  ...auditLogRoutes,
  ...analyticsRoutes,
  ...adminConfigRoutes,
  ...outboxRoutes,
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
  ...responsivenessRoutes,
  ...reviewInvitationRoutes,
  ...passwordResetRoutes,
  ...ownerAccountRoutes,
  ...credentialRoutes,
  ...alertRoutes,
];
