// Taking a die and placing it (seed 4.1): the cost against the covered value, the space's main action; ending
// the turn; the courtier's gate and climb (seed 5.2 藩士).

import { settle } from '../../../engine/decision';
import type { Message, RuleError, Seat } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import {
  CLIMB_COST,
  COLORS,
  DIPLOMAT_VALUE,
  DOMAIN_VALUE,
  GATE_COST,
  OUTSIDE_ACTIONS,
  OUTSIDE_VALUE,
  roomFloor,
  STEWARD_VALUE,
  spaceCapacity,
  TURNS_PER_ROUND,
  WELL_VALUE,
  type Worker,
} from '../data';
import { endRound, next, run } from './core';
import { roomFx, rowFx, wellFx } from './effects';
import { player, setPlayer } from './helpers';
import type { CardRef, Die, Fx, Player, Space, WcAsk, WcMove, WcState } from './types';

export interface Placement {
  /** The value the die is compared with: the top die already there, or the printed value. */
  readonly covered: number;
  /** Coins gained (positive) or paid (negative). */
  readonly delta: number;
}

/** Why the die cannot go there (an error code), or the placement's cost. */
export function placement(s: WcState, seat: Seat, die: Die, space: Space, act: Worker | undefined): Placement | string {
  const p = player(s, seat);
  let covered: number;
  if (space === 'd') {
    if (act !== undefined) return 'error.no-choice-here';
    const row = COLORS.indexOf(die.color);
    if (p.rows[row]) return 'error.row-used';
    covered = DOMAIN_VALUE;
  } else if (space === 'well') {
    if (act !== undefined) return 'error.no-choice-here';
    // The Well's dice lie side by side: each compares with the printed 1 (NOTES.md ruling R10).
    covered = WELL_VALUE;
  } else if (space === 'o0' || space === 'o1') {
    const i = space === 'o0' ? 0 : 1;
    if (act === undefined || !OUTSIDE_ACTIONS[i]?.includes(act)) return 'error.outside-action';
    const dice = s.outside[i] ?? [];
    if (dice.length >= spaceCapacity(s.seats)) return 'error.space-full';
    covered = dice[dice.length - 1]?.value ?? OUTSIDE_VALUE;
  } else {
    if (act !== undefined) return 'error.no-choice-here';
    const room = Number(space.slice(1));
    const r = s.rooms[room];
    if (!r) return 'error.no-such-space';
    if (!r.tiles.includes(die.color)) return 'error.wrong-color';
    if (r.dice.length >= spaceCapacity(s.seats)) return 'error.space-full';
    covered = r.dice[r.dice.length - 1]?.value ?? (roomFloor(room) === 1 ? STEWARD_VALUE : DIPLOMAT_VALUE);
  }
  const delta = die.value - covered;
  if (delta < 0 && p.coin < -delta) return 'error.cannot-pay';
  return { covered, delta };
}

export const SPACES: readonly Space[] = ['r0', 'r1', 'r2', 'r3', 'r4', 'well', 'o0', 'o1', 'd'];

export function dieAt(s: WcState, bridge: number, end: 'L' | 'R'): Die | null {
  const dice = s.bridges[bridge];
  if (!dice || dice.length === 0) return null;
  // A lone die lies at the left end (NOTES.md ruling R9).
  if (end === 'R' && dice.length < 2) return null;
  return (end === 'L' ? dice[0] : dice[dice.length - 1]) ?? null;
}

export function placeMoves(s: WcState, seat: Seat): WcMove[] {
  const out: WcMove[] = [];
  for (let bridge = 0; bridge < 3; bridge++) {
    for (const end of ['L', 'R'] as const) {
      const die = dieAt(s, bridge, end);
      if (!die) continue;
      for (const space of SPACES) {
        const acts: (Worker | undefined)[] =
          space === 'o0' ? ['gardener', 'courtier'] : space === 'o1' ? ['warrior', 'courtier'] : [undefined];
        for (const act of acts) {
          if (typeof placement(s, seat, die, space, act) === 'string') continue;
          out.push(act ? { kind: 'place', bridge, end, space, act } : { kind: 'place', bridge, end, space });
        }
      }
    }
  }
  return out;
}

export function applyPlace(s: WcState, ask: WcAsk, seat: Seat, m: Extract<WcMove, { kind: 'place' }>): WcState {
  const die = dieAt(s, m.bridge, m.end);
  if (!die) throw new Error('no die there');
  const cost = placement(s, seat, die, m.space, m.act);
  if (typeof cost === 'string') throw new Error(cost);
  const dice = s.bridges[m.bridge] ?? [];
  const placed = { ...die, owner: seat };
  let t: WcState = {
    ...s,
    placed: true,
    bridges: updateAt(s.bridges, m.bridge, () => (m.end === 'L' ? dice.slice(1) : dice.slice(0, -1))),
    asks: settle(s.asks, ask),
  };
  t = setPlayer(t, seat, (p) => ({ ...p, coin: p.coin + cost.delta }));
  let main: Fx[];
  if (m.space === 'd') {
    const row = COLORS.indexOf(die.color);
    t = setPlayer(t, seat, (p) => ({ ...p, rows: updateAt(p.rows, row, () => die) }));
    main = rowFx(player(t, seat), row);
  } else if (m.space === 'well') {
    t = { ...t, well: [...t.well, placed] };
    main = wellFx(t);
  } else if (m.space === 'o0' || m.space === 'o1') {
    const i = m.space === 'o0' ? 0 : 1;
    t = { ...t, outside: updateAt(t.outside, i, (d) => [...d, placed]) };
    main = [{ e: 'worker', w: m.act as Worker }];
  } else {
    const room = Number(m.space.slice(1));
    t = { ...t, rooms: updateAt(t.rooms, room, (r) => ({ ...r, dice: [...r.dice, placed] })) };
    main = roomFx(t, room, die.color);
  }
  // Seed 4.1 step 3: the lantern fires (left end only) before the main action.
  return run(t, seat, [...(m.end === 'L' ? [{ e: 'lantern' } as Fx] : []), ...main]);
}

