import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { MOVE_DATE_MESSAGE, planTasks, planToICalendar, readPlanQuery } from '../../domain/moving-plan';

/**
 * /guide/moving-checklist.ics?moveDate=YYYY-MM-DD[&neighborhood=…|&zip=…]: the moving
 * checklist as an iCalendar file, one all-day event per task on its due date. A missing or
 * bad date answers 400 with a JSON message.
 */
export const prerender = false;

export const GET: APIRoute = async ({ url, site }) => {
  const { moveDate, place } = readPlanQuery(url.searchParams);
  if (!moveDate) return Response.json({ error: { code: 'bad_request', message: MOVE_DATE_MESSAGE } }, { status: 400 });
  const entry = await getEntry('guides', 'moving-checklist');
  if (!entry || entry.data.layout !== 'checklist') throw new Error('The moving-checklist guide entry is missing');
  const tasks = planTasks(entry.data.phases, moveDate, (site ?? url).href, place);
  const body = planToICalendar(tasks, { now: new Date(), calendarName: 'Moving to Charlotte' });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="charlotte-move-${moveDate}.ics"`,
      'Cache-Control': 'private, max-age=300',
    },
  });
};
