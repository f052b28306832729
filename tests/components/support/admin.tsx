/**
 * Renders an admin panel inside the dashboard's context, built as AdminApp builds it for a
 * signed-in admin: every call goes through the island kit's client (`apiResponse`, a bearer
 * token) and the dashboard's query cache, so the fake API sees exactly what the dashboard sends.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { AdminConfig } from '../../../src/domain/admin';
import { AdminContext, type AdminContextValue } from '../../../src/islands/admin/context';
import { apiResponse, type ApiOptions } from '../../../src/islands/kit/api';
import { QueryProvider } from '../../../src/islands/kit/query';
import type { Session } from '../../../src/islands/kit/session';

export const ADMIN_TOKEN = 'test-admin-token';

export function renderAdmin(ui: ReactNode, config: Partial<AdminConfig> = {}) {
  const session: Session = { token: ADMIN_TOKEN, expiresAt: '2099-01-01T00:00:00.000Z', email: 'admin@example.com', mode: 'local', name: 'Admin' };
  const request = (path: string, options: ApiOptions = {}) => apiResponse(path, { ...options, token: ADMIN_TOKEN });
  const context: AdminContextValue = {
    session,
    config: config as AdminConfig,
    request,
    requestJson: async <T,>(path: string, options?: ApiOptions) => (await (await request(path, options)).json()) as T,
    signOut: vi.fn(),
    replaceSession: vi.fn(),
    refreshStats: vi.fn(),
  };
  return {
    context,
    ...render(
      <QueryProvider>
        <AdminContext.Provider value={context}>{ui}</AdminContext.Provider>
      </QueryProvider>,
    ),
  };
}
