/** The signed-in admin's session and API access, shared by the dashboard's panels. */
import { createContext, useContext } from 'react';
import type { AdminConfig } from '../../domain/admin';
import type { ApiOptions } from '../kit/api';
import type { Session } from '../kit/session';

export interface AdminContextValue {
  session: Session;
  config: AdminConfig;
  /** An admin call with the session's token. A 401 or 403 signs out (and still throws). */
  request(path: string, options?: ApiOptions): Promise<Response>;
  requestJson<T>(path: string, options?: ApiOptions): Promise<T>;
  signOut(message?: string): void;
  /** After a password change: the new token replaces the old (which no longer works). */
  replaceSession(session: Session): void;
  /** After a change (a moderation action, a new business): every admin answer is stale, the counts and lists shown reload. */
  refreshStats(): void;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin outside the admin dashboard');
  return value;
}
