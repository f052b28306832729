/**
 * The moving checklist's downloads in either language, from the same content as its page:
 * the iCalendar plan (/guide/moving-checklist.ics, /es/guide/moving-checklist.ics) and the
 * PDF (/guide/moving-checklist.pdf, /es/...). The route files read the guide entry of their
 * language (`guides` or `guidesEs`) and hand it here.
 */
import { buildChecklistPdf } from './checklist-pdf';
import { SITE } from '../../domain/catalog';
import { phaseDueDate, planTasks, planToICalendar, readPlanQuery, shortDate } from '../../domain/moving-plan';
import type { GuideOf } from '../../content/guides/schema';
import { localizedPath, type Locale } from '../../i18n/locale';
import { fill, messages } from '../../i18n/messages';
import { linkIn } from '../../i18n/routes';

type Checklist = Pick<GuideOf<'checklist'>, 'title' | 'phases' | 'tips'>;

const badDate = (locale: Locale) =>
  Response.json({ error: { code: 'bad_request', message: messages(locale).guides.checklist.moveDateMessage } }, { status: 400 });

/**
 * `?moveDate=YYYY-MM-DD[&neighborhood=…|&zip=…]`: one all-day event per task on its due date,
 * in the page's language, its links to that language's pages. A missing or bad date answers
 * 400 with a JSON message.
 */
export function checklistCalendar(guide: Checklist, url: URL, site: URL | undefined, locale: Locale, now = new Date()): Response {
  const { moveDate, place } = readPlanQuery(url.searchParams);
  if (!moveDate) return badDate(locale);
  const tasks = planTasks(guide.phases, moveDate, (site ?? url).href, place, (path) => linkIn(path, locale));
  const body = planToICalendar(tasks, { now, calendarName: messages(locale).guides.checklist.calendarName });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="charlotte-move-${moveDate}.ics"`,
      'Content-Language': locale,
      'Cache-Control': 'private, max-age=300',
    },
  });
}

/**
 * Every phase and item as a PDF; with `?moveDate=YYYY-MM-DD` each phase prints its due date
 * (a bad date answers 400 with a JSON message).
 */
export async function checklistPdf(guide: Checklist, url: URL, site: URL | undefined, locale: Locale): Promise<Response> {
  const { moveDate } = readPlanQuery(url.searchParams);
  if (url.searchParams.has('moveDate') && !moveDate) return badDate(locale);
  const t = messages(locale).guides.checklist;
  const bytes = await buildChecklistPdf({
    title: fill(t.pdfTitle, { title: guide.title }),
    intro: moveDate ? fill(t.pdfIntroDated, { date: shortDate(moveDate, locale) }) : t.pdfIntro,
    phases: guide.phases.map((phase) => {
      const due = moveDate ? phaseDueDate(moveDate, phase.id) : null;
      return due ? { ...phase, due: shortDate(due, locale) } : phase;
    }),
    tips: guide.tips,
    siteName: SITE.name,
    url: new URL(localizedPath('/guide/moving-checklist', locale), site ?? 'http://localhost:4321').href,
    words: { due: t.pdfDue, tips: t.tips, page: t.pdfPage, subject: t.pdfSubject },
    language: locale === 'es' ? 'es-US' : 'en-US',
  });
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Language': locale,
      'Cache-Control': moveDate ? 'private, max-age=300' : 'public, max-age=3600',
    },
  });
}
