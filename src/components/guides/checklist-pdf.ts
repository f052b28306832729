/**
 * Builds the printable moving checklist (every phase and item, with empty boxes to tick by
 * hand) as a PDF with pdf-lib, in the language of its words. Called on request by
 * src/components/guides/checklist-files.ts.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface ChecklistPdfInput {
  title: string;
  intro: string;
  /** `due`: the phase's due date as shown ('Sat, Jun 6, 2026') when the visitor gave a move date. */
  phases: { title: string; timeframe: string; summary: string; due?: string; items: { text: string }[] }[];
  tips: string[];
  /** Shown in the footer, e.g. 'Charlotte Directory'. */
  siteName: string;
  /** Absolute URL of the online checklist. */
  url: string;
  /** The PDF's own words in its language: `{date}`, `{n}` and `{total}` are filled in. */
  words: { due: string; tips: string; page: string; subject: string };
  /** The document's language (BCP 47), e.g. 'en-US' or 'es-US'. */
  language: string;
}

const PAGE = { width: 612, height: 792 } as const; // US Letter, points
const MARGIN = 54;
const BRAND = rgb(0.09, 0.306, 0.639); // #174ea3
const INK = rgb(0.059, 0.09, 0.165);
const MUTED = rgb(0.278, 0.333, 0.412);

/** The standard PDF fonts use WinAnsi encoding; map the few characters it lacks. */
export function toWinAnsi(text: string): string {
  return text
    .replace(/[→➜]/g, '->')
    .replace(/[≤]/g, '<=')
    .replace(/[≥]/g, '>=')
    .replace(/[\u2010\u2011\u2012]/g, '-')
    .replace(/[^\n\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toWinAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function buildChecklistPdf(input: ChecklistPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(input.title));
  doc.setAuthor(input.siteName);
  doc.setSubject(toWinAnsi(input.words.subject));
  doc.setLanguage(input.language);
  doc.setCreator(input.siteName);
  doc.setProducer('pdf-lib');

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - MARGIN * 2;

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const ensure = (height: number) => {
    if (y - height >= MARGIN + 24) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const write = (text: string, font: PDFFont, size: number, color = INK, indent = 0, gap = 4) => {
    for (const line of wrap(text, font, size, width - indent)) {
      ensure(size + gap);
      y -= size;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
      y -= gap;
    }
  };

  write(input.title, bold, 22, BRAND, 0, 8);
  write(input.intro, regular, 10.5, MUTED, 0, 4);
  y -= 10;

  for (const phase of input.phases) {
    ensure(60);
    y -= 8;
    write(`${phase.title} - ${phase.due ? input.words.due.replace('{date}', phase.due) : phase.timeframe}`, bold, 14, BRAND, 0, 4);
    write(phase.summary, regular, 10, MUTED, 0, 6);
    for (const item of phase.items) {
      const lines = wrap(item.text, regular, 10.5, width - 22);
      ensure(lines.length * 15 + 4);
      page.drawRectangle({ x: MARGIN + 2, y: y - 12, width: 10, height: 10, borderColor: INK, borderWidth: 0.8 });
      for (const line of lines) {
        y -= 11;
        page.drawText(line, { x: MARGIN + 22, y, size: 10.5, font: regular, color: INK });
        y -= 4;
      }
      y -= 4;
    }
  }

  if (input.tips.length) {
    ensure(60);
    y -= 8;
    write(input.words.tips, bold, 14, BRAND, 0, 4);
    for (const tip of input.tips) write(`• ${tip}`, regular, 10, INK, 0, 4);
  }

  const pages = doc.getPages();
  pages.forEach((p, index) => {
    const page = input.words.page.replace('{n}', String(index + 1)).replace('{total}', String(pages.length));
    const footer = toWinAnsi(`${input.siteName} · ${input.url} · ${page}`);
    p.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 8, font: regular, color: MUTED });
  });

  return doc.save({ useObjectStreams: false });
}
