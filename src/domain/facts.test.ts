import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  assertFactsCurrent,
  expiredFacts,
  expiryMessages,
  factById,
  factIdsIn,
  factProblems,
  FACTS,
  factsFileIssues,
  fillFacts,
  fillFactsDeep,
  overdueFacts,
  recheckDue,
  reviewedText,
  withoutTokens,
  type Fact,
} from './facts';

const entriesDir = new URL('../content/guides/entries/', import.meta.url);
const rawGuides = readdirSync(entriesDir)
  .filter((f) => f.endsWith('.yaml'))
  .map((file) => ({ file, text: readFileSync(new URL(file, entriesDir), 'utf8') }));
const guide = (file: string) => fillFactsDeep(parse(rawGuides.find((g) => g.file === file)?.text ?? '')) as Record<string, unknown>;
const figure = (list: unknown, label: string) => (list as Array<{ label: string; value: string; detail?: string }>).find((f) => f.label === label);

const rawFile: unknown = JSON.parse(readFileSync(new URL('../../data/facts/facts.json', import.meta.url), 'utf8'));
const today = new Date().toISOString().slice(0, 10);
/** A committed fact with some fields changed, for the rules' tests. */
const variant = (id: string, change: Partial<Fact>): Fact => ({ ...factById(id), ...change });
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('the facts file', () => {
  it('matches the facts schema and breaks none of its rules', () => {
    expect(FACTS.length).toBeGreaterThan(10);
    expect(factsFileIssues(rawFile)).toEqual([]);
    expect(factProblems()).toEqual([]);
  });

  it('gives every fact the day it took effect, a source with its date or version, and a quote once confirmed', () => {
    for (const f of FACTS) {
      expect(f.validFrom, f.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(f.checked >= f.validFrom, f.id).toBe(true);
      if (f.confirmed) {
        expect(f.source.quote, f.id).toBeTruthy();
        expect(Boolean(f.source.date) || Boolean(f.source.version), f.id).toBe(true);
      }
    }
  });

  it('says why wherever a figure could not be confirmed with a source dated after it took effect', () => {
    for (const f of FACTS.filter((x) => !x.confirmed)) expect(f.note, f.id).toMatch(/not confirmed/i);
  });

  it('holds no fact that has expired today, and none that is not yet in force', () => {
    expect(expiredFacts(today)).toEqual([]);
    for (const f of FACTS) expect(f.validFrom <= today, f.id).toBe(true);
  });

  it('keeps the figures that are computed from others consistent', () => {
    const perYear = factById('dmv-licence-per-year').value;
    expect(factById('dmv-licence-eight-years').value).toBeCloseTo(8 * perYear);
    expect(factById('dmv-licence-five-years').value).toBeCloseTo(5 * perYear);
    const propertyParts = ['property-tax-county', 'property-tax-city-charlotte'].map((id) => factById(id).value);
    expect(factById('property-tax-combined-charlotte').value).toBeCloseTo(propertyParts[0]! + propertyParts[1]!, 2);
    const parts = ['sales-tax-state', 'sales-tax-county', 'sales-tax-transit', 'sales-tax-transportation'].map((id) => factById(id));
    const total = factById('sales-tax-total');
    expect(parts.reduce((sum, f) => sum + f.value, 0)).toBeCloseTo(total.value);
    // the total took effect with its newest part
    expect(total.validFrom).toBe(
      parts
        .map((f) => f.validFrom)
        .sort()
        .at(-1),
    );
  });

  it('refuses a file that does not match the schema, saying where', () => {
    const [first] = (rawFile as { facts: Array<Record<string, unknown>> }).facts;
    const { validFrom: _dropped, ...withoutStart } = first ?? {};
    const bad = { about: '', facts: [{ ...withoutStart, checked: '2026-02-30', source: { name: 'x', url: 'http://x' } }] };
    const issues = factsFileIssues(bad);
    expect(issues).toContain('facts.0.validFrom: Invalid input: expected string, received undefined');
    expect(issues).toContain('facts.0.checked: a real calendar date');
    expect(issues).toContain('facts.0.source.url: an https address');
  });

  it('finds the rule breaks the schema cannot see', () => {
    const id = FACTS.find((f) => f.confirmed && f.source.date)?.id ?? '';
    const early = variant(id, { checked: '2000-01-01', validFrom: '2001-01-01', source: { ...factById(id).source, date: '2000-06-01' } });
    expect(factProblems([early])).toEqual([
      `${id} was checked before it took effect, so the check does not vouch for it`,
      `${id} is confirmed by a source dated 2000-06-01, before the figure took effect (2001-01-01)`,
    ]);
    const unquoted = variant(id, { source: { name: 'x', url: 'https://x', date: factById(id).validFrom } });
    expect(factProblems([unquoted])).toEqual([`${id} is confirmed but quotes nothing from its source`]);
    const silent = variant(id, { confirmed: false, note: undefined });
    expect(factProblems([silent])).toEqual([`${id} is not confirmed and does not say why`]);
    const backwards = variant(id, { validUntil: '2000-01-01' });
    expect(factProblems([backwards])).toContain(`${id} ends (validUntil) before it starts (validFrom)`);
  });

  it('expires a fact the day after its validUntil and stops the build with a clear message', () => {
    const fact = variant('sales-tax-total', { validUntil: today });
    expect(expiredFacts(today, [fact])).toEqual([]);
    expect(() => assertFactsCurrent(today, [fact])).not.toThrow();
    const tomorrow = dayAfter(today);
    expect(expiredFacts(tomorrow, [fact]).map((f) => f.id)).toEqual(['sales-tax-total']);
    expect(() => assertFactsCurrent(tomorrow, [fact])).toThrow(
      new RegExp(
        `Out-of-date facts, so the build stops:\\n  - fact "sales-tax-total" \\(${fact.label}: ${fact.text.replace('.', '\\.')}\\) applied until ${today} and today is ${tomorrow}`,
      ),
    );
    expect(expiryMessages(tomorrow, [fact])[0]).toContain('data/facts/facts.json');
  });

  it('is listed in docs/facts.md, each fact with its source and the date it took effect', () => {
    const doc = readFileSync(new URL('../../docs/facts.md', import.meta.url), 'utf8');
    for (const f of FACTS) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${f.id}\` |`));
      expect(row, f.id).toContain(f.validFrom);
      expect(row, f.id).toContain(f.source.url);
    }
  });

  it('lists facts past their re-check date', () => {
    const fact = factById('income-tax-2026');
    const due = recheckDue(fact);
    expect(due > fact.checked).toBe(true);
    expect(overdueFacts(dayAfter(due), [fact]).map((f) => f.id)).toEqual(['income-tax-2026']);
    expect(overdueFacts(due, [fact])).toEqual([]);
    expect(recheckDue({ checked: '2026-11-25', recheckMonths: 6 })).toBe('2027-05-25');
  });

  it('holds each worded fact in Spanish too, stating the same figures', () => {
    for (const f of FACTS.filter((x) => /\p{L}/u.test(x.text))) expect(f.textEs, f.id).toBeTruthy();
    const file = rawFile as { about: string; facts: Array<Record<string, unknown>> };
    const withFact = (change: Record<string, unknown>) => ({ ...file, facts: [{ ...file.facts.find((f) => f.id === 'licence-deadline-days'), ...change }] });
    expect(factsFileIssues(withFact({}))).toEqual([]);
    expect(factsFileIssues(withFact({ textEs: undefined }))).toEqual(['facts.0.textEs: a text with words needs its Spanish (textEs)']);
    expect(factsFileIssues(withFact({ text: '90 days' }))).toEqual(['facts.0.textEs: textEs states other figures than text: change both together']);
    expect(factsFileIssues({ ...file, facts: [{ ...file.facts.find((f) => f.id === 'income-tax-2026'), textEs: undefined }] })).toEqual([]);
  });

  it('fills texts in Spanish where asked, the estimate label too', () => {
    expect(fillFacts('Plazo: {{fact:licence-deadline-days}}', FACTS, 'es')).toBe(`Plazo: ${factById('licence-deadline-days').textEs}`);
    expect(fillFacts('{{fact:income-tax-2026}}', FACTS, 'es')).toBe(factById('income-tax-2026').text);
    expect(fillFacts('Unos {{estimate:2025|$1,000}}', FACTS, 'es')).toBe('Unos $1,000 (estimación, 2025)');
    expect(reviewedText('2026-11-25', 'es')).toBe('Actualizado el 25 de noviembre de 2026');
  });

  it('fills texts, labels estimates with their year, and refuses an unknown fact or a malformed estimate', () => {
    const fee = factById('dmv-licence-per-year');
    expect(fillFacts('Licence {{fact:dmv-licence-per-year}} a year')).toBe(`Licence ${fee.text} a year`);
    expect(fillFacts('Rent {{estimate:2025|about $1,000}} a month')).toBe('Rent about $1,000 (estimate, 2025) a month');
    expect(() => fillFacts('{{fact:no-such-fact}}')).toThrow(/Unknown fact/);
    expect(() => fillFacts('{{estimate:soon|$1}}')).toThrow(/needs a year/);
    expect(factIdsIn('{{fact:a}} and {{fact:b-c}}')).toEqual(['a', 'b-c']);
    expect(withoutTokens('{{fact:a}} and {{estimate:2025|$5}} but $7').trim()).toBe('and   but $7');
  });
});

