// The Battle on the table: which shared sheet is shown (one per seat, and ASTRA's in solo), whose two halves it has,
// and, on the viewer's turn, a banner naming the sheet and the half it writes with both seats' marks.

import { SeatMark } from '../../../ui/SeatMark';
import { seatColor } from '../../../ui/seat-colors';
import type { SeatInfo } from '../../../ui/table-props';
import type { WtmView } from '../rules/types';
import { BattleSheet, type HalfOwner } from './BattleSheet';
import type { Say } from './box-words';
import type { SheetProps } from './sheet-props';

/** ASTRA's insignia and name (solo): not a seat, so no seat colour. */
const ASTRA: HalfOwner = { seat: 1, symbol: 'A', name: 'ASTRA' };

/** Who holds side 0 (the sheet's owner) and side 1 (the previous seat, its guest) of board `b`. */
export function halfOwners(view: WtmView, info: readonly SeatInfo[], b: number): [HalfOwner, HalfOwner] {
  const count = view.boards?.length ?? view.seats.length;
  const owner = (seat: number): HalfOwner => {
    if (seat >= view.seats.length) return ASTRA;
    const i = info[seat];
    return { seat, symbol: seatColor(i?.color ?? '', seat).symbol, name: i?.name ?? `#${seat + 1}` };
  };
  return [owner(b), owner((b - 1 + count) % count)];
}

export interface BattleBoardProps {
  readonly view: WtmView;
  readonly info: readonly SeatInfo[];
  readonly board: number;
  readonly onBoard: (b: number) => void;
  readonly sheet: Omit<SheetProps, 'sheet' | 'title'>;
  readonly say: Say;
}

/** The seat chip of a half's owner (ASTRA: a plain letter). */
function Chip({ owner, info }: { owner: HalfOwner; info: readonly SeatInfo[] }) {
  const i = info[owner.seat];
  return i && owner !== ASTRA ? <SeatMark seat={owner.seat} color={i.color} small /> : <b>{owner.symbol}</b>;
}

export function BattleBoard({ view, info, board, onBoard, sheet, say }: BattleBoardProps) {
  const boards = view.boards ?? [];
  const shown = boards[board];
  const on = view.on;
  const halves = halfOwners(view, info, board);
  const writing = on && on.sheet === board && view.me !== 'table' && !view.over ? on.side : null;
  const target = on ? halfOwners(view, info, on.sheet) : null;
  return (
    <div class="wtm-battle-board">
      {on && target && view.me !== 'table' && !view.over ? (
        <p class="wtm-battle-banner" data-testid="battle-banner">
          <Chip owner={target[on.side]} info={info} />{' '}
          {say(on.side === 0 ? 'ui.battle-you-own' : 'ui.battle-you-guest', {
            owner: target[0].name,
            other: target[1].name,
          })}
          {on.sheet !== board ? (
            <button
              type="button"
              class="game-btn wtm-btn wtm-legal"
              data-testid="battle-go"
              onClick={() => onBoard(on.sheet)}
            >
              {say('ui.battle-go')}
            </button>
          ) : null}
        </p>
      ) : null}
      {boards.length > view.seats.length ? (
        <div class="wtm-battle-pick">
          {boards.map((_, b) => (
            <button
              type="button"
              key={b}
              class={`game-btn wtm-btn${b === board ? ' wtm-shown' : ''}`}
              aria-pressed={b === board}
              data-testid={`board-${b}`}
              onClick={() => onBoard(b)}
            >
              {say('ui.battle-sheet-of', { owner: halfOwners(view, info, b)[0].name })}
            </button>
          ))}
        </div>
      ) : null}
      {shown ? (
        <BattleSheet
          {...sheet}
          sheet={shown}
          options={writing === null ? null : sheet.options}
          title={say('ui.battle-sheet-of', { owner: halves[0].name })}
          halves={halves}
          writing={writing}
        />
      ) : null}
    </div>
  );
}
