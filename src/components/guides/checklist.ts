/**
 * Remembers the moving checklist's ticks in localStorage (a JSON list of "phase/item" ids),
 * restores them on every visit, keeps the progress counts up to date and offers "Clear all
 * ticks". If storage is unavailable (private mode, blocked), ticking still works for the visit.
 */
const CHECKLIST_STORAGE_KEY = 'charlotte-directory:moving-checklist';

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

  const update = () => {
    const done = boxes.filter((box) => box.checked).length;
    if (progress) progress.textContent = `${done} of ${boxes.length} tasks done`;
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
