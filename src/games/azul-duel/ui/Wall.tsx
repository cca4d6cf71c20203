// The 6x6 wall as 3x3 plate slots of 2x2 cells: placed plates, tiles, the plate being placed, and wall-move targets.

import { WALL_SIZE } from '../data';
import { cellPos, rotatedCells } from '../rules/board';
import type { AdMove, Board } from '../rules/types';
import { Tile } from './Tile';

interface Props {
  readonly board: Board;
  /** The viewer's own board in their tiling turn: empty cells are tappable wall moves. */
  readonly cellButtons: boolean;
  /** The viewer's own board while they place a plate: slots are tappable. */
  readonly slotButtons: boolean;
  readonly walls: ReadonlySet<string>;
  readonly onMove: (m: AdMove) => void;
  readonly name: (kind: string) => string;
  /** A plate being placed: the slot chosen so far and its turn, drawn as a ghost. */
  readonly placing: { readonly id: number; readonly slot: number | null; readonly rotation: number } | null;
  readonly legalSlots: ReadonlySet<number>;
  readonly onSlot: (slot: number) => void;
  readonly title: string;
  readonly bonus: (row: number) => string;
  readonly slotName: (slot: number) => string;
}

function Cell(props: Props & { readonly slot: number; readonly idx: number }) {
  const { board, slot, idx, name } = props;
  const { row, col } = cellPos(slot, idx);
  const filled = board.wall[row * WALL_SIZE + col];
  const placed = board.plates[slot];
  const ghost = props.placing && props.placing.slot === slot ? props.placing : null;
  if (filled) return <Tile kind={filled} name={name(filled)} />;
  const printed = placed
    ? rotatedCells(placed.id, placed.rotation)[idx]
    : ghost
      ? rotatedCells(ghost.id, ghost.rotation)[idx]
      : undefined;
  const key = `${row}-${col}`;
  if (props.cellButtons && placed && printed !== 'special') {
    return (
      <button
        type="button"
        class="ad-cell-button"
        data-testid={`wall-${key}`}
        data-legal={String(props.walls.has(key))}
        onClick={() => props.onMove({ kind: 'wall', line: row, col })}
      >
        {printed ? <Tile kind={printed} name={name(printed)} faint /> : null}
      </button>
    );
  }
  return printed ? <Tile kind={printed} name={name(printed)} faint={!ghost} /> : <span class="ad-empty-cell" />;
}

export function Wall(props: Props) {
  const slots = Array.from({ length: 9 }, (_, slot) => slot);
  return (
    <div class="ad-wall-wrap">
      <div class="ad-wall" title={props.title}>
        {slots.map((slot) => {
          const cells = [0, 1, 2, 3].map((idx) => <Cell key={idx} {...props} slot={slot} idx={idx} />);
          const chosen = props.placing?.slot === slot;
          const cls = `ad-slot${props.board.plates[slot] ? ' ad-slot-full' : ''}${chosen ? ' ad-slot-chosen' : ''}`;
          if (props.placing && props.slotButtons) {
            return (
              <button
                type="button"
                key={slot}
                class={cls}
                data-testid={`slot-${slot}`}
                data-legal={String(props.legalSlots.has(slot))}
                aria-pressed={chosen}
                aria-label={props.slotName(slot)}
                onClick={() => props.onSlot(slot)}
              >
                {cells}
              </button>
            );
          }
          return (
            <div key={slot} class={cls}>
              {cells}
            </div>
          );
        })}
      </div>
      <ol class="ad-row-bonus" aria-hidden="true">
        {Array.from({ length: WALL_SIZE }, (_, r) => (
          <li key={r}>{props.bonus(r)}</li>
        ))}
      </ol>
    </div>
  );
}
