// A tiny Markdown reader for rules text: headings, paragraphs, lists, bold/italic, code, tables, same-origin images.
// It builds a plain tree (never HTML strings), so raw HTML in the source can only ever show up as text.

export type Inline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'strong'; readonly children: readonly Inline[] }
  | { readonly kind: 'em'; readonly children: readonly Inline[] }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'image'; readonly alt: string; readonly src: string };

export type Block =
  | { readonly kind: 'heading'; readonly level: 1 | 2 | 3 | 4; readonly content: readonly Inline[] }
  | { readonly kind: 'paragraph'; readonly content: readonly Inline[] }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly ListItem[] }
  | {
      readonly kind: 'table';
      readonly head: readonly (readonly Inline[])[];
      readonly rows: readonly (readonly Inline[])[][];
    };

/** A list item: its words (wrapped source lines joined) and any lists nested under it. */
export interface ListItem {
  readonly content: readonly Inline[];
  readonly nested: readonly Block[];
}

/** Only images from our own origin: a relative or root path, never a scheme (http:, data:, javascript:) or `//host`. */
export function isSameOriginSrc(src: string): boolean {
  const s = src.trim();
  if (s === '' || s.startsWith('//') || s.includes('\\')) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(s);
}

const INLINE_PATTERNS: readonly { readonly re: RegExp; readonly make: (m: RegExpExecArray) => Inline }[] = [
  { re: /^!\[([^\]]*)\]\(([^)\s]+)\)/, make: (m) => image(m[1] ?? '', m[2] ?? '') },
  // A link keeps only its words: the rules never send a player elsewhere.
  { re: /^\[([^\]]+)\]\([^)]*\)/, make: (m) => ({ kind: 'text', text: m[1] ?? '' }) },
  { re: /^`([^`]+)`/, make: (m) => ({ kind: 'code', text: m[1] ?? '' }) },
  { re: /^\*\*(.+?)\*\*/, make: (m) => ({ kind: 'strong', children: parseInline(m[1] ?? '') }) },
  { re: /^__(.+?)__/, make: (m) => ({ kind: 'strong', children: parseInline(m[1] ?? '') }) },
  { re: /^\*([^*]+)\*/, make: (m) => ({ kind: 'em', children: parseInline(m[1] ?? '') }) },
  { re: /^_([^_]+)_/, make: (m) => ({ kind: 'em', children: parseInline(m[1] ?? '') }) },
];

function image(alt: string, src: string): Inline {
  return isSameOriginSrc(src) ? { kind: 'image', alt, src } : { kind: 'text', text: alt };
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  let rest = text;
  while (rest.length > 0) {
    const hit = matchInline(rest);
    if (hit) {
      if (plain) out.push({ kind: 'text', text: plain });
      plain = '';
      out.push(hit.node);
      rest = rest.slice(hit.length);
    } else {
      plain += rest[0];
      rest = rest.slice(1);
    }
  }
  if (plain) out.push({ kind: 'text', text: plain });
  return out;
}

function matchInline(rest: string): { node: Inline; length: number } | null {
  const c = rest[0];
  if (c !== '!' && c !== '[' && c !== '`' && c !== '*' && c !== '_') return null;
  for (const p of INLINE_PATTERNS) {
    const m = p.re.exec(rest);
    if (m) return { node: p.make(m), length: m[0].length };
  }
  return null;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

function cells(line: string): Inline[][] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split('|').map((c) => parseInline(c.trim()));
}

function headingLevel(hashes: number): 1 | 2 | 3 | 4 {
  return Math.min(hashes, 4) as 1 | 2 | 3 | 4;
}

/** Read one block starting at line i; returns it and the index of the next unread line. */
function readBlock(lines: readonly string[], i: number): { block: Block | null; next: number } {
  const line = lines[i] ?? '';
  if (line.trim() === '') return { block: null, next: i + 1 };
  const h = HEADING.exec(line);
  if (h)
    return {
      block: { kind: 'heading', level: headingLevel((h[1] ?? '#').length), content: parseInline(h[2] ?? '') },
      next: i + 1,
    };
  if (TABLE_ROW.test(line) && TABLE_RULE.test(lines[i + 1] ?? '')) return readTable(lines, i);
  if (LIST_MARKER.test(line)) return readList(lines, i);
  return readParagraph(lines, i);
}

function readTable(lines: readonly string[], start: number): { block: Block; next: number } {
  const head = cells(lines[start] ?? '');
  const rows: Inline[][][] = [];
  let i = start + 2;
  while (i < lines.length && TABLE_ROW.test(lines[i] ?? '')) rows.push(cells(lines[i++] ?? ''));
  return { block: { kind: 'table', head, rows }, next: i };
}

const LIST_MARKER = /^(\s*)(?:([-*+])|(\d+)[.)])\s+(.*)$/;

interface Marker {
  readonly indent: number;
  readonly ordered: boolean;
  readonly text: string;
}

function markerOf(line: string): Marker | null {
  const m = LIST_MARKER.exec(line);
  if (!m) return null;
  return { indent: (m[1] ?? '').length, ordered: m[2] === undefined, text: m[4] ?? '' };
}

/**
 * A list runs while its lines are items of the same kind and indent, their wrapped continuation lines (indented
 * or not), or lists nested deeper. A blank line, a heading, a table or a shallower item ends it.
 */
function readList(lines: readonly string[], start: number): { block: Block; next: number } {
  const first = markerOf(lines[start] ?? '');
  if (!first) throw new Error(`Expected a list item at line ${start + 1}`);
  const items: { parts: string[]; nested: Block[] }[] = [];
  let i = start;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || HEADING.test(line) || TABLE_ROW.test(line)) break;
    const m = markerOf(line);
    const current = items[items.length - 1];
    if (m && m.indent > first.indent && current) {
      const sub = readList(lines, i);
      current.nested.push(sub.block);
      i = sub.next;
      continue;
    }
    if (m && (m.indent < first.indent || m.ordered !== first.ordered)) break;
    if (m) items.push({ parts: [m.text], nested: [] });
    else current?.parts.push(line.trim());
    i++;
  }
  const done = items.map((it) => ({ content: parseInline(joinLines(it.parts)), nested: it.nested }));
  return { block: { kind: 'list', ordered: first.ordered, items: done }, next: i };
}

/** Kana, kanji and full-width forms: Japanese wraps between them without a space. */
const WIDE = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;

/** Source lines of one paragraph or item, joined as the reader would read them. */
function joinLines(parts: readonly string[]): string {
  return parts.reduce((acc, part) => {
    if (acc === '') return part;
    const last = acc.replace(/[*_]+$/, '').slice(-1);
    const next = part.replace(/^[*_]+/, '').charAt(0);
    return WIDE.test(last) || WIDE.test(next) ? acc + part : `${acc} ${part}`;
  }, '');
}

function startsOtherBlock(line: string): boolean {
  return line.trim() === '' || HEADING.test(line) || LIST_MARKER.test(line) || TABLE_ROW.test(line);
}

function readParagraph(lines: readonly string[], start: number): { block: Block; next: number } {
  const parts: string[] = [lines[start]?.trim() ?? ''];
  let i = start + 1;
  while (i < lines.length && !startsOtherBlock(lines[i] ?? '')) parts.push((lines[i++] ?? '').trim());
  return { block: { kind: 'paragraph', content: parseInline(joinLines(parts)) }, next: i };
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const { block, next } = readBlock(lines, i);
    if (block) blocks.push(block);
    i = next;
  }
  return blocks;
}
