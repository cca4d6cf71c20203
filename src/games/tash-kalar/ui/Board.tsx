// The 69-square arena: coloured squares, pieces, and the squares the current decision may use.

import { GREEN, onBoard, RED, SIZE, sq } from '../data';
import type { Board as BoardData } from '../rules/types';
import { PieceMark } from './PieceMark';
import { SQUARE_MARK } from './symbols';

export interface BoardMarks {
  /** Squares a tap may use now. */
  readonly legal: ReadonlySet<number>;
  /** Squares of the pattern being previewed (summoning) or of the chosen piece. */
  readonly picked: ReadonlySet<number>;
  /** The square the being would go on, or the piece about to move. */
  readonly focus: number | null;
}

interface Props {
  readonly board: BoardData;
  readonly marks: BoardMarks;
  readonly colors: readonly string[];
  readonly glyphs: Readonly<Record<'c' | 'h' | 'L', string>>;
  readonly label: (s: number) => string;
  readonly onCell: (s: number) => void;
}

export function Board({ board, marks, colors, glyphs, label, onCell }: Props) {
  const cells = [];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const s = sq(x, y);
      if (!onBoard(x, y)) {
        cells.push(<span key={s} class="tk-off" />);
        continue;
      }
      const p = board[s];
      const colour = RED.includes(s) ? 'red' : GREEN.includes(s) ? 'green' : null;
      const cls = [
        'tk-cell',
        colour ? `tk-${colour}` : '',
        marks.legal.has(s) ? 'tk-legal' : '',
        marks.picked.has(s) ? 'tk-picked' : '',
        marks.focus === s ? 'tk-focus' : '',
      ].join(' ');
      cells.push(
        <button
          key={s}
          type="button"
          class={cls}
          data-testid={`tk-cell-${s}`}
          data-legal={marks.legal.has(s) ? 'true' : 'false'}
          aria-label={label(s)}
          onClick={() => onCell(s)}
        >
          {colour ? <span class="tk-square-mark">{SQUARE_MARK[colour]}</span> : null}
          {p ? <PieceMark owner={p.o} rank={p.r} color={colors[p.o] ?? ''} glyph={glyphs[p.r]} /> : null}
        </button>,
      );
    }
  }
  return (
    <div class="tk-board" data-testid="tk-board">
      {cells}
    </div>
  );
}
