/**
 * The staff alerts panel of /admin's overview (src/islands/alerts/AdminAlerts.tsx): the
 * counts from the stats, and "Run alerts now", which is disabled while the run is on and
 * then says how many searches ran and e-mails were queued, or why it failed.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlertRunResult } from '../../src/domain/alerts';
import type { AdminStats } from '../../src/domain/types';
import { AdminAlerts } from '../../src/islands/alerts/AdminAlerts';

const STATS: AdminStats = {
  totalBusinesses: 120,
  pendingReviews: 0,
  pendingClaims: 0,
  premiumListings: 0,
  quoteRequests30Days: 0,
  savedSearches: 1234,
  alertsSent30Days: 1,
};

/** A run whose answer the test gives when it wants. */
function pendingRun() {
  let settle: { resolve: (value: AlertRunResult) => void; reject: (error: Error) => void } | undefined;
  const run = () => new Promise<AlertRunResult>((resolve, reject) => (settle = { resolve, reject }));
  return { run, settle: () => settle! };
}

describe('admin alerts panel', () => {
  it('shows the counts and what a run did', async () => {
    const { run, settle } = pendingRun();
    const user = userEvent.setup();
    render(<AdminAlerts stats={STATS} run={run} />);
    expect(screen.getByTestId('alerts-panel').textContent).toContain('1,234 saved searches · 1 alerts sent in the last 30 days');

    await user.click(screen.getByRole('button', { name: 'Run alerts now' }));
    expect((screen.getByRole('button', { name: 'Running alerts...' }) as HTMLButtonElement).disabled).toBe(true);
    settle().resolve({ searches: 3, emails: 1, finished: true });
    expect((await screen.findByText('3 saved searches ran; 1 e-mail queued.')).getAttribute('role')).toBe('status');
    expect((screen.getByRole('button', { name: 'Run alerts now' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Run alerts now' }));
    settle().resolve({ searches: 0, emails: 500, finished: false });
    expect(await screen.findByText('500 e-mails queued so far; the run continues on its next call.')).toBeTruthy();
  });

  it('says why a run failed and lets staff try again', async () => {
    const { run, settle } = pendingRun();
    const user = userEvent.setup();
    render(<AdminAlerts stats={null} run={run} />);
    expect(screen.getByTestId('alerts-panel').textContent).toContain('... saved searches');
    await user.click(screen.getByRole('button', { name: 'Run alerts now' }));
    settle().reject(new Error('Too many requests'));
    await screen.findByText('Could not run the alerts: Too many requests');
    expect((screen.getByRole('button', { name: 'Run alerts now' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
