import { describe, expect, it } from 'vitest';
import { renderHtml, renderText, type Block } from './render';

const blocks: Block[] = [
  { kind: 'paragraph', text: 'Hello <Pat> & "friends",\nsecond line' },
  { kind: 'button', label: 'Open it', href: 'https://directory.example/a?b=1&c=2' },
  { kind: 'link', text: 'Your dashboard:', href: 'https://directory.example/owner' },
  { kind: 'list', items: [{ text: 'Queen City Movers', note: 'Movers', href: 'https://directory.example/m' }, { text: 'No link' }] },
  { kind: 'links', items: [{ text: 'Manage', href: 'https://directory.example/manage' }] },
];

describe('the e-mail renderer', () => {
  it('writes every block in the text part, a blank line apart, and signs with the site name', () => {
    expect(renderText(blocks)).toBe(
      [
        'Hello <Pat> & "friends",\nsecond line',
        'Open it: https://directory.example/a?b=1&c=2',
        'Your dashboard:\nhttps://directory.example/owner',
        '- Queen City Movers (Movers): https://directory.example/m\n- No link',
        'Manage: https://directory.example/manage',
        'Charlotte Directory',
      ].join('\n\n'),
    );
  });

  it('writes the same words and links in the HTML part, escaped, with the button and the link spelled out', () => {
    const html = renderHtml(blocks);
    expect(html).toContain('<p>Hello &lt;Pat&gt; &amp; &quot;friends&quot;,<br>second line</p>');
    expect(html).toMatch(/<a href="https:\/\/directory\.example\/a\?b=1&amp;c=2" style="[^"]+">Open it<\/a>/);
    expect(html).toContain('Or open this link: <br><a href="https://directory.example/a?b=1&amp;c=2">https://directory.example/a?b=1&amp;c=2</a>');
    expect(html).toContain('<li><a href="https://directory.example/m">Queen City Movers</a> (Movers)</li>');
    expect(html).toContain('<li>No link</li>');
    expect(html).toContain('<a href="https://directory.example/manage">Manage</a>');
    expect(html).toContain('<p>Charlotte Directory</p>');
    expect(html).not.toMatch(/<(?!\/?(?:p|a|br|ul|li|html|body)\b|!doctype)/);
  });

  it('makes a web address in a paragraph a link in the HTML', () => {
    expect(renderHtml([{ kind: 'paragraph', text: 'Claim it: https://directory.example/claim?b=a&c=d now' }])).toContain(
      '<p>Claim it: <a href="https://directory.example/claim?b=a&amp;c=d">https://directory.example/claim?b=a&amp;c=d</a> now</p>',
    );
  });

  it('leaves out the spelled-out link when the button says so', () => {
    const html = renderHtml([{ kind: 'button', label: 'See all results', href: 'https://directory.example/r', spelledOut: false }]);
    expect(html).toContain('>See all results</a>');
    expect(html).not.toContain('Or open this link');
  });
});
