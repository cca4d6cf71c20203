// One player's board: name and score, pattern lines, the wall of dome plates, the floor line and held bonus chips.

import { FLOOR_PENALTIES } from '../data';
import type { AdMove, Board, LineTarget } from '../rules/types';
import type { LegalOptions } from './legal-options';
import { PatternLines } from './PatternLines';
import { Tile } from './Tile';
import { Wall } from './Wall';
import { ChipFace } from './Workshops';

export interface BoardWords {
  readonly pattern: string;
  readonly wall: string;
  readonly floor: string;
  readonly toFloor: string;
  readonly chips: string;
  readonly fill: (line: number, color: string) => string;
  readonly bonus: (row: number) => string;
  /** A plate slot's name for its button (the button shows only tiles). */
  readonly slot: (slot: number) => string;
}

interface Props {
  readonly board: Board;
  readonly seat: number;
  /** Interactive parts only on the viewer's own board during their decision. */
  readonly own: boolean;
  readonly options: LegalOptions;
  readonly onMove: (m: AdMove) => void;
  readonly name: (kind: string) => string;
  readonly words: BoardWords;
  readonly choosingLine: boolean;
  readonly tiling: boolean;
  readonly placing: { readonly id: number; readonly slot: number | null; readonly rotation: number } | null;
  readonly onSlot: (slot: number) => void;
  readonly selected: readonly number[];
}

export function PlayerBoard(p: Props) {
  const { board, own, options, onMove, name, words } = p;
  return (
    <div class={`ad-board${own ? ' ad-own' : ''}`} data-testid={`board-${p.seat}`}>
      <div class="ad-board-main">
        <PatternLines
          board={board}
          choosing={own && p.choosingLine}
          lines={options.lines as ReadonlySet<LineTarget>}
          onMove={onMove}
          name={name}
          title={words.pattern}
        />
        <Wall
          board={board}
          cellButtons={own && p.tiling}
          slotButtons={own}
          walls={options.walls}
          onMove={onMove}
          name={name}
          placing={own ? p.placing : null}
          legalSlots={options.slots}
          onSlot={p.onSlot}
          title={words.wall}
          bonus={words.bonus}
          slotName={words.slot}
        />
      </div>
      <div class="ad-floor-row">
        <span class="ad-space-label">{words.floor}</span>
        <ol class="ad-floor">
          {FLOOR_PENALTIES.map((pen, i) => {
            const t = board.floor[i];
            return <li key={i}>{t ? <Tile kind={t} name={name(t)} small /> : <span class="ad-pen">−{pen}</span>}</li>;
          })}
        </ol>
        {own && p.choosingLine ? (
          <button
            type="button"
            class="ad-button"
            data-testid="floor"
            data-legal={String(options.lines.has('floor'))}
            onClick={() => onMove({ kind: 'placeTiles', line: 'floor' })}
          >
            {words.toFloor}
          </button>
        ) : null}
      </div>
      {board.chips.length > 0 || (own && options.fills.length > 0) ? (
        <div class="ad-held-chips">
          <span class="ad-space-label">{words.chips}</span>
          {board.chips.map((id) =>
            own && p.tiling ? (
              <button
                type="button"
                key={id}
                class="ad-chip-toggle"
                data-testid={`chip-${id}`}
                data-legal={String(options.toggles.has(id))}
                aria-pressed={p.selected.includes(id)}
                onClick={() => onMove({ kind: 'toggleChip', chip: id })}
              >
                <ChipFace id={id} name={name} />
              </button>
            ) : (
              <ChipFace key={id} id={id} name={name} />
            ),
          )}
          {/* Which line the chosen chips fill: one target per line and colour, next to the chips that pay for it. */}
          {own
            ? options.fills.map((f) => (
                <button
                  type="button"
                  key={`${f.line}-${f.color}`}
                  class="ad-button"
                  data-testid={`fill-${f.line}-${f.color}`}
                  data-legal="true"
                  onClick={() => onMove({ kind: 'chipFill', line: f.line, color: f.color })}
                >
                  <Tile kind={f.color} name={name(f.color)} small /> {words.fill(f.line + 1, name(f.color))}
                </button>
              ))
            : null}
        </div>
      ) : null}
    </div>
  );
}
