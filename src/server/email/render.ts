/**
 * The one renderer of every e-mail: a template (./templates/) writes a message as blocks, and
 * the plain-text part and the HTML part are both derived from them here, so the two always
 * say the same words. Every text is escaped for HTML here; templates never write markup.
 * The site's name closes every message.
 */
import { SITE } from '../../domain/catalog';
import type { Locale } from '../../i18n/locale';
import { mailWords } from './locale';
import type { Env } from '../env';
import type { OutboxOwner } from './message';

/** Text as it may stand in a message's HTML: the five characters HTML gives meaning to, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** One piece of a message. */
export type Block =
  /** A paragraph of text; its line breaks are kept, and a web address in it is a link in the HTML. */
  | { kind: 'paragraph'; text: string }
  /** The main link as a button; below it the link written out, unless `spelledOut` is false. In text: "label: href". */
  | { kind: 'button'; label: string; href: string; spelledOut?: boolean }
  /** A link written out on its own, after `text` when given. */
  | { kind: 'link'; text?: string; href: string }
  /** A list of items, each linked when it has an `href`, with a `note` after it. */
  | { kind: 'list'; items: Array<{ text: string; href?: string; note?: string }> }
  /** Small links side by side (text: one a line). */
  | { kind: 'links'; items: Array<{ text: string; href: string }> };

/** A message's words as its template writes them (its subject comes from {@link EmailTemplate.subject}). */
export interface EmailContent {
  blocks: Block[];
  /** Extra message headers (the alert digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** The link the server log prints when no provider sends the message, and what it is. */
  logLink: { label: string; href: string };
  /** The message's language (absent: English): the HTML's `lang` and the renderer's own words. */
  lang?: Locale;
}

const BUTTON_STYLE = 'display:inline-block;background:#174ea3;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none';

const anchor = (href: string, text: string, style?: string) => `<a href="${escapeHtml(href)}"${style ? ` style="${style}"` : ''}>${escapeHtml(text)}</a>`;

/** Text as HTML, escaped, each web address in it a link. */
function linked(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, index) => (index % 2 === 1 ? anchor(part, part) : escapeHtml(part)))
    .join('');
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}: ${block.href}`;
    case 'link':
      return block.text ? `${block.text}\n${block.href}` : block.href;
    case 'list':
      return block.items.map((item) => `- ${item.text}${item.note ? ` (${item.note})` : ''}${item.href ? `: ${item.href}` : ''}`).join('\n');
    case 'links':
      return block.items.map((item) => `${item.text}: ${item.href}`).join('\n');
  }
}

function blockHtml(block: Block, lang: Locale): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${linked(block.text).replace(/\n/g, '<br>')}</p>`;
    case 'button':
      return `<p>${anchor(block.href, block.label, BUTTON_STYLE)}</p>${
        block.spelledOut === false ? '' : `\n<p>${escapeHtml(mailWords(lang).orOpenLink)} <br>${anchor(block.href, block.href)}</p>`
      }`;
    case 'link':
      return `<p>${block.text ? `${escapeHtml(block.text)}<br>` : ''}${anchor(block.href, block.href)}</p>`;
    case 'list':
      return `<ul>\n${block.items
        .map((item) => `<li>${item.href ? anchor(item.href, item.text) : escapeHtml(item.text)}${item.note ? ` (${escapeHtml(item.note)})` : ''}</li>`)
        .join('\n')}\n</ul>`;
    case 'links':
      return `<p>${block.items.map((item) => anchor(item.href, item.text)).join(' · ')}</p>`;
  }
}

/** The plain-text part: the blocks a blank line apart, then the site's name. */
export function renderText(blocks: Block[]): string {
  return [...blocks.map(blockText), SITE.name].join('\n\n');
}

/** The HTML part in `lang` (default English): the same blocks as HTML, then the site's name. */
export function renderHtml(blocks: Block[], lang: Locale = 'en'): string {
  return `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
${[...blocks.map((block) => blockHtml(block, lang)), `<p>${escapeHtml(SITE.name)}</p>`].join('\n')}
</body></html>`;
}

/** What a template may use besides its payload: the site's address, the link-signing secret and the recipient. */
interface TemplateContext {
  env: Env;
  secret: string;
  to: string;
}

/**
 * One e-mail kind, from what its outbox row keeps (the payload): its subject (stored when the
 * message is queued) and its words as blocks (rendered when it is sent or shown). Pure: no
 * database, no clock.
 */
export interface EmailTemplate<P> {
  subject(payload: P): string;
  render(payload: P, ctx: TemplateContext): EmailContent;
  /** The claim, quote request or saved search the message belongs to (its row's link), if any. */
  belongsTo?(payload: P): OutboxOwner;
}