describe('the guides read their figures from the facts file', () => {
  it('refers only to known facts, and leaves none unfilled', () => {
    for (const { file, text } of rawGuides) {
      for (const id of factIdsIn(text)) expect(() => factById(id), `${file}: ${id}`).not.toThrow();
      expect(JSON.stringify(guide(file)), file).not.toContain('{{');
    }
  });

  it('writes fees, rates and deadlines as facts, not by hand', () => {
    const all = rawGuides.map((g) => withoutTokens(g.text)).join('\n');
    // every fact's text is written through its token, never copied (percentages and day counts included)
    for (const f of FACTS.filter((x) => /[$%]|days before/.test(x.text))) expect(all, f.id).not.toContain(f.text);
    const tokens = rawGuides.map((g) => g.text).join('\n');
    for (const id of [
      'dmv-licence-per-year',
      'dmv-registration-private',
      'income-tax-2026',
      'sales-tax-total',
      'cats-local-fare',
      'voter-registration-deadline-days',
      'dmv-appointment-days-ahead',
    ]) {
      expect(tokens, id).toContain(`{{fact:${id}}}`);
    }
  });

  it('renders the getting-settled figures and deadlines from the file', () => {
    const data = guide('getting-settled.yaml');
    const figures = data.figures;
    expect(figure(figures, 'Licence fee')?.value).toBe(factById('dmv-licence-per-year').text);
    expect(figure(figures, 'Licence fee')?.detail).toContain(factById('dmv-licence-eight-years').text);
    expect(figure(figures, 'Vehicle registration')?.value).toBe(`${factById('dmv-registration-private').text} a year`);
    expect(figure(figures, 'Vehicle registration')?.detail).toContain(factById('dmv-title-new-resident').text);
    expect(figure(figures, 'State income tax')?.detail).toContain(`${factById('income-tax-2022').text} in 2022`);
    expect(figure(data.deadlines, 'Voter registration')?.value).toBe(factById('voter-registration-deadline-days').text);
  });

  it('puts the vehicle inspection before title and registration, as G.S. 20-183.4C(a)(5) does, in the getting-settled steps and the FAQ', () => {
    const rule = factById('new-resident-inspection-grace-months');
    expect(rule.source.quote).toContain('must be inspected before the vehicle is registered');
    const steps = (guide('getting-settled.yaml').dmvSteps as Array<{ title: string; text: string }>).map((s) => s.title);
    const inspect = steps.findIndex((t) => /inspection/i.test(t));
    const register = steps.findIndex((t) => /register/i.test(t));
    expect(inspect).toBeGreaterThanOrEqual(0);
    expect(inspect).toBeLessThan(register);
    const faq = JSON.stringify(guide('faq.yaml'));
    const answer = /Within [^"]*?title and register it[^"]*/.exec(faq)?.[0] ?? '';
    expect(answer.indexOf('inspection')).toBeGreaterThan(0);
    expect(answer.indexOf('inspection')).toBeLessThan(answer.indexOf('title and register'));
    for (const text of [answer, JSON.stringify(guide('getting-settled.yaml').dmvSteps)]) {
      expect(text).toContain('G.S. 20-183.4C(a)(5)');
      expect(text).toContain(rule.text);
    }
  });

  it('gives every guide one review date, from 2026', () => {
    for (const { file } of rawGuides) {
      const data = guide(file);
      expect(data.reviewed, file).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(data.updated, file).toBeUndefined();
    }
    expect(reviewedText('2026-11-25')).toBe('Updated November 25, 2026');
  });
});
