/**
 * Renders an admin panel inside the dashboard's context, built as AdminApp builds it for a
 * signed-in admin: every call goes through the real admin client (`send`, a bearer token),
 * so the fake API sees exactly what the dashboard sends.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AdminConfig } from '../../../src/domain/admin';
import { send, type AdminSession, type RequestOptions } from '../../../src/islands/admin/admin-client';
import { AdminContext, type AdminContextValue } from '../../../src/islands/admin/context';

export const ADMIN_TOKEN = 'test-admin-token';

export function renderAdmin(ui: ReactNode, config: Partial<AdminConfig> = {}) {
  const session: AdminSession = { token: ADMIN_TOKEN, expiresAt: '2099-01-01T00:00:00.000Z', email: 'admin@example.com', mode: 'local', name: 'Admin' };
  const request = (path: string, options: RequestOptions = {}) => send(path, { ...options, token: ADMIN_TOKEN });
  const context: AdminContextValue = {
    session,
    config: config as AdminConfig,
    request,
    requestJson: async <T,>(path: string, options?: RequestOptions) => (await (await request(path, options)).json()) as T,
    signOut: vi.fn(),
    replaceSession: vi.fn(),
    refreshStats: vi.fn(),
    statsVersion: 0,
  };
  return { context, ...render(<AdminContext.Provider value={context}>{ui}</AdminContext.Provider>) };
}
