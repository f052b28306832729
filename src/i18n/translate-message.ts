import { fillTemplate } from '../domain/fill';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patterns = new Map<string, { pattern: RegExp; names: string[] }>();

/** An English template ('At most {max} services') as a pattern that matches its filled texts. */
function patternOf(template: string): { pattern: RegExp; names: string[] } {
  let found = patterns.get(template);
  if (!found) {
    const names: string[] = [];
    const parts = template.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 ? (names.push(part), '(.+?)') : escapeRegExp(part)));
    found = { pattern: new RegExp(`^${parts.join('')}$`, 's'), names };
    patterns.set(template, found);
  }
  return found;
}

/**
 * A message written in English by the domain or the server, in another language: `messages`
 * maps each English text to its translation, a `{name}` in both standing for a part that
 * varies ('At most {max} services' -> 'Como máximo {max} servicios'). Where several templates
 * match, the one with the most fixed text wins ('… {max} megapixels (this one is {size}).' over
 * '… {max} (this one is {size}).'), whatever their order. A text without an entry is answered
 * as it is (a message that is not the site's own, such as Supabase's). Pure.
 */
export function translateMessage(messages: Readonly<Partial<Record<string, string>>>, text: string): string {
  const exact = messages[text];
  if (exact !== undefined) return exact;
  let best: { fixed: number; result: string } | null = null;
  for (const [english, translated] of Object.entries(messages)) {
    if (translated === undefined || !english.includes('{')) continue;
    const { pattern, names } = patternOf(english);
    const match = pattern.exec(text);
    const fixed = english.replace(/\{\w+\}/g, '').length;
    if (match && (!best || fixed > best.fixed)) {
      best = { fixed, result: fillTemplate(translated, Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']))) };
    }
  }
  return best?.result ?? text;
}
