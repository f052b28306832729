import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { checklistCalendar } from '../../../components/guides/checklist-files';

/** /es/guide/moving-checklist.ics: the moving plan's calendar in Spanish (English: src/pages/guide/moving-checklist.ics.ts). */
export const prerender = false;

export const GET: APIRoute = async ({ url, site }) => {
  const entry = await getEntry('guidesEs', 'moving-checklist');
  if (!entry || entry.data.layout !== 'checklist') throw new Error('The moving-checklist guide entry is missing');
  return checklistCalendar(entry.data, url, site, 'es');
};
