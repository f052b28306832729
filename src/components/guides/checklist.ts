/**
 * Remembers the moving checklist's ticks in localStorage (a JSON list of "phase/item" ids),
 * restores them on every visit, keeps the progress counts up to date and offers "Clear all
 * ticks". If storage is unavailable (private mode, blocked), ticking still works for the visit.
 */
import { dueLine, phaseDueDate, serviceHref, type DueWords, type PlanPlace } from '../../domain/moving-plan';
import { isIsoDate } from '../../domain/iso-date';
import type { CategoryValue } from '../../domain/catalog';
import { isoDay } from '../../domain/dates';

const CHECKLIST_STORAGE_KEY = 'charlotte-directory:moving-checklist';
/** The move date and the new place, as `{moveDate, neighborhood, zip}`. */
const PLAN_STORAGE_KEY = 'charlotte-directory:moving-plan';

/** The page's words for the script, in its language (ChecklistBody's `data-checklist-words`). */
interface ChecklistWords extends DueWords {
  progress: string;
  moveDateMessage: string;
  locale: 'en' | 'es';
}

function readWords(scope: ParentNode): ChecklistWords {
  return JSON.parse(scope.querySelector<HTMLElement>('[data-checklist-words]')?.dataset.checklistWords ?? '{}') as ChecklistWords;
}

interface StoredPlan {
  moveDate: string;
  neighborhood: string;
  zip: string;
}

function readPlan(): StoredPlan {
  try {
    const stored = JSON.parse(localStorage.getItem(PLAN_STORAGE_KEY) ?? '{}') as Partial<Record<keyof StoredPlan, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return { moveDate: text(stored.moveDate), neighborhood: text(stored.neighborhood), zip: text(stored.zip) };
  } catch {
    return { moveDate: '', neighborhood: '', zip: '' };
  }
}

function writePlan(plan: StoredPlan) {
  try {
    if (plan.moveDate || plan.neighborhood || plan.zip) localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify(plan));
    else localStorage.removeItem(PLAN_STORAGE_KEY);
  } catch {
    // Storage unavailable: the plan lasts for this visit only.
  }
}

/**
 * The move-date plan: due dates on phases and tasks, the calendar and PDF links with the
 * date, and service links near the place. A date that is not a real one shows a message and
 * no dates (never "Invalid Date").
 */
