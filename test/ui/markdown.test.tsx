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

  describe('list items keep their wrapped lines', () => {
    const items = (el: HTMLElement, sel = 'ul > li') => [...el.querySelectorAll(sel)].map((li) => li.textContent);

    test('an English item wrapped onto an indented line stays one item, with no stray paragraph', () => {
      const el = html(
        '- **Rounds**: 9 with 3 players. The short game no\n  longer applies.\n- **Next**: one line.\n\nAfter the list.',
      );
      expect(items(el)).toEqual(['Rounds: 9 with 3 players. The short game no longer applies.', 'Next: one line.']);
      expect([...el.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['After the list.']);
    });

    test('a Japanese item wrapped onto the next line joins without a space', () => {
      const el = html('- **配置**：ストックからユニットを置く。\n  **ダウングレード**：その逆。\n- 二つ目');
      expect(items(el)).toEqual(['配置：ストックからユニットを置く。ダウングレード：その逆。', '二つ目']);
      expect(el.querySelector('p')).toBeNull();
    });

    test('a numbered item also keeps an unindented (lazy) continuation line', () => {
      const el = html('1. Deal the cards and turn up\nthe top card.\n2. Predict.');
      expect(items(el, 'ol > li')).toEqual(['Deal the cards and turn up the top card.', 'Predict.']);
    });

    test('an indented list nests under its item, and the outer list goes on after it', () => {
      const el = html(
        '- Quarters pay bonuses:\n  - rockets: cross them, if the arrow was\n    activated before.\n  - build: write an X.\n- Rocket track.',
      );
      expect([...el.querySelectorAll(':scope > ul > li')].length).toBe(2);
      expect(items(el, 'ul ul > li')).toEqual([
        'rockets: cross them, if the arrow was activated before.',
        'build: write an X.',
      ]);
      expect(el.querySelector(':scope > ul > li:last-child')?.textContent).toBe('Rocket track.');
      expect(el.querySelector('p')).toBeNull();
    });

    test('a blank line ends the list: the next text is a paragraph, a numbered list after it is its own list', () => {
      const blocks = parseMarkdown('- a\n  b\n\nThen this.\n\n1. one');
      expect(blocks.map((b) => b.kind)).toEqual(['list', 'paragraph', 'list']);
    });

    test('Japanese paragraph lines join without a space, English ones with one', () => {
      const el = html('ゲームの\n目的です。\n\nThe aim\nof the game.');
      expect([...el.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
        'ゲームの目的です。',
        'The aim of the game.',
      ]);
    });
  });
});

const RULES = import.meta.glob<string>('../../src/games/*/rules.*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

// A wrapped item line read as its own paragraph would start mid-sentence, in lower case.
test.each(Object.keys(RULES))('%s has no paragraph that starts mid-sentence', (path) => {
  const broken = parseMarkdown(RULES[path] ?? '')
    .filter((b) => b.kind === 'paragraph')
    .map((b) => (b.content[0]?.kind === 'text' ? b.content[0].text : ''))
    .filter((text) => /^[a-z]/.test(text));
  expect(broken).toEqual([]);
});
