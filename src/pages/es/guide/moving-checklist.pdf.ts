import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { checklistPdf } from '../../../components/guides/checklist-files';

/** /es/guide/moving-checklist.pdf: the printable moving checklist in Spanish (English: src/pages/guide/moving-checklist.pdf.ts). */
export const prerender = false;

export const GET: APIRoute = async ({ url, site }) => {
  const entry = await getEntry('guidesEs', 'moving-checklist');
  if (!entry || entry.data.layout !== 'checklist') throw new Error('The moving-checklist guide entry is missing');
  return checklistPdf(entry.data, url, site, 'es');
};