export function enhanceMovePlan(scope: ParentNode) {
  const form = scope.querySelector<HTMLFormElement>('[data-move-plan]');
  if (!form) return;
  const dateInput = form.querySelector<HTMLInputElement>('[data-move-date]')!;
  const neighborhoodInput = form.querySelector<HTMLSelectElement>('[data-move-neighborhood]')!;
  const zipInput = form.querySelector<HTMLInputElement>('[data-move-zip]')!;
  const ics = form.querySelector<HTMLAnchorElement>('[data-plan-ics]')!;
  const error = form.querySelector<HTMLElement>('[data-plan-error]')!;
  const pdf = scope.querySelector<HTMLAnchorElement>('[data-checklist-pdf]');
  const words = readWords(scope);
  const icsPath = form.dataset.icsPath ?? '/guide/moving-checklist.ics';
  const pdfPath = pdf?.dataset.pdfPath ?? '/guide/moving-checklist.pdf';
  // Service links keep the language they were rendered in (/es/... on a Spanish page).
  const prefixes = new Map<HTMLAnchorElement, string>();
  for (const link of scope.querySelectorAll<HTMLAnchorElement>('a[data-service]')) {
    prefixes.set(link, link.getAttribute('href')?.startsWith('/es/') ? '/es' : '');
  }

  const apply = () => {
    const moveDate = dateInput.value.trim();
    const valid = isIsoDate(moveDate);
    const place: PlanPlace = {
      ...(neighborhoodInput.value ? { neighborhood: neighborhoodInput.value } : {}),
      ...(/^\d{5}$/.test(zipInput.value.trim()) ? { zip: zipInput.value.trim() } : {}),
    };
    error.textContent = moveDate && !valid ? words.moveDateMessage : '';
    dateInput.setAttribute('aria-invalid', String(Boolean(moveDate && !valid)));
    const today = isoDay(new Date());
    for (const element of scope.querySelectorAll<HTMLElement>('[data-phase-due], [data-task-due]')) {
      const phaseId = element.dataset.phaseDue ?? element.dataset.taskDue ?? '';
      const due = valid ? phaseDueDate(moveDate, phaseId) : null;
      const line = due ? dueLine(due, today, words, words.locale) : null;
      element.hidden = !line;
      element.textContent = line?.text ?? '';
      element.classList.toggle('text-red-800', line?.passed === true);
      if (element.dataset.phaseDue) element.closest<HTMLElement>('[data-phase]')?.toggleAttribute('data-phase-passed', line?.passed === true);
    }
    for (const [link, prefix] of prefixes) {
      link.href = `${prefix}${serviceHref(link.dataset.service as CategoryValue, place)}`;
    }
    const query = new URLSearchParams(valid ? { moveDate, ...place } : {});
    ics.hidden = !valid;
    if (valid) ics.href = `${icsPath}?${query}`;
    else ics.removeAttribute('href');
    ics.download = valid ? `charlotte-move-${moveDate}.ics` : '';
    if (pdf) pdf.href = valid ? `${pdfPath}?moveDate=${moveDate}` : pdfPath;
    writePlan({ moveDate, neighborhood: neighborhoodInput.value, zip: zipInput.value.trim() });
  };

  const stored = readPlan();
  dateInput.value = stored.moveDate;
  neighborhoodInput.value = stored.neighborhood;
  zipInput.value = stored.zip;
  apply();
  form.addEventListener('input', apply);
  form.addEventListener('change', apply);
  form.addEventListener('submit', (event) => event.preventDefault());
  form.dataset.ready = 'true';
}

function readTicks(): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(CHECKLIST_STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((value): value is string => typeof value === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeTicks(ticks: string[]) {
  try {
    if (ticks.length) localStorage.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify(ticks));
    else localStorage.removeItem(CHECKLIST_STORAGE_KEY);
  } catch {
    // Storage unavailable: the ticks last for this visit only.
  }
}

export function enhanceChecklist(scope: ParentNode) {
  const root = scope.querySelector<HTMLElement>('[data-checklist]');
  if (!root) return;
  const boxes = Array.from(root.querySelectorAll<HTMLInputElement>('[data-task-checkbox]'));
  const progress = scope.querySelector<HTMLElement>('[data-checklist-progress]');
  const reset = scope.querySelector<HTMLButtonElement>('[data-checklist-reset]');
  const words = readWords(scope);

  const update = () => {
    const done = boxes.filter((box) => box.checked).length;
    if (progress) progress.textContent = words.progress.replace('{done}', String(done)).replace('{total}', String(boxes.length));
    for (const phase of root.querySelectorAll<HTMLElement>('[data-phase]')) {
      const phaseBoxes = Array.from(phase.querySelectorAll<HTMLInputElement>('[data-task-checkbox]'));
      const label = phase.querySelector('[data-phase-progress]');
      if (label) label.textContent = `${phaseBoxes.filter((box) => box.checked).length}/${phaseBoxes.length}`;
    }
    if (reset) reset.hidden = done === 0;
  };

  const ticks = readTicks();
  for (const box of boxes) box.checked = ticks.has(box.value);
  update();

  root.addEventListener('change', (event) => {
    if (!(event.target instanceof HTMLInputElement) || !event.target.matches('[data-task-checkbox]')) return;
    writeTicks(boxes.filter((box) => box.checked).map((box) => box.value));
    update();
  });

  reset?.addEventListener('click', () => {
    for (const box of boxes) box.checked = false;
    writeTicks([]);
    update();
    boxes[0]?.focus();
  });

  root.dataset.ready = 'true';
}
