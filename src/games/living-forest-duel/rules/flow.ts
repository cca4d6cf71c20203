// Who plays next, and ラウンドの終了: fire against water, Varans into the discard, new fire, tokens back.

import { push } from '../../../engine/decision';
import type { Seat } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { animal, CLEARINGS, seasonOf } from '../data';
import { turnAsk } from './asks';
import type { LfState, RoundEnd } from './types';
import { burning, firePower, other, seatOfState, tokensLeft, waterFor } from './values';

/** The mover's turn is over: the other player goes if they still have a token, else the mover again. */
export function endTurn(s: LfState, mover: Seat): LfState {
  const base: LfState = { ...s, lastActor: mover };
  const next = other(mover);
  if (tokensLeft(seatOfState(s, next)) > 0) return { ...base, asks: push(s.asks, turnAsk(next)) };
  if (tokensLeft(seatOfState(s, mover)) > 0) return { ...base, asks: push(s.asks, turnAsk(mover)) };
  return endRound(base);
}

/** Each player whose water is below the fire total adds one Varan per burning clearing (while any remain). */
function cursed(s: LfState): [LfState, RoundEnd] {
  const power = firePower(s);
  const burningCount = CLEARINGS.filter((_, i) => burning(s, i)).length;
  const water = s.seats.map((_, seat) => waterFor(s, seat));
  const split = s.seats.map((st, seat) => {
    const n = power > waterFor(s, seat) ? Math.min(burningCount, st.varans.length) : 0;
    const keep = st.varans.length - n;
    return { seat: { ...st, varans: st.varans.slice(0, keep) }, out: st.varans.slice(keep) };
  });
  return [
    { ...s, seats: split.map((x) => x.seat), discard: [...s.discard, ...split.flatMap((x) => x.out)] },
    { round: s.round, firePower: power, water, cursed: split.map((x) => x.out.length), newFires: [] },
  ];
}

/** The clearings on both sides of the Onibi; at an end of the row the far end is its other neighbour. */
export function onibiNeighbours(pos: number): [number, number] {
  const n = CLEARINGS.length;
  return [(pos + n - 1) % n, (pos + 1) % n];
}

/** A fire token from the stock on each side of the Onibi that has none (while the stock lasts). */
function newFire(s: LfState, report: RoundEnd): LfState {
  let out = s;
  const placed: number[] = [];
  for (const i of onibiNeighbours(s.onibi)) {
    if (out.fires[i] || out.fireStock === 0) continue;
    out = { ...out, fires: replaceAt(out.fires, i, true), fireStock: out.fireStock - 1 };
    placed.push(i);
  }
  return { ...out, lastRoundEnd: { ...report, newFires: placed } };
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
    asks: push(afterCurse.asks, turnAsk(first)),
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
