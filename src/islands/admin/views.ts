/** The dashboard's sections: their ids, menu labels and the capability each needs. */
import { can, type Capability, type StaffRole } from '../../domain/staff';

/** Every section and the capability it needs (src/domain/staff.ts): a role sees only its own. */
const VIEWS = [
  { id: 'overview', label: 'Overview', needs: 'moderation' },
  { id: 'claims', label: 'Claims', needs: 'moderation' },
  { id: 'reviews', label: 'Reviews', needs: 'moderation' },
  { id: 'businesses', label: 'Unpublished Businesses', needs: 'moderation' },
  { id: 'owner-requests', label: 'Owner Requests', needs: 'moderation' },
  { id: 'owners', label: 'Owners', needs: 'moderation' },
  { id: 'credentials', label: 'Credentials', needs: 'moderation' },
  { id: 'add-business', label: 'Add Business', needs: 'moderation' },
  { id: 'locations', label: 'Locations', needs: 'moderation' },
  { id: 'import-export', label: 'Import & Export', needs: 'tools' },
  { id: 'neighborhoods', label: 'Neighborhoods', needs: 'neighborhoods' },
  { id: 'analytics', label: 'Analytics', needs: 'tools' },
  { id: 'audit-log', label: 'Audit Log', needs: 'tools' },
  { id: 'outbox', label: 'Outbox', needs: 'tools' },
  { id: 'staff', label: 'Staff', needs: 'staff' },
  { id: 'account', label: 'My Account', needs: 'neighborhoods' },
] as const satisfies ReadonlyArray<{ id: string; label: string; needs: Capability }>;

export type ViewId = (typeof VIEWS)[number]['id'];

/** The sections `role` may use, in menu order. */
export function viewsFor(role: StaffRole) {
  return VIEWS.filter((v) => can(role, v.needs));
}
