import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { buildChecklistPdf } from '../../components/guides/checklist-pdf';
import { SITE } from '../../domain/catalog';
import { MOVE_DATE_MESSAGE, phaseDueDate, readPlanQuery, shortDate } from '../../domain/moving-plan';

/**
 * /guide/moving-checklist.pdf: the moving checklist as a real PDF (every phase and item),
 * from the same content entry as the page. With `?moveDate=YYYY-MM-DD` each phase prints its
 * due date (a bad date answers 400 with a JSON message), so it is made on request.
 */
export const prerender = false;

export const GET: APIRoute = async ({ url, site }) => {
  const entry = await getEntry('guides', 'moving-checklist');
  if (!entry || entry.data.layout !== 'checklist') throw new Error('The moving-checklist guide entry is missing');
  const { moveDate } = readPlanQuery(url.searchParams);
  if (url.searchParams.has('moveDate') && !moveDate) {
    return Response.json({ error: { code: 'bad_request', message: MOVE_DATE_MESSAGE } }, { status: 400 });
  }
  const guide = entry.data;
  const bytes = await buildChecklistPdf({
    title: `Charlotte ${guide.title}`,
    intro: moveDate
      ? `Your move date: ${shortDate(moveDate)}. Each phase shows the date to finish it by.`
      : 'Tick each box as you go. The online version remembers your ticks in your browser.',
    phases: guide.phases.map((phase) => {
      const due = moveDate ? phaseDueDate(moveDate, phase.id) : null;
      return due ? { ...phase, due: shortDate(due) } : phase;
    }),
    tips: guide.tips,
    siteName: SITE.name,
    url: new URL('/guide/moving-checklist', site ?? 'http://localhost:4321').href,
  });
  return new Response(Buffer.from(bytes), {
    headers: { 'Content-Type': 'application/pdf', 'Cache-Control': moveDate ? 'private, max-age=300' : 'public, max-age=3600' },
  });
};
