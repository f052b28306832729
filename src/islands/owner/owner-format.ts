/** How the owner dashboard writes dates that may be missing. */
import { longDate as charlotteLongDate } from '../../domain/dates';

/** 'November 25, 2026' in Charlotte. */
export function longDate(iso: string | null): string {
  if (!iso) return '';
  return charlotteLongDate(iso);
}
