// Who plays next, and ラウンドの終了: fire against water, Varans into the discard, new fire, tokens back.

import type { Seat } from '../../../engine/game';
import { animal, CLEARINGS, seasonOf } from '../data';
import type { LfState, RoundEnd } from './types';
import { burning, firePower, other, seatOfState, tokensLeft, waterFor } from './values';

/** The mover's turn is over: the other player goes if they still have a token, else the mover again. */
export function endTurn(s: LfState): LfState {
  const mover = s.mover;
  const base: LfState = { ...s, lastActor: mover, frames: [], pendingVaran: null };
  const next = other(mover);
  if (tokensLeft(seatOfState(s, next)) > 0) return { ...base, phase: 'turn', turn: next, mover: next };
  if (tokensLeft(seatOfState(s, mover)) > 0) return { ...base, phase: 'turn', turn: mover, mover };
  return endRound(base);
}

/** Each player whose water is below the fire total adds one Varan per burning clearing (while any remain). */
function cursed(s: LfState): [LfState, RoundEnd] {
  const power = firePower(s);
  const burningCount = CLEARINGS.filter((_, i) => burning(s, i)).length;
  const water = s.seats.map((_, seat) => waterFor(s, seat));
  const varans = s.seats.map((st, seat) => (power > (water[seat] ?? 0) ? Math.min(burningCount, st.varans.length) : 0));
  let discard = s.discard;
  const seats = s.seats.map((st, seat) => {
    const n = varans[seat] ?? 0;
    discard = [...discard, ...st.varans.slice(st.varans.length - n)];
    return { ...st, varans: st.varans.slice(0, st.varans.length - n) };
  });
  return [
    { ...s, seats, discard },
    { round: s.round, firePower: power, water, cursed: varans, newFires: [] },
  ];
}

/** The clearings on both sides of the Onibi; at an end of the row the far end is its other neighbour. */
export function onibiNeighbours(pos: number): [number, number] {
  const n = CLEARINGS.length;
  return [(pos + n - 1) % n, (pos + 1) % n];
}

function newFire(s: LfState, report: RoundEnd): LfState {
  const fires = s.fires.slice();
  let stock = s.fireStock;
  const placed: number[] = [];
  for (const i of onibiNeighbours(s.onibi)) {
    if (!fires[i] && stock > 0) {
      fires[i] = true;
      stock--;
      placed.push(i);
    }
  }
  return { ...s, fires, fireStock: stock, lastRoundEnd: { ...report, newFires: placed } };
}

export function endRound(s: LfState): LfState {
  const afterCurse = newFire(...cursed(s));
  const lineCards = [...afterCurse.shared, ...afterCurse.seats.flatMap((st) => st.line)];
  const first: Seat = other(s.lastActor);
  return {
    ...afterCurse,
    round: s.round + 1,
    discard: [...afterCurse.discard, ...lineCards],
    shared: [],
    tokens: [],
    seats: afterCurse.seats.map((st) => ({ ...st, line: [], used: 0, lost: 0 })),
    phase: 'turn',
    turn: first,
    mover: first,
  };
}

/** Where a revealed animal goes: neutral to the shared line, season animals to their season's player. */
export function destination(s: LfState, id: number): 'shared' | Seat {
  const a = animal(id);
  if (a.season === null) return 'shared';
  const owner: Seat = seasonOf(0) === a.season ? 0 : 1;
  if (a.kind === 'season' && s.onibiCard === owner) return 'shared';
  return owner;
}
