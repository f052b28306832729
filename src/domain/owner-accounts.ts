/** Owner accounts as staff see them in /admin, and the licence staff record for a business. */
import { z } from 'zod';
import { text } from './forms';

/** An owner account as staff see it in /admin. */
export interface OwnerAccountSummary {
  id: string;
  email: string | null;
  name: string;
  status: 'invited' | 'active' | 'disabled';
  inviteExpiresAt: string | null;
  lastSignInAt: string | null;
  createdAt: string;
  businesses: Array<{ id: number; name: string; slug: string }>;
}

/** A licence staff record: its number and the authority that issued it (the /admin Owners form). */
export const RecordLicenceSchema = z.object({
  licenceNumber: text({ error: 'Licence number is required' })
    .trim()
    .min(1, 'Licence number is required')
    .max(60, 'Licence number must be 60 characters or less'),
  licenceAuthority: text({ error: 'Licensing authority is required' })
    .trim()
    .min(2, 'Licensing authority is required')
    .max(120, 'Licensing authority must be 120 characters or less'),
});

/** PUT /api/admin/businesses/{id}/licence: both, or `null` for both to remove it. */
export const LicenceSchema = z.union([RecordLicenceSchema, z.object({ licenceNumber: z.null(), licenceAuthority: z.null() })]);
