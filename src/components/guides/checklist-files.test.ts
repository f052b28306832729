import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import ICAL from 'ical.js';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checklistCalendar, checklistPdf } from './checklist-files';
import { guideSchema, guideSchemaEs, type GuideOf } from '../../content/guides/schema';
import { es } from '../../i18n/es';

/** The checklist's downloads as the routes serve them, from the committed content of each language. */
const guide = (folder: string, schema: typeof guideSchema) =>
  schema.parse(parse(readFileSync(new URL(`../../content/guides/${folder}/moving-checklist.yaml`, import.meta.url), 'utf8'))) as GuideOf<'checklist'>;
const english = guide('entries', guideSchema);
const spanish = guide('entries-es', guideSchemaEs);
const site = new URL('https://charlotte.example');
const now = new Date('2026-11-29T12:00:00Z');

/** The text a PDF draws (pdf-lib writes it as hex strings in Flate-compressed content streams). */
function drawnText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  const raw = buffer.toString('latin1');
  let content = '';
  for (const match of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const data = buffer.subarray(start, raw.indexOf('endstream', start));
    content += (/FlateDecode/.test(match[1] ?? '') ? inflateSync(data) : data).toString('latin1');
  }
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')).join('\n');
}

describe('the moving checklist in Spanish', () => {
  it('.ics: every task in Spanish on its due date, the calendar named in Spanish, links to the Spanish guides', async () => {
    const response = checklistCalendar(spanish, new URL('https://charlotte.example/es/guide/moving-checklist.ics?moveDate=2027-03-15'), site, 'es', now);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Language')).toBe('es');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(es.guides.checklist.calendarName);
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.map((e) => e.summary)).toEqual(spanish.phases.flatMap((phase) => phase.items.map((item) => item.text)));
    const first = events[0];
    expect(first?.startDate.toString()).toBe('2027-01-14');
    expect(first?.description).toContain('60 días antes');
    const links = calendar.getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('url') ?? ''));
    expect(links).toContain('https://charlotte.example/es/guide/schools-childcare');
    expect(links).not.toContain('https://charlotte.example/guide/schools-childcare');
  });

  it('.ics: a bad move date answers 400 with the message in Spanish', async () => {
    const response = checklistCalendar(spanish, new URL('https://charlotte.example/es/guide/moving-checklist.ics?moveDate=2027-02-30'), site, 'es', now);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'bad_request', message: es.guides.checklist.moveDateMessage } });
  });

  it('PDF: the Spanish title, phases, due dates through Intl es-US, tips and page footer, in a document marked es-US', async () => {
    const response = await checklistPdf(spanish, new URL('https://charlotte.example/es/guide/moving-checklist.pdf?moveDate=2027-03-15'), site, 'es');
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Lista de tareas de la mudanza - Charlotte');
    expect(doc.getSubject()).toBe(es.guides.checklist.pdfSubject);
    expect(doc.catalog.toString()).toContain('/Lang (es-US)');
    const text = drawnText(bytes);
    expect(text).toContain('Fecha de su mudanza: lun, 15 de mar de 2027.');
    expect(text).toContain('60 días antes - fecha límite: jue, 14 de ene de 2027');
    expect(text).toContain('Consejos para la mudanza');
    expect(text).toContain(`Página ${doc.getPageCount()} de ${doc.getPageCount()}`);
    expect(text).not.toMatch(/Moving tips|Page \d|due /);
  });

  it('has the same tasks, in the same order, as the English checklist', () => {
    const ids = (g: GuideOf<'checklist'>) => g.phases.flatMap((phase) => phase.items.map((item) => `${phase.id}/${item.id}`));
    expect(ids(spanish)).toEqual(ids(english));
  });
});
