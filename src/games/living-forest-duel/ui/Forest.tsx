// A player's forest: a grid that grows, in a pannable box with zoom buttons; legal squares for the chosen pile.

import { useState } from 'preact/hooks';
import type { ForestCell } from '../rules/types';
import { squareKey } from './legal-options';
import { TreeCard } from './TreeCard';

export interface ForestProps {
  readonly seat: number;
  readonly forest: readonly ForestCell[];
  /** Squares the chosen pile may go on (empty when the viewer is not planting here). */
  readonly legal: ReadonlySet<string>;
  readonly onSquare: (x: number, y: number) => void;
  readonly title: string;
  readonly t: (code: string, params?: Record<string, string | number>) => string;
}

const ZOOMS = ['s', 'm', 'l'] as const;

export function Forest({ seat, forest, legal, onSquare, title, t }: ForestProps) {
  const [zoom, setZoom] = useState(1);
  const xs = forest.map((c) => c.x);
  const ys = forest.map((c) => c.y);
  const minX = Math.min(...xs) - 1;
  const maxX = Math.max(...xs) + 1;
  const minY = Math.min(...ys) - 1;
  const maxY = Math.max(...ys) + 1;
  const rows: number[] = [];
  for (let y = minY; y <= maxY; y++) rows.push(y);
  const cols: number[] = [];
  for (let x = minX; x <= maxX; x++) cols.push(x);
  const byKey = new Map(forest.map((c) => [squareKey(c.x, c.y), c]));
  return (
    <section class="lf-forest" data-testid={`forest-${seat}`}>
      <div class="lf-forest-head">
        <h2 class="game-heading">{title}</h2>
        <button
          type="button"
          class="lf-zoom"
          aria-label={t('ui.zoom-out')}
          disabled={zoom === 0}
          onClick={() => setZoom(zoom - 1)}
        >
          −
        </button>
        <button
          type="button"
          class="lf-zoom"
          aria-label={t('ui.zoom-in')}
          disabled={zoom === ZOOMS.length - 1}
          onClick={() => setZoom(zoom + 1)}
        >
          +
        </button>
      </div>
      <div class="lf-forest-scroll">
        <table class={`lf-grid lf-zoom-${ZOOMS[zoom] ?? 'm'}`}>
          <tbody>
            {rows.map((y) => (
              <tr key={y}>
                {cols.map((x) => {
                  const k = squareKey(x, y);
                  const cell = byKey.get(k);
                  const ok = legal.has(k);
                  const top = cell?.cards[cell.cards.length - 1];
                  return (
                    <td key={k}>
                      <button
                        type="button"
                        class={`lf-square${ok ? ' lf-legal' : ''}${cell ? '' : ' lf-open'}`}
                        data-testid={`square-${seat}-${x}-${y}`}
                        data-legal={ok ? 'true' : 'false'}
                        // An empty square has no card to name it: say where it is.
                        aria-label={top ? undefined : t('ui.square-empty', { col: x - minX + 1, row: y - minY + 1 })}
                        aria-disabled={ok ? undefined : 'true'}
                        onClick={() => onSquare(x, y)}
                      >
                        {top ? <TreeCard id={top} t={t} under={(cell?.cards.length ?? 1) - 1} /> : null}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
