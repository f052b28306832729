/**
 * The one layout of every e-mail the site sends: a plain-text part and an HTML part with
 * the same words, the main link as a button, the link written out below it, and the site's
 * name as the sign-off. Each kind's module writes only its words (./outbox.ts,
 * ./staff-invitation.ts, ./owner-invitation.ts, ./quote-emails.ts, ./password-reset.ts,
 * ./owner-notices.ts, ./review-invitation.ts, ./alert-emails.ts).
 */
import { SITE } from '../../domain/catalog';
import { escapeHtml, type OutboxRow, type RenderedEmail } from './message';

export interface EmailContent {
  /** The plain-text body, line by line, without the sign-off. */
  text: string[];
  /** HTML paragraphs (escaped by the caller) before the button. */
  intro: string[];
  /** The main link as a button (its label and where it goes), with the link written out below. */
  button?: { href: string; label: string; /** False: no "Or open this link" line under it. */ spelledOut?: boolean };
  /** The main link when the message shows no button (the words link to it themselves). */
  link?: string;
  /** HTML paragraphs (escaped by the caller) after the link. */
  outro?: string[];
  /** What the link is, for the server log when no provider sends the message. */
  linkLabel: string;
}

/** One paragraph of visitor or site text as HTML: escaped, line breaks kept. */
export const htmlParagraph = (text: string): string => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** The message as it is sent, in the site's one layout. */
export function renderEmail(row: OutboxRow, content: EmailContent): RenderedEmail {
  const { button } = content;
  const text = [...content.text, '', SITE.name].join('\n');
  const buttonHtml = button
    ? `<p><a href="${escapeHtml(button.href)}" style="display:inline-block;background:#174ea3;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>
${button.spelledOut === false ? '' : `<p>Or open this link: <br><a href="${escapeHtml(button.href)}">${escapeHtml(button.href)}</a></p>\n`}`
    : '';
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${content.intro.join('\n')}
${buttonHtml}${(content.outro ?? []).map((paragraph) => `${paragraph}\n`).join('')}<p>${escapeHtml(SITE.name)}</p>
</body></html>`;
  return { to: row.to_address, subject: row.subject, text, html, link: button?.href ?? content.link ?? '', linkLabel: content.linkLabel };
}
