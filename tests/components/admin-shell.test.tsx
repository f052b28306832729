/**
 * The /admin island's shell (src/islands/admin/AdminApp.tsx) and the dashboard's first screen
 * (Overview.tsx) against the fake API. A stored session is checked with GET /api/auth/me
 * before anything admin is shown: a 401 drops it with the sign-in screen's notice; a 500 keeps
 * it, offers Retry and opens the dashboard when the check passes. The Overview: the four stat
 * cards, Recent Activity (the 3 newest pending claims, each with Approve and Deny and its reason
 * form), Quick Actions, the status cards from the server's configuration, and the Categories.
 * What the real server and seed make of it (the seed's figures, the real sign-in, sign-out and
 * lock-out, axe) is tests/e2e/admin.test.ts's.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminConfig } from '../../src/domain/admin';
import { CATEGORIES } from '../../src/domain/catalog';
import type { StaffMe } from '../../src/domain/staff';
import type { AdminStats, BusinessClaim } from '../../src/domain/types';
import AdminApp from '../../src/islands/admin/AdminApp';
import { Overview } from '../../src/islands/admin/Overview';
import { SESSION_KEYS, saveSession, type Session } from '../../src/islands/kit/session';
import { $toast } from '../../src/stores/toast';
import { renderAdmin } from './support/admin';
import { apiError, fakeApi } from './support/api';

const STORED: Session = { token: 'stored-staff-token', expiresAt: '2099-01-01T00:00:00.000Z', email: null, mode: 'local' };

const CONFIG: AdminConfig = {
  authMode: 'local',
  emailProvider: null,
  rebuildConfigured: true,
  buildTarget: 'local',
  role: 'admin',
  mapTiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'Tiles' },
  geocoder: null,
};

const ME: StaffMe = { id: 'local-admin', email: null, name: 'Site administrator', role: 'admin', mode: 'local' };

const STATS: AdminStats = {
  totalBusinesses: 1232,
  pendingReviews: 40,
  pendingClaims: 4,
  premiumListings: 32,
  quoteRequests30Days: 0,
  savedSearches: 0,
  alertsSent30Days: 0,
};

const claim = (id: number, businessName: string, submittedAt: string): BusinessClaim => ({
  id,
  businessId: 100 + id,
  businessName,
  businessSlug: businessName.toLowerCase().replaceAll(' ', '-'),
  claimerName: 'Dana Owner',
  claimerEmail: 'dana@example.com',
  claimerPhone: null,
  status: 'pending',
  submittedAt,
});

const storeSession = () => saveSession('staff', STORED);

describe('/admin: a stored session', () => {
  it('drops a session the server no longer accepts, before showing anything', async () => {
    storeSession();
    const api = fakeApi()
      .on('GET', '/api/auth/config', { mode: 'local' })
      .on('GET', '/api/auth/me', apiError(401, 'unauthorized', 'Invalid or expired token.'));
    render(<AdminApp />);

    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeTruthy();
    expect(screen.getByText('Your session has expired. Please sign in again.').getAttribute('role')).toBe('alert');
    expect(document.querySelectorAll('[data-stat]')).toHaveLength(0);
    expect(screen.queryByText('Admin Dashboard')).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.staff)).toBeNull();
    // Nothing of the dashboard was asked for: the check came first and failed.
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/auth/config', 'GET /api/auth/me']);
    expect(api.calls[1]?.headers.get('authorization')).toBe(`Bearer ${STORED.token}`);
  });

  it('opens a staff password reset link (/admin#reset=) on its new-password form, and offers "Forgot password?" on the sign-in', async () => {
    localStorage.clear();
    window.history.replaceState(null, '', `/admin#reset=${'r'.repeat(43)}`);
    const api = fakeApi()
      .on('GET', '/api/auth/config', { mode: 'local' })
      .on('POST', '/api/auth/password-reset/check', apiError(400, 'bad_request', 'This reset link is not valid (it may have been used already).'))
      .on('POST', '/api/auth/password-reset', { message: 'If an account uses this address, we have sent it a link to set a new password.' });
    const user = userEvent.setup();
    render(<AdminApp />);
    expect((await screen.findByRole('alert')).textContent).toBe('This reset link is not valid (it may have been used already).');
    await user.click(screen.getByRole('button', { name: 'Go to the sign-in screen' }));
    await screen.findByRole('heading', { name: 'Admin Sign In' });
    expect(window.location.hash).toBe('');
    await user.click(screen.getByText('Forgot password?'));
    await user.type(screen.getByLabelText('E-mail', { exact: true }), 'edie@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account uses this address, we have sent it a link to set a new password.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/password-reset')[0]?.body).toEqual({ email: 'edie@example.com' });
  });

  it('keeps the session when the session check (GET /api/auth/me) fails once with a 500, offers Retry, and opens the dashboard on retry', async () => {
    storeSession();
    let checks = 0;
    const api = fakeApi()
      .on('GET', '/api/auth/config', { mode: 'local' })
      .on('GET', '/api/auth/me', () => (checks++ === 0 ? apiError(500, 'internal', 'Something went wrong.') : ME))
      .on('GET', '/api/admin/config', CONFIG)
      .on('GET', '/api/admin/stats', STATS)
      .on('GET', '/api/business-claims/pending', []);
    const user = userEvent.setup();
    render(<AdminApp />);

    const panel = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-admin-unreachable]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(panel.getAttribute('role')).toBe('alert');
    expect(panel.textContent).toContain('Could not reach the server: Something went wrong.');
    expect(panel.textContent).toContain('You are still signed in.');
    expect(screen.queryByRole('heading', { name: 'Admin Sign In' })).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.staff)).not.toBeNull();
    expect($toast.get()).toMatchObject({ title: 'Failed to fetch stats', variant: 'destructive' });
    expect(api.callsTo('GET', '/api/admin/config')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeTruthy();
    expect(api.callsTo('GET', '/api/auth/me')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.staff) ?? '{}')).toMatchObject({ token: STORED.token });
  });
});

describe('/admin overview', () => {
  it('shows the four stats, the 3 newest pending claims with Approve and Deny (its reason form opens and cancels), Quick Actions, the status and the categories', async () => {
    const api = fakeApi()
      .on('GET', '/api/admin/stats', STATS)
      .on('GET', '/api/business-claims/pending', [
        claim(1, 'Oldest Movers', '2026-11-18T10:00:00.000Z'),
        claim(2, 'Newest Movers', '2026-11-21T10:00:00.000Z'),
        claim(3, 'Same Day Early', '2026-11-20T10:00:00.000Z'),
        claim(4, 'Same Day Later Id', '2026-11-20T10:00:00.000Z'),
      ]);
    const user = userEvent.setup();
    renderAdmin(<Overview go={vi.fn()} />, CONFIG);

    const value = (key: string) => document.querySelector(`[data-stat="${key}"] [data-stat-value]`)?.textContent;
    await waitFor(() => expect(value('totalBusinesses')).toBe('1,232'));
    expect(['pendingReviews', 'pendingClaims', 'premiumListings'].map(value)).toEqual(['40', '4', '32']);
    const labels = [...document.querySelectorAll('[data-stat] p:first-child')].map((label) => label.textContent);
    expect(labels).toEqual(['Total Businesses', 'Pending Reviews', 'Claim Requests', 'Premium Listings']);

    const recent = await screen.findByRole('list', { name: 'Pending claims' });
    const items = within(recent).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p.font-semibold')?.textContent)).toEqual(['Newest Movers', 'Same Day Later Id', 'Same Day Early']);
    const first = items[0] as HTMLElement;
    expect(within(first).getAllByRole('button', { name: /^Approve/ })).toHaveLength(1);
    await user.click(within(first).getByRole('button', { name: /^Deny/ }));
    expect(within(first).getByRole('combobox', { name: 'Reason' })).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(within(first).queryByRole('combobox', { name: 'Reason' })).toBeNull();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    expect(screen.getAllByRole('heading', { name: 'Status' })).toHaveLength(1);
    expect(screen.getAllByText('Not sent: kept in the Outbox')).toHaveLength(1);
    expect(screen.getAllByText('Local rebuild (this server)')).toHaveLength(1);
    // The server can rebuild itself, so the action is offered.
    expect(screen.getAllByRole('button', { name: 'Rebuild site' })).toHaveLength(1);
    for (const action of ['Add New Business', 'Bulk Import', 'Export Data', 'View Analytics']) {
      expect(screen.getAllByRole('button', { name: action }), action).toHaveLength(1);
    }
    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(within(categories).getAllByText('Active')).toHaveLength(12);
    expect(within(categories).getAllByRole('link')).toHaveLength(CATEGORIES.length);
  });

  it('offers no rebuild and names the e-mail provider when the server says so', async () => {
    fakeApi().on('GET', '/api/admin/stats', STATS).on('GET', '/api/business-claims/pending', []);
    renderAdmin(<Overview go={vi.fn()} />, { ...CONFIG, emailProvider: 'resend', rebuildConfigured: false, buildTarget: 'none' });

    expect(await screen.findByText('No pending claims.')).toBeTruthy();
    expect(screen.getByText('Sent with Resend')).toBeTruthy();
    expect(screen.getByText('Not available on this server')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rebuild site' })).toBeNull();
  });

  it('refreshes the alert counters after "Run alerts now"', async () => {
    let runs = 0;
    const api = fakeApi()
      .on('GET', '/api/admin/stats', () => ({ ...STATS, savedSearches: 12, alertsSent30Days: runs * 5 }))
      .on('GET', '/api/business-claims/pending', [])
      .on('POST', '/api/admin/saved-searches/run', () => {
        runs++;
        return { searches: 12, emails: 5, finished: true };
      });
    renderAdmin(<Overview go={vi.fn()} />, CONFIG);
    const panel = await screen.findByTestId('alerts-panel');
    await waitFor(() => expect(panel.querySelector('[data-stat="alertsSent30Days"]')!.textContent).toBe('0'));

    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Run alerts now' }));
    await within(panel).findByText('12 saved searches ran; 5 e-mails queued.');
    await waitFor(() => expect(panel.querySelector('[data-stat="alertsSent30Days"]')!.textContent).toBe('5'));
    expect(api.callsTo('GET', '/api/admin/stats').length).toBeGreaterThan(1);
  });
});
