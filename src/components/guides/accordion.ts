/**
 * WAI-ARIA accordion behaviour for the FAQ (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/):
 * each `[data-accordion]` is single-open and can be collapsed; Enter/Space (native button
 * clicks) toggle; ArrowDown/ArrowUp move focus to the next/previous header (wrapping), Home
 * and End to the first/last; disabled headers (`disabled` or aria-disabled="true") are
 * skipped and cannot be opened. Closed panels use hidden="until-found", so the browser's
 * find-in-page can still reveal an answer; that opens it the same way a click does.
 */
const TRIGGER = '[data-accordion-trigger]';

function isDisabled(button: HTMLButtonElement): boolean {
  return button.disabled || button.getAttribute('aria-disabled') === 'true';
}

function panelOf(button: HTMLButtonElement): HTMLElement | null {
  const id = button.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

function setExpanded(button: HTMLButtonElement, expanded: boolean) {
  button.setAttribute('aria-expanded', String(expanded));
  const panel = panelOf(button);
  if (!panel) return;
  if (expanded) panel.removeAttribute('hidden');
  else panel.setAttribute('hidden', 'until-found');
}

function enhanceAccordion(root: HTMLElement) {
  const triggers = () => Array.from(root.querySelectorAll<HTMLButtonElement>(TRIGGER));

  const open = (button: HTMLButtonElement, expanded: boolean) => {
    if (expanded) for (const other of triggers()) if (other !== button) setExpanded(other, false);
    setExpanded(button, expanded);
  };

  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(TRIGGER);
    if (!button || !root.contains(button) || isDisabled(button)) return;
    open(button, button.getAttribute('aria-expanded') !== 'true');
  });

  root.addEventListener('keydown', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(TRIGGER);
    if (!button || !root.contains(button)) return;
    const all = triggers();
    const from = all.indexOf(button);
    const step = (start: number, direction: 1 | -1) => {
      for (let offset = 1; offset <= all.length; offset += 1) {
        const candidate = all[(((start + direction * offset) % all.length) + all.length) % all.length];
        if (candidate && !isDisabled(candidate)) return candidate;
      }
      return undefined;
    };
    let target: HTMLButtonElement | undefined;
    if (event.key === 'ArrowDown') target = step(from, 1);
    else if (event.key === 'ArrowUp') target = step(from, -1);
    else if (event.key === 'Home') target = step(-1, 1);
    else if (event.key === 'End') target = step(all.length, -1);
    else return;
    event.preventDefault();
    target?.focus();
  });

  // Find-in-page revealed a closed answer: make the state match and keep it single-open.
  root.addEventListener('beforematch', (event) => {
    const panel = event.target as HTMLElement;
    const button = triggers().find((trigger) => trigger.getAttribute('aria-controls') === panel.id);
    if (button && !isDisabled(button)) open(button, true);
  });
}

export function enhanceAccordions(scope: ParentNode) {
  for (const root of scope.querySelectorAll<HTMLElement>('[data-accordion]')) enhanceAccordion(root);
  document.documentElement.dataset.accordions = 'ready';
}
