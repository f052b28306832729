import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { checklistCalendar } from '../../components/guides/checklist-files';

/**
 * /guide/moving-checklist.ics?moveDate=YYYY-MM-DD[&neighborhood=…|&zip=…]: the moving
 * checklist as an iCalendar file, one all-day event per task on its due date. A missing or
 * bad date answers 400 with a JSON message.
 */
export const prerender = false;

export const GET: APIRoute = async ({ url, site }) => {
  const entry = await getEntry('guides', 'moving-checklist');
  if (!entry || entry.data.layout !== 'checklist') throw new Error('The moving-checklist guide entry is missing');
  return checklistCalendar(entry.data, url, site, 'en');
};
