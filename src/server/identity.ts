/**
 * Who is calling, as the server's layers pass it around. Ground floor: src/server/auth
 * establishes these from tokens; queries and builds record them without importing auth.
 */

/** Where staff and owners sign in: local accounts (the embedded default) or Supabase Auth. */
export type AuthMode = 'local' | 'supabase';

/** Who did something, as the audit log records it. */
export interface AdminIdentity {
  userId: string;
  email: string | null;
}

/** A signed-in business owner. */
export interface OwnerIdentity {
  /** `business_owners.owner_id`: the local account id or the Supabase user id. */
  ownerId: string;
  email: string | null;
  name: string | null;
}
