import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildChecklistPdf, toWinAnsi } from './checklist-pdf';

const phases = Array.from({ length: 6 }, (_, p) => ({
  title: `Phase ${p + 1}`,
  timeframe: `When ${p + 1}`,
  summary: 'Summary text',
  items: Array.from({ length: 8 }, (_, i) => ({
    text: `Task ${p + 1}.${i + 1}: a fairly long line of text that has to wrap across the width of the page at least once → done`,
  })),
}));

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

describe('buildChecklistPdf', () => {
  it('writes a PDF with every phase and item, paginated, with a footer on each page', async () => {
    const bytes = await buildChecklistPdf({
      title: 'Charlotte Moving Checklist',
      intro: 'Intro',
      phases,
      tips: ['Tip one'],
      siteName: 'Charlotte Directory',
      url: 'http://localhost/guide/moving-checklist',
      words: { due: 'due {date}', tips: 'Moving tips', page: 'Page {n} of {total}', subject: 'A checklist' },
      language: 'en-US',
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Charlotte Moving Checklist');
    expect(doc.getPageCount()).toBeGreaterThan(1);
    const text = drawnText(bytes);
    for (const phase of phases) {
      expect(text).toContain(`${phase.title} - ${phase.timeframe}`);
      for (const item of phase.items) expect(text).toContain(item.text.slice(0, 12));
    }
    expect(text).toContain('Tip one');
    expect(text).toContain(`Page ${doc.getPageCount()} of ${doc.getPageCount()}`);
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1 and typographic punctuation and replaces what the standard fonts cannot draw', () => {
    expect(toWinAnsi('90°F – “quoted” — it’s')).toBe('90°F – “quoted” — it’s');
    expect(toWinAnsi('Next → step ≥ 2 🚚')).toBe('Next -> step >= 2 ');
  });
});
