// The rules Markdown renderer: the supported subset, and no raw HTML or foreign image ever passes through.

import { render } from '@testing-library/preact';
import { describe, expect, test } from 'vitest';
import { Markdown } from '../../src/ui/Markdown';
import { isSameOriginSrc, parseMarkdown } from '../../src/ui/markdown';

function html(source: string): HTMLElement {
  return render(<Markdown source={source} testId="md" />).getByTestId('md');
}

describe('markdown renderer', () => {
  test('headings, paragraphs, lists, bold and italic become elements', () => {
    const el = html('# Title\n\nSome **bold** and *soft* words\nacross lines.\n\n- one\n- two\n\n1. first\n2. second');
    expect(el.querySelector('h2')?.textContent).toBe('Title');
    expect(el.querySelector('p strong')?.textContent).toBe('bold');
    expect(el.querySelector('p em')?.textContent).toBe('soft');
    expect(el.querySelector('p')?.textContent).toBe('Some bold and soft words across lines.');
    expect([...el.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(['one', 'two']);
    expect([...el.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['first', 'second']);
  });

  test('tables have a head and rows', () => {
    const el = html('| Card | Points |\n| --- | ---: |\n| Wizard | **5** |\n| Jester | 0 |');
    expect([...el.querySelectorAll('th')].map((c) => c.textContent)).toEqual(['Card', 'Points']);
    expect([...el.querySelectorAll('tbody tr')].length).toBe(2);
    expect(el.querySelector('tbody td strong')?.textContent).toBe('5');
  });

  test.each([
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    'text <b onclick="x()">bold</b>',
    '<iframe src="https://example.com"></iframe>',
  ])('raw HTML stays text: %s', (source) => {
    const el = html(source);
    expect(el.querySelector('script, img, b, iframe')).toBeNull();
    expect(el.textContent).toContain(source.slice(0, 8));
  });

  test('images only from our own origin; others show their alt text', () => {
    const el = html('![board](/rules/board.png) ![evil](https://evil.example/x.png) ![js](javascript:alert(1))');
    const imgs = [...el.querySelectorAll('img')];
    expect(imgs.map((i) => i.getAttribute('src'))).toEqual(['/rules/board.png']);
    expect(el.textContent).toContain('evil');
  });

  test.each([
    ['/a.png', true],
    ['img/a.png', true],
    ['//evil.example/a.png', false],
    ['https://evil.example/a.png', false],
    ['data:image/png;base64,AAAA', false],
    ['JavaScript:alert(1)', false],
  ])('isSameOriginSrc(%s) is %s', (src, expected) => {
    expect(isSameOriginSrc(src)).toBe(expected);
  });

  test('links keep only their words', () => {
    expect(parseMarkdown('see [the site](https://x.example)')).toEqual([
      {
        kind: 'paragraph',
        content: [
          { kind: 'text', text: 'see ' },
          { kind: 'text', text: 'the site' },
        ],
      },
    ]);
  });
});
