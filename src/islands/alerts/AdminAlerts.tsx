/**
 * /admin Overview: saved searches and alerts sent (from the stats), and "Run alerts now"
 * (POST /api/admin/saved-searches/run), which answers how many searches ran and e-mails
 * were queued.
 */
import { useState } from 'react';
import type { AlertRunResult } from '../../domain/alerts';
import type { AdminStats } from '../../domain/types';

export function AdminAlerts({ stats, run }: { stats: AdminStats | null; run: () => Promise<AlertRunResult> }) {
  const [state, setState] = useState<{ running: boolean; message: string }>({ running: false, message: '' });
  const onRun = async () => {
    setState({ running: true, message: '' });
    try {
      const result = await run();
      setState({
        running: false,
        message: result.finished
          ? `${result.searches} saved ${result.searches === 1 ? 'search' : 'searches'} ran; ${result.emails} ${result.emails === 1 ? 'e-mail' : 'e-mails'} queued.`
          : `${result.emails} ${result.emails === 1 ? 'e-mail' : 'e-mails'} queued so far; the run continues on its next call.`,
      });
    } catch (error) {
      setState({ running: false, message: `Could not run the alerts: ${(error as Error).message}` });
    }
  };
  return (
    <div className="space-y-3 text-sm" data-testid="alerts-panel">
      <p>
        <span className="font-semibold text-slate-900" data-stat="savedSearches">
          {stats ? stats.savedSearches.toLocaleString('en-US') : '...'}
        </span>{' '}
        saved searches ·{' '}
        <span className="font-semibold text-slate-900" data-stat="alertsSent30Days">
          {stats ? stats.alertsSent30Days.toLocaleString('en-US') : '...'}
        </span>{' '}
        alerts sent in the last 30 days
      </p>
      <p className="text-slate-700">The alert job runs every day at 7:00 AM in Charlotte.</p>
      <button type="button" className="btn-secondary w-full" disabled={state.running} onClick={() => void onRun()}>
        {state.running ? 'Running alerts...' : 'Run alerts now'}
      </button>
      <p role="status" className="min-h-5 text-slate-800">
        {state.message}
      </p>
    </div>
  );
}
