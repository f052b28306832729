import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { checklistPdf } from '../../components/guides/checklist-files';

/**
 * /guide/moving-checklist.pdf: the moving checklist as a real PDF (every phase and item),
 * from the same content entry as the page. With `?moveDate=YYYY-MM-DD` each phase prints its
 * due date (a bad date answers 400 with a JSON message), so it is made on request.
 */
export const prerender = false;

export const GET: APIRoute = async ({ url, site }) => {
  const entry = await getEntry('guides', 'moving-checklist');
  if (!entry || entry.data.layout !== 'checklist') throw new Error('The moving-checklist guide entry is missing');
  return checklistPdf(entry.data, url, site, 'en');
};
