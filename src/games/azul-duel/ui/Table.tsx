// Azul Duel's table: both players, the tablets, the workshops, the plate market and the boards; the step buttons and
// the tiles in hand go to the frame's decision bar.

import { useState } from 'preact/hooks';
import type { TableProps } from '../../../ui/table-props';
import type { AdMove, AdView } from '../rules/types';
import { legalOptions } from './legal-options';
import { PlateMarket } from './PlateMarket';
import { PlayerBoard } from './PlayerBoard';
import { SeatBar } from './SeatBar';
import { StepButtons } from './StepButtons';
import { Tablets } from './Tablets';
import { Workshops } from './Workshops';
import './table.css';

interface Placing {
  readonly forId: number;
  readonly slot: number | null;
  readonly rotation: number;
}

export function Table({ view, viewer, legal, onMove, explain, seats, t }: TableProps<AdView, AdMove>) {
  const options = legalOptions(legal);
  const name = (k: string) => t({ code: k === 'wild' ? 'ui.wild' : k === 'special' ? 'ui.special' : `term.${k}` });
  const p = view.pending[0];
  const myTurn = viewer !== 'table' && view.turn === viewer && view.phase !== 'over';
  const [local, setLocal] = useState<Placing>({ forId: -1, slot: null, rotation: 0 });
  const plateId = myTurn && p?.kind === 'plate' ? p.id : null;
  // Slot and turn are the viewer's scratch choice for this plate only; a new plate starts unturned.
  const placing =
    plateId === null ? null : local.forId === plateId ? local : { forId: plateId, slot: null, rotation: 0 };
  const me = typeof viewer === 'number' ? viewer : 0;
  const order = viewer === 'table' ? [0, 1] : [me, 1 - me];
  // The own board comes first while its wall is the target (a plate to place, tiling). On a phone (table.css) the
  // order also keeps the scroll short: a take, then its line, then the next take stay near the top, so each new
  // decision's targets are either all on screen or all off it (and the frame then brings them in).
  const ownFirst = myTurn && (p?.kind === 'plate' || view.phase === 'tiling');
  // Phone: with tiles in hand the own lines come straight under the workshops; the wall first for an opening plate and
  // for tiling (a plate taken in a turn is placed where the own board lies, under the market).
  const linesFirst = myTurn && p?.kind === 'tiles';
  const wallFirst = myTurn && ((p?.kind === 'plate' && view.phase === 'opening') || view.phase === 'tiling');
  // On a phone the area the decision is about comes first: the plate market while a plate is to be chosen.
  const choosingPlate =
    myTurn && legal.length > 0 && legal.every((m) => m.kind === 'takePlate' || m.kind === 'drawPlate');
  const boards = (
    <div class="ad-boards">
      {order.map((seat) => {
        const b = view.boards[seat];
        if (!b) return null;
        const own = myTurn && seat === viewer;
        return (
          <section key={seat} class={`ad-board-section${seat === me && viewer !== 'table' ? ' ad-board-mine' : ''}`}>
            <h2 class="game-heading">{seats[seat]?.name ?? `#${seat + 1}`}</h2>
            <PlayerBoard
              board={b}
              seat={seat}
              own={own}
              options={options}
              onMove={onMove}
              name={name}
              choosingLine={own && p?.kind === 'tiles'}
              tiling={own && view.phase === 'tiling'}
              placing={own && placing ? { id: placing.forId, slot: placing.slot, rotation: placing.rotation } : null}
              onSlot={(slot) => {
                if (!placing) return;
                // A slot the plate may not go to asks the rules, which say why; a legal one is only chosen.
                if (options.slots.has(slot)) setLocal({ ...placing, slot });
                else onMove({ kind: 'placePlate', slot, rotation: placing.rotation });
              }}
              selected={view.selected}
              words={{
                pattern: t({ code: 'ui.pattern' }),
                wall: t({ code: 'ui.wall' }),
                floor: t({ code: 'ui.floor' }),
                toFloor: t({ code: 'ui.to-floor' }),
                chips: t({ code: 'ui.chips', params: { count: b.chips.length } }),
                fill: (line, color) => t({ code: 'ui.fill', params: { line, color } }),
                bonus: (row) => `★+${row + 1}`,
                slot: (slot) => t({ code: 'ui.slot', params: { row: Math.floor(slot / 3) + 1, col: (slot % 3) + 1 } }),
              }}
            />
          </section>
        );
      })}
    </div>
  );
  const middle = (
    <div class="ad-middle">
      <Workshops
        view={view}
        options={options}
        onMove={onMove}
        name={name}
        words={{
          title: t({ code: 'ui.workshops' }),
          large: t({ code: 'ui.large' }),
          small: (n) => t({ code: 'ui.small', params: { n } }),
          largeShort: t({ code: 'ui.large-short' }),
          smallShort: (n) => t({ code: 'ui.small-short', params: { n } }),
          sun: t({ code: 'ui.sun' }),
          moon: t({ code: 'ui.moon' }),
          top: t({ code: 'ui.top' }),
          hidden: t({ code: 'ui.chip-hidden' }),
          takeChip: t({ code: 'ui.take-chip' }),
          moonTake: t({ code: 'ui.moon-take' }),
          startTile: t({ code: 'ui.start-tile' }),
        }}
      />
      <PlateMarket
        view={view}
        options={options}
        onMove={onMove}
        name={name}
        words={{
          title: t({ code: 'ui.plates' }),
          stack: t({ code: 'ui.stack', params: { count: view.stackCount } }),
          draw: t({ code: 'ui.draw' }),
          back: view.stackTop ? `${view.stackTop === 'wild' ? '＊' : '★'} ${name(view.stackTop)}` : '',
        }}
      />
    </div>
  );
  return (
    <div class="game-table ad-table" data-phase={view.phase}>
      {/* Scores, tablets, bag: at the top on a tablet, after the boards on a phone (reference, not a target). */}
      <div class="ad-reference">
        <SeatBar
          view={view}
          seats={seats}
          words={{
            score: (n) => t({ code: 'ui.score', params: { points: n } }),
            tokens: (n) => t({ code: 'ui.tokens', params: { count: n } }),
            chips: (n) => t({ code: 'ui.chips', params: { count: n } }),
            starts: t({ code: 'ui.start-player' }),
            startTile: t({ code: 'ui.start-tile' }),
          }}
        />
        <Tablets
          view={view}
          words={{
            title: t({ code: 'ui.tablets' }),
            tablet: (id) => t({ code: `ui.tablet-${id}` }),
            bag: t({ code: 'ui.bag', params: { count: view.bagCount } }),
            tower: t({ code: 'ui.tower', params: { count: view.tower.length } }),
          }}
        />
      </div>
      <StepButtons
        view={view}
        myTurn={myTurn}
        options={options}
        onMove={onMove}
        name={name}
        slot={placing?.slot ?? null}
        rotation={placing?.rotation ?? 0}
        onRotate={() => placing && setLocal({ ...placing, rotation: (placing.rotation + 1) % 4 })}
        explain={(why) => explain?.(why)}
        words={{
          round: t({ code: 'ui.round', params: { round: view.round } }),
          pending: (count, color) => t({ code: 'ui.pending', params: { count, color } }),
          stackNext: t({ code: 'ui.stack-next' }),
          moonSoFar: t({ code: 'ui.moon-so-far' }),
          rotate: t({ code: 'ui.rotate' }),
          confirm: t({ code: 'ui.confirm' }),
          chooseSlot: t({ code: 'ui.choose-slot' }),
          chipsDone: t({ code: 'ui.chips-done' }),
          pass: t({ code: 'ui.pass' }),
        }}
      />
      <div
        class={`ad-layout${ownFirst ? ' ad-own-first' : ''}${linesFirst ? ' ad-lines-first' : ''}${wallFirst ? ' ad-wall-first' : ''}${choosingPlate ? ' ad-plates-first' : ''}`}
      >
        {middle}
        {boards}
      </div>
    </div>
  );
}