export function applyEnd(s: WcState, ask: WcAsk): WcState {
  const t: WcState = { ...s, asks: settle(s.asks, ask), placed: false, turn: s.turn + 1 };
  if (t.turn >= TURNS_PER_ROUND * s.seats) return endRound(t);
  return next(t);
}

// ---- the courtier's climb ----
export function applyClimb(
  s: WcState,
  ask: Extract<WcAsk, { kind: 'courtier' }>,
  seat: Seat,
  m: Extract<WcMove, { kind: 'climb' }>,
): WcState {
  const to = m.from + m.steps;
  const fx: Fx[] = [];
  const change = (t0: WcState): WcState => {
    let t = setPlayer(t0, seat, (p) => ({
      ...p,
      pearl: p.pearl - (CLIMB_COST[m.steps] ?? 0),
      floors: p.floors.map((n, f) => n + (f === to ? 1 : 0) - (f === m.from ? 1 : 0)) as unknown as Player['floors'],
    }));
    if (to === 3) {
      fx.push({ e: 'lantern' }, { e: 'bonus' });
      return t;
    }
    const room = t.rooms[m.room];
    if (!room || room.card === null) return t;
    const k = to === 1 ? 'steward' : 'diplomat';
    const ref: CardRef = { k, id: room.card };
    const deck = k === 'steward' ? t.stewardDeck : t.diplomatDeck;
    const newCard = deck[0] ?? null;
    t = {
      ...t,
      rooms: updateAt(t.rooms, m.room, (r) => ({ ...r, card: newCard })),
      ...(k === 'steward' ? { stewardDeck: deck.slice(1) } : { diplomatDeck: deck.slice(1) }),
    };
    const slot = k === 'steward' ? 0 : 1;
    t = setPlayer(t, seat, (p) => {
      const old = p.slots[slot];
      const slots: [CardRef | null, CardRef | null] = slot === 0 ? [ref, p.slots[1]] : [p.slots[0], ref];
      return { ...p, slots, lantern: old ? [...p.lantern, old] : p.lantern };
    });
    fx.push({ e: 'pick', card: ref });
    return t;
  };
  const t = change({ ...s, asks: settle(s.asks, ask) });
  return run(t, seat, [
    ...fx,
    { e: 'worker', w: 'courtier', ...(ask.gate ? { gate: true } : {}), climb: true },
    ...ask.rest,
  ]);
}

export function applyGate(s: WcState, ask: Extract<WcAsk, { kind: 'courtier' }>, seat: Seat): WcState {
  const t = setPlayer({ ...s, asks: settle(s.asks, ask) }, seat, (p) => ({
    ...p,
    coin: p.coin - GATE_COST,
    courtier: p.courtier - 1,
    floors: [p.floors[0] + 1, p.floors[1], p.floors[2], p.floors[3]],
  }));
  return run(t, seat, [{ e: 'worker', w: 'courtier', gate: true, ...(ask.climb ? { climb: true } : {}) }, ...ask.rest]);
}

const placeErr = (code: string, params?: Message['params']): RuleError => (params ? { code, params } : { code });

function coverOf(s: WcState, space: string, _die: { value: number }): number {
  if (space === 'd') return DOMAIN_VALUE;
  if (space === 'well') return WELL_VALUE;
  if (space === 'o0' || space === 'o1') {
    const d = s.outside[space === 'o0' ? 0 : 1] ?? [];
    return d[d.length - 1]?.value ?? OUTSIDE_VALUE;
  }
  const room = Number(space.slice(1));
  const d = s.rooms[room]?.dice ?? [];
  return d[d.length - 1]?.value ?? (room < 3 ? STEWARD_VALUE : DIPLOMAT_VALUE);
}

/** Why a placement is refused (a move the place ask does not list), with the cost it lacks. */
export function placeError(s: WcState, seat: Seat, m: WcMove): RuleError {
  if (m.kind !== 'place') return placeErr('error.not-allowed');
  if (!Number.isInteger(m.bridge) || m.bridge < 0 || m.bridge > 2) return placeErr('error.no-die');
  const die = dieAt(s, m.bridge, m.end);
  if (!die)
    return placeErr(m.end === 'R' && (s.bridges[m.bridge]?.length ?? 0) === 1 ? 'error.lone-die' : 'error.no-die');
  const why = placement(s, seat, die, m.space, m.act);
  if (why === 'error.cannot-pay') return placeErr(why, { n: Math.abs(die.value - coverOf(s, m.space, die)) });
  if (typeof why === 'string') return placeErr(why);
  return placeErr('error.not-allowed');
}
