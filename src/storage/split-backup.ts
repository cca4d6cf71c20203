// Cutting a backup's text into its header and one text per game, in slices: one JSON.parse of a whole 8 MB file
// holds the page for a tenth of a second, a game's text parses in well under a millisecond.

import type { Slicer } from './slices';

/** A backup's text cut apart: the file with `"games": []`, and the exact text of each entry of `games`. */
export interface SplitText {
  readonly header: string;
  readonly games: readonly string[];
}

/**
 * - `split`: the file has the shape of a backup (an object whose one `games` field is an array of objects).
 * - `whole`: any other text (not JSON, another shape): JSON.parse of the whole text answers what it is.
 * - `too-deep`: brackets nest deeper than `maxDepth`, refused before anything is parsed.
 */
export type Split =
  | { readonly kind: 'split'; readonly text: SplitText }
  | { readonly kind: 'whole' }
  | { readonly kind: 'too-deep' }
  | { readonly kind: 'cancelled' };

/** Characters scanned between two looks at the clock. */
const CHUNK = 1 << 16;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const isSpace = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** The scan's state between characters. Depth 1 is inside the file's object, 2 inside `games`, 3 inside a game. */
class Scanner {
  depth = 0;
  inString = false;
  stringStart = -1;
  /** The last string closed at depth 1, and the key it became after a ':' (the field whose value comes next). */
  lastString: [number, number] | null = null;
  key: string | null = null;
  inGames = false;
  seenGames = false;
  gamesOpen = -1;
  gamesClose = -1;
  elementStart = -1;
  /** Between the entries of `games`: what may come next. */
  expect: 'first' | 'element' | 'comma' = 'first';
  shaped = true;
  tooDeep = false;
  readonly games: string[] = [];

  constructor(
    private readonly text: string,
    private readonly maxDepth: number,
  ) {}

  /** Scan from `from` to about `to`: where to go on (past `to` when an escape straddles it), or -1 when too deep. */
  scan(from: number, to: number): number {
    const { text } = this;
    let i = from;
    for (; i < to; i++) {
      const c = text.charCodeAt(i);
      if (this.inString) {
        if (c === BACKSLASH) i++;
        else if (c === QUOTE) this.closeString(i);
      } else if (c === QUOTE) this.openString(i);
      else if (c === 0x7b || c === 0x5b) {
        if (!this.open(c, i)) return -1;
      } else if (c === 0x7d || c === 0x5d) this.close(i);
      else if (c === 0x3a && this.depth === 1) this.takeKey();
      else if (c === 0x2c) this.comma();
      else if (this.inGames && this.depth === 2 && !isSpace(c)) this.shaped = false;
    }
    return i;
  }

  private openString(i: number): void {
    this.inString = true;
    this.stringStart = i;
    if (this.inGames && this.depth === 2) this.shaped = false;
  }

  private closeString(i: number): void {
    this.inString = false;
    if (this.depth === 1) this.lastString = [this.stringStart, i + 1];
  }

  private takeKey(): void {
    const s = this.lastString;
    try {
      this.key = s ? (JSON.parse(this.text.slice(s[0], s[1])) as string) : null;
    } catch {
      this.shaped = false;
    }
  }

  private open(c: number, i: number): boolean {
    if (this.depth === 1 && c === 0x5b && this.key === 'games') {
      if (this.seenGames) this.shaped = false; // `games` twice: JSON.parse would keep the last one; so do we, whole
      this.seenGames = true;
      this.inGames = true;
      this.gamesOpen = i;
    } else if (this.inGames && this.depth === 2) {
      if (c !== 0x7b || this.expect === 'comma') this.shaped = false;
      this.elementStart = i;
    }
    this.depth++;
    if (this.depth > this.maxDepth) this.tooDeep = true;
    return !this.tooDeep;
  }

  private close(i: number): void {
    if (this.inGames && this.depth === 3 && this.elementStart >= 0) {
      this.games.push(this.text.slice(this.elementStart, i + 1));
      this.elementStart = -1;
      this.expect = 'comma';
    } else if (this.inGames && this.depth === 2) {
      if (this.expect === 'element') this.shaped = false; // a trailing comma
      this.inGames = false;
      this.gamesClose = i;
    }
    this.depth--;
  }

  private comma(): void {
    if (this.depth === 1) this.key = null;
    else if (this.inGames && this.depth === 2) {
      if (this.expect !== 'comma') this.shaped = false;
      this.expect = 'element';
    }
  }
}

/**
 * One pass over the text, in slices: bracket depth outside strings (refusing absurd nesting before any parse),
 * and where the entries of `games` start and end. Each piece is an exact JSON value of the text, so parsing the
 * header and each game apart gives what parsing the whole would, and a text that is not JSON fails either way.
 */
export async function splitBackup(text: string, maxDepth: number, slicer: Slicer): Promise<Split> {
  const scanner = new Scanner(text, maxDepth);
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start++;
  if (text.charCodeAt(start) !== 0x7b) scanner.shaped = false;
  for (let from = 0; from < text.length; ) {
    const next = scanner.scan(from, Math.min(from + CHUNK, text.length));
    if (next < 0) return { kind: 'too-deep' };
    if (await slicer.tick(next - from)) return { kind: 'cancelled' };
    from = next;
  }
  const complete = !scanner.inString && scanner.depth === 0;
  if (!complete || !scanner.shaped || !scanner.seenGames || scanner.inGames) return { kind: 'whole' };
  const header = `${text.slice(0, scanner.gamesOpen)}[]${text.slice(scanner.gamesClose + 1)}`;
  return { kind: 'split', text: { header, games: scanner.games } };
}
