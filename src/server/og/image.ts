import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { SITE } from '../../domain/catalog';
import { loadFonts } from './fonts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export interface OgText {
  title: string;
  subtitle?: string;
}

/** A satori element: a plain object, so no JSX runtime is needed on the server. */
interface El {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown };
}

const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): El => ({
  type,
  props: { style, children, ...extra },
});

/** The site's mark (public/favicon.svg) in reverse, white on the brand background. */
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#ffffff"/>' +
    '<path d="M43 21.5a15 15 0 1 0 0 21" fill="none" stroke="#174ea3" stroke-width="7" stroke-linecap="round"/>' +
    '<circle cx="45" cy="32" r="4.5" fill="#0f8a5f"/></svg>',
).toString('base64')}`;

const INNER_WIDTH = OG_WIDTH - 2 * 80;
/** Height left for title and subtitle between the brand row and the footer row. */
const TEXT_HEIGHT = OG_HEIGHT - 64 - 56 - 64 - 40 - 40;

/** A rough width of `text` in Inter at `size` px: wide letters and capitals count more. */
function textWidth(text: string, size: number, bold: boolean): number {
  let ems = 0;
  for (const ch of text) {
    if (/[WMwm@%]/.test(ch)) ems += 0.95;
    else if (/[A-Z0-9&]/.test(ch)) ems += 0.72;
    else if (/[ilI.,:;'|!]/.test(ch)) ems += 0.3;
    else if (ch === ' ') ems += 0.28;
    else ems += 0.56;
  }
  return ems * size * (bold ? 1.06 : 1);
}

function linesFor(text: string, size: number, bold: boolean): number {
  // Words wrap whole, so a line is on average about 85% full.
  return Math.max(1, Math.ceil(textWidth(text, size, bold) / (INNER_WIDTH * 0.85)));
}

/** The largest title and subtitle sizes whose wrapped lines fit the card. */
export function fitText({ title, subtitle }: OgText): { titleSize: number; subtitleSize: number } {
  const titleSizes = [76, 68, 60, 54, 48, 42, 36];
  const subtitleSizes = [34, 30, 26, 22];
  for (const subtitleSize of subtitleSizes) {
    const subtitleHeight = subtitle ? 24 + linesFor(subtitle, subtitleSize, false) * subtitleSize * 1.3 : 0;
    for (const titleSize of titleSizes) {
      if (linesFor(title, titleSize, true) * titleSize * 1.1 + subtitleHeight <= TEXT_HEIGHT) return { titleSize, subtitleSize };
    }
  }
  return { titleSize: titleSizes.at(-1)!, subtitleSize: subtitleSizes.at(-1)! };
}

/** The branded card: brand bar, title, subtitle, footer line. */
function ogElement({ title, subtitle }: OgText): El {
  const inner = INNER_WIDTH;
  const sizes = fitText({ title, subtitle });
  return el(
    'div',
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      paddingTop: 64,
      paddingBottom: 56,
      paddingLeft: 80,
      paddingRight: 80,
      backgroundImage: 'linear-gradient(135deg, #10305f 0%, #143f82 55%, #174ea3 100%)',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', width: inner, height: 64 }, [
        el('img', { width: 64, height: 64, marginRight: 20 }, undefined, { src: LOGO, width: 64, height: 64 }),
        el('div', { fontSize: 34, fontWeight: 700, letterSpacing: -0.5 }, SITE.name),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, width: inner, overflow: 'hidden' }, [
        el(
          'div',
          { display: 'flex', width: inner, fontSize: sizes.titleSize, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1.5, wordBreak: 'break-word' },
          title,
        ),
        ...(subtitle
          ? [
              el(
                'div',
                {
                  display: 'flex',
                  width: inner,
                  marginTop: 24,
                  fontSize: sizes.subtitleSize,
                  fontWeight: 400,
                  color: '#d9eaff',
                  lineHeight: 1.3,
                  wordBreak: 'break-word',
                },
                subtitle,
              ),
            ]
          : []),
      ]),
      el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', width: inner, height: 40 }, [
        el('div', { display: 'flex', width: 160, height: 8, borderRadius: 4, backgroundColor: '#0f8a5f' }),
        el('div', { display: 'flex', fontSize: 24, color: '#d9eaff' }, `Trusted local services · ${SITE.city}`),
      ]),
    ],
  );
}

/** Renders the card to PNG bytes (satori to SVG, resvg to PNG). */
export async function renderOgPng(text: OgText): Promise<Uint8Array> {
  const svg = await satori(ogElement(text) as unknown as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await loadFonts(),
  });
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH }, font: { loadSystemFonts: false } }).render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
