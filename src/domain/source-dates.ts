/**
 * Two date rules of `npm run data:check` over the committed sources. (1) A source used past its
 * `recheck` day: every object in a data file (data/official/**\/*.json) that carries a
 * `recheck` day is due once that day has passed. (2) A figure shown with a year older than its
 * data file says: a text that writes a fact whose label names its fiscal year ("..., fiscal
 * 2026") must not call it an older fiscal year ("fiscal 2025", "FY2025"). Pure: the script
 * feeds it the parsed files and the content texts.
 */
import { factIdsIn, type Fact } from './facts';

export interface DueSource {
  /** The data file, as the script names it. */
  file: string;
  /** Where in the file ("childCare.source"). */
  path: string;
  /** The source's short name (its `cite` or `name`), or the path when it has neither. */
  name: string;
  recheck: string;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Every object of `json` with a `recheck` day before `today` (YYYY-MM-DD). */
export function overdueSources(file: string, json: unknown, today: string): DueSource[] {
  const due: DueSource[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${path}[${i}]`));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const recheck = record.recheck;
    if (typeof recheck === 'string' && isoDay.test(recheck) && recheck < today) {
      const name = typeof record.cite === 'string' ? record.cite : typeof record.name === 'string' ? record.name : path || '(top level)';
      due.push({ file, path: path || '(top level)', name, recheck });
    }
    for (const [key, child] of Object.entries(record)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(json, '');
  return due;
}

export interface StaleYear {
  where: string;
  factId: string;
  /** The year the text gives ("fiscal 2025"). */
  shown: string;
  /** The fiscal year the fact's label names. */
  fileYear: number;
}

/** "fiscal 2026" in a fact's label: the fiscal year its value is for, or null when the label names none. */
export function labelFiscalYear(label: string): number | null {
  const match = /\bfiscal (?:year )?(\d{4})\b/i.exec(label);
  return match ? Number(match[1]) : null;
}

/**
 * The texts (one `{ where, text }` per content line or field) that write a fact whose label
 * names its fiscal year next to an older fiscal year ("fiscal 2025", "FY2025", "FY 2025").
 */
export function staleFiscalYears(texts: ReadonlyArray<{ where: string; text: string }>, facts: readonly Fact[]): StaleYear[] {
  const stale: StaleYear[] = [];
  for (const { where, text } of texts) {
    const shown = [...text.matchAll(/\b(?:fiscal (?:year )?|FY ?)(\d{4})\b/gi)].map((m) => ({ text: m[0], year: Number(m[1]) }));
    if (!shown.length) continue;
    for (const id of new Set(factIdsIn(text))) {
      const fact = facts.find((f) => f.id === id);
      const fileYear = fact ? labelFiscalYear(fact.label) : null;
      if (fileYear === null) continue;
      for (const s of shown.filter((x) => x.year < fileYear)) stale.push({ where, factId: id, shown: s.text, fileYear });
    }
  }
  return stale;
}
