import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { buildChecklistPdf } from '../../components/guides/checklist-pdf';
import { SITE } from '../../domain/catalog';

/**
 * /guide/moving-checklist.pdf: the moving checklist as a real PDF (every phase and item),
 * generated once at build time from the same content entry as the page.
 */
export const prerender = true;

export const GET: APIRoute = async ({ site }) => {
  const entry = await getEntry('guides', 'moving-checklist');
  if (!entry || entry.data.layout !== 'checklist') throw new Error('The moving-checklist guide entry is missing');
  const guide = entry.data;
  const bytes = await buildChecklistPdf({
    title: `Charlotte ${guide.title}`,
    intro: 'Tick each box as you go. The online version remembers your ticks in your browser.',
    phases: guide.phases,
    tips: guide.tips,
    siteName: SITE.name,
    url: new URL('/guide/moving-checklist', site ?? 'http://localhost:4321').href,
  });
  return new Response(Buffer.from(bytes), { headers: { 'Content-Type': 'application/pdf' } });
};
