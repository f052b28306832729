/**
 * Export Data (every business as CSV) and Bulk Import (a CSV file validated row by row;
 * any problem is listed per row and nothing is imported).
 */
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ADMIN_TOASTS } from '../../domain/admin';
import {
  MAX_IMPORT_ROWS,
  OPTIONAL_IMPORT_COLUMNS,
  REQUIRED_IMPORT_COLUMNS,
  TAG_SEPARATOR,
  exportFileName,
  toCsv,
  type ImportRowError,
} from '../../domain/business-csv';
import { showToast } from '../../stores/toast';
import { dispositionFileName, downloadText } from './admin-client';
import { ApiError, describeError } from '../kit/api';
import { useAdmin } from './context';
import { Panel } from './ui';

/** Downloads GET /api/admin/export/businesses.csv (the call needs the bearer token, so no plain link). */
export function useExport() {
  const { request } = useAdmin();
  const [exporting, setExporting] = useState(false);
  const exportBusinesses = async () => {
    setExporting(true);
    try {
      const response = await request('/api/admin/export/businesses.csv');
      const name = dispositionFileName(response.headers.get('content-disposition')) ?? exportFileName(new Date());
      downloadText(await response.text(), name);
    } catch (error) {
      showToast({ title: ADMIN_TOASTS.exportFailed, description: describeError(error), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, exportBusinesses };
}

const TEMPLATE = toCsv([
  [...REQUIRED_IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS],
  [
    'Queen City Movers',
    'movers-packers',
    '100 N Tryon St, Charlotte, NC',
    '(704) 555-0100',
    'hello@queencitymovers.example',
    '28202',
    'https://queencitymovers.example',
    'Local and long-distance moves.',
    'Local and long-distance moves with careful packing.',
    '{"Monday": "8:00 AM - 6:00 PM", "Sunday": "Closed"}',
    `free-quote${TAG_SEPARATOR}same-day`,
    'uptown',
  ],
]);

export function ImportExport() {
  const { request, refreshStats } = useAdmin();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { exporting, exportBusinesses } = useExport();
  const [publish, setPublish] = useState(true);
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState('');
  const [result, setResult] = useState<{ imported: number } | { message: string; rows: ImportRowError[] } | null>(null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError('Choose a CSV file to import');
      fileInput.current?.focus();
      return;
    }
    setFileError('');
    setBusy(true);
    setResult(null);
    try {
      const text = await file.text();
      const response = await request(`/api/admin/import/businesses?publish=${publish}`, { method: 'POST', body: text, contentType: 'text/csv' });
      const body = (await response.json()) as { imported: number };
      setResult({ imported: body.imported });
      showToast({ title: 'Import Complete', description: `${body.imported} business${body.imported === 1 ? '' : 'es'} imported.` });
      refreshStats();
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const rows = error instanceof ApiError ? (error.body as { error?: { rows?: ImportRowError[] } })?.error?.rows : undefined;
      if (rows) setResult({ message: describeError(error), rows });
      showToast({ title: ADMIN_TOASTS.importFailed, description: describeError(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-6">
      <Panel title="Export Data" id="export-heading">
        <p className="text-sm text-slate-700">Download every business (published, unpublished and rejected) as a CSV file for a spreadsheet.</p>
        <button type="button" className="btn-primary mt-3" disabled={exporting} onClick={() => void exportBusinesses()}>
          {exporting ? 'Exporting...' : 'Export businesses (CSV)'}
        </button>
      </Panel>

      <Panel title="Bulk Import" id="import-heading">
        <div className="space-y-2 text-sm text-slate-700">
          <p>
            Upload a CSV file with a header row and one business per row (at most {MAX_IMPORT_ROWS}). Every row is checked with the same rules as the claim
            form; if any row has a problem, nothing is imported and each problem is listed below.
          </p>
          <p>
            Required columns: <code>{REQUIRED_IMPORT_COLUMNS.join(', ')}</code>. Optional: <code>{OPTIONAL_IMPORT_COLUMNS.join(', ')}</code>. Category and
            neighborhood take a value or a label; service tags are separated by &quot;{TAG_SEPARATOR}&quot;; hours are JSON. The columns of an export are
            accepted (ids, flags and counts are ignored).
          </p>
          <button type="button" className="font-medium text-brand-700 underline" onClick={() => downloadText(TEMPLATE, 'business-import-template.csv')}>
            Download a template
          </button>
        </div>
        <form className="mt-4 space-y-3" onSubmit={submit} noValidate aria-label="Bulk Import">
          <div>
            <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-900">
              CSV file
            </label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              className="mt-1 block text-sm text-slate-900"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${id}-file-error`}
              onChange={() => setFileError('')}
            />
            <p id={`${id}-file-error`} className="mt-1 text-sm font-medium text-red-700">
              {fileError}
            </p>
          </div>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
            <input type="checkbox" checked={publish} onChange={(event) => setPublish(event.target.checked)} />
            Publish imported businesses at once
          </label>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Importing...' : 'Import'}
          </button>
        </form>

        <div aria-live="polite" className="mt-4">
          {result && 'imported' in result && (
            <p className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900" data-import-result="ok">
              Imported {result.imported} business{result.imported === 1 ? '' : 'es'}.
            </p>
          )}
          {result && 'rows' in result && (
            <div data-import-result="errors">
              <p className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">{result.message}</p>
              <table className="mt-3 w-full text-left text-sm">
                <caption className="sr-only">Problems found in the file</caption>
                <thead className="border-b border-slate-300 text-slate-900">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      Row
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Field
                    </th>
                    <th scope="col" className="py-2">
                      Problem
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 text-slate-800">
                  {result.rows.map((row, index) => (
                    <tr key={`${row.row}-${row.field}-${index}`}>
                      <td className="py-2 pr-3">{row.row}</td>
                      <td className="py-2 pr-3">{row.field || '-'}</td>
                      <td className="py-2">{row.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </Panel>
    </div>
  );
}
