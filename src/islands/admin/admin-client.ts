/**
 * The admin island's own helpers: paging, dates, downloads. Requests, errors and the
 * session are the island kit's (src/islands/kit/api.ts, session.ts).
 */
import { mediumDateTime } from '../../domain/dates';
import type { ApiError } from '../kit/api';

/** Where an admin-only call failed because of the session rather than the request. */
export function sessionProblem(error: unknown): 'expired' | 'forbidden' | null {
  const status = (error as ApiError | undefined)?.status;
  if ((error as ApiError | undefined)?.kind !== 'http') return null;
  if (status === 401) return 'expired';
  if (status === 403) return 'forbidden';
  return null;
}

/** `?limit&offset` for page `page` (1-based). */
export function pageQuery(page: number, size: number): string {
  return `limit=${size}&offset=${(Math.max(1, page) - 1) * size}`;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** 'Jan 3, 2026, 2:05 PM' in Charlotte's time zone (like every time the site shows). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return mediumDateTime(iso);
}

/** Saves `text` as a file download named `name`. */
export function downloadText(text: string, name: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a Content-Disposition header, if any. */
export function dispositionFileName(header: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1];
}
