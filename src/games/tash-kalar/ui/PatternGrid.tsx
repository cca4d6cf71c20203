// A card's summoning pattern as a small grid: the being's square, required ranks, and marked squares.

import type { BeingCard } from '../data';

interface Props {
  readonly card: BeingCard;
  readonly glyphs: Readonly<Record<'c' | 'h' | 'L', string>>;
}

function cellClass(tok: string): string {
  if (tok === '@') return 'tk-pat-self';
  if (tok.startsWith('[')) return 'tk-pat-self tk-pat-onto';
  if (tok === '*') return 'tk-pat-mark';
  if (tok === '.') return 'tk-pat-empty';
  return tok.endsWith('*') ? 'tk-pat-need tk-pat-mark' : 'tk-pat-need';
}

export function PatternGrid({ card, glyphs }: Props) {
  const rows = card.pattern.map((r) => r.split(' '));
  const width = Math.max(...rows.map((r) => r.length));
  return (
    <span class="tk-pattern" style={{ gridTemplateColumns: `repeat(${width}, 12px)` }} aria-hidden="true">
      {rows.flatMap((row, y) =>
        Array.from({ length: width }, (_, x) => {
          const tok = row[x] ?? '.';
          const need = tok.replace(/[[\]*]/g, '');
          const text =
            tok === '@' ? glyphs[card.rank] : need === 'c' || need === 'h' || need === 'L' ? glyphs[need] : '';
          return (
            <span key={`${x}-${y}`} class={`tk-pat ${cellClass(tok)}`}>
              {text}
            </span>
          );
        }),
      )}
    </span>
  );
}
