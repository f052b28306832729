/** The signed-in admin's session and API access, shared by the dashboard's panels. */
import { createContext, useContext } from 'react';
import type { AdminConfig } from '../../domain/admin';
import type { AdminSession, RequestOptions } from './admin-client';

export interface AdminContextValue {
  session: AdminSession;
  config: AdminConfig;
  /** An admin call with the session's token. A 401 or 403 signs out (and still throws). */
  request(path: string, options?: RequestOptions): Promise<Response>;
  requestJson<T>(path: string, options?: RequestOptions): Promise<T>;
  signOut(message?: string): void;
  /** After a password change: the new token replaces the old (which no longer works). */
  replaceSession(session: AdminSession): void;
  /** Asks the overview's counts to reload (after a moderation action). */
  refreshStats(): void;
  statsVersion: number;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin outside the admin dashboard');
  return value;
}
