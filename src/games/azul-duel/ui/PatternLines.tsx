// The six pattern lines, filled right to left; while tiles are in hand each line is a button.

import type { AdMove, Board, LineTarget } from '../rules/types';
import { Tile } from './Tile';

interface Props {
  readonly board: Board;
  readonly choosing: boolean;
  readonly lines: ReadonlySet<LineTarget>;
  readonly onMove: (m: AdMove) => void;
  readonly name: (kind: string) => string;
  readonly title: string;
}

export function PatternLines({ board, choosing, lines, onMove, name, title }: Props) {
  return (
    <ol class="ad-lines" aria-label={title}>
      {board.lines.map((l, i) => {
        const cells = Array.from({ length: i + 1 }, (_, k) => {
          // Filled from the right: the last `count` spaces hold tiles; chip-paid spaces are marked.
          const fromRight = i - k;
          const full = fromRight < l.count && l.color;
          const chip = full && fromRight >= l.count - l.chips;
          return full && l.color ? (
            <span key={k} class={chip ? 'ad-chip-paid' : ''}>
              <Tile kind={l.color} name={name(l.color)} small />
            </span>
          ) : (
            <span key={k} class="ad-line-space" />
          );
        });
        const body = (
          <>
            <span class="ad-line-no">{i + 1}</span>
            <span class="ad-line-cells">{cells}</span>
          </>
        );
        return (
          <li key={i}>
            {choosing ? (
              <button
                type="button"
                class="ad-line"
                data-testid={`line-${i}`}
                data-legal={String(lines.has(i))}
                onClick={() => onMove({ kind: 'placeTiles', line: i })}
              >
                {body}
              </button>
            ) : (
              <div class="ad-line">{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
