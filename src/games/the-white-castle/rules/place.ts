// Taking a die and placing it (seed 4.1): the cost against the covered value, the space's main action; ending
// the turn; the courtier's gate and climb (seed 5.2 藩士).

import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import type { RuleError, Seat } from '../../../engine/game';
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
import { err, player, setPlayer } from './helpers';
import type { CardRef, CastleRef, Die, Fx, PlacedDie, Player, Space, WcAsk, WcMove, WcState } from './types';

export interface Placement {
  /** The value the die is compared with: the top die already there, or the printed value. */
  readonly covered: number;
  /** Coins gained (positive) or paid (negative). */
  readonly delta: number;
}

/** Why the die cannot go there (an error code), or the placement's cost. */
export function placement(s: WcState, seat: Seat, die: Die, space: Space, act: Worker | undefined): Placement | string {
  const refused = refusal(s, seat, die, space, act);
  if (refused !== null) return refused;
  const covered = coveredValue(s, space);
  const delta = die.value - covered;
  if (delta < 0 && player(s, seat).coin < -delta) return 'error.cannot-pay';
  return { covered, delta };
}

/** Why the space does not take the die (an error code) whatever it costs, or null. */
function refusal(s: WcState, seat: Seat, die: Die, space: Space, act: Worker | undefined): string | null {
  if (space === 'o0' || space === 'o1') {
    if (act === undefined || !OUTSIDE_ACTIONS[space === 'o0' ? 0 : 1]?.includes(act)) return 'error.outside-action';
    return outsideDice(s, space).length >= spaceCapacity(s.seats) ? 'error.space-full' : null;
  }
  if (act !== undefined) return 'error.no-choice-here';
  if (space === 'd') return player(s, seat).rows[COLORS.indexOf(die.color)] ? 'error.row-used' : null;
  if (space === 'well') return null;
  const r = s.rooms[Number(space.slice(1))];
  if (!r) return 'error.no-such-space';
  if (!r.tiles.includes(die.color)) return 'error.wrong-color';
  return r.dice.length >= spaceCapacity(s.seats) ? 'error.space-full' : null;
}

/** What a seat's view shows of the spaces' dice too: the table works out a placement's cost with the same rule. */
type Spaces = Pick<WcState, 'outside' | 'rooms'>;

const outsideDice = (s: Spaces, space: 'o0' | 'o1'): readonly PlacedDie[] =>
  assertDefined(s.outside[space === 'o0' ? 0 : 1], `the dice outside the walls (${space})`);
/** The top die's value, or the printed value while the space is empty. */
const topValue = (dice: readonly Die[], printed: number): number => dice[dice.length - 1]?.value ?? printed;

/** The value a die placed on the space is compared with: the top die already there, or the printed value. */
export function coveredValue(s: Spaces, space: Space): number {
  if (space === 'd') return DOMAIN_VALUE;
  // The Well's dice lie side by side: each compares with the printed 1 (NOTES.md ruling R10).
  if (space === 'well') return WELL_VALUE;
  if (space === 'o0' || space === 'o1') return topValue(outsideDice(s, space), OUTSIDE_VALUE);
  const room = Number(space.slice(1));
  const printed = roomFloor(room) === 1 ? STEWARD_VALUE : DIPLOMAT_VALUE;
  return topValue(assertDefined(s.rooms[room], `room ${room}`).dice, printed);
}

export const SPACES: readonly Space[] = ['r0', 'r1', 'r2', 'r3', 'r4', 'well', 'o0', 'o1', 'd'];

export function dieAt(s: Pick<WcState, 'bridges'>, bridge: number, end: 'L' | 'R'): Die | null {
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
  const dice = assertDefined(s.bridges[m.bridge], `bridge ${m.bridge}`);
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
    main = [{ e: 'worker', w: assertDefined(m.act, `the main action of ${m.space}`) }];
  } else {
    const room = Number(m.space.slice(1));
    t = { ...t, rooms: updateAt(t.rooms, room, (r) => ({ ...r, dice: [...r.dice, placed] })) };
    main = roomFx(t, room, die.color);
  }
  // Seed 4.1 step 3: the lantern fires (left end only) before the main action.
  const lantern: Fx[] = m.end === 'L' ? [{ e: 'lantern' }] : [];
  return run(t, seat, [...lantern, ...main]);
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
  const cost = assertDefined(CLIMB_COST[m.steps], `the pearls for climbing ${m.steps} floors`);
  const climbed = setPlayer({ ...s, asks: settle(s.asks, ask) }, seat, (p) => ({
    ...p,
    pearl: p.pearl - cost,
    floors: climbFloors(p.floors, m.from, to),
  }));
  const [t, fx]: [WcState, Fx[]] =
    to === 3 ? [climbed, [{ e: 'lantern' }, { e: 'bonus' }]] : takeCard(climbed, seat, m.room);
  return run(t, seat, [
    ...fx,
    { e: 'worker', w: 'courtier', ...(ask.gate ? { gate: true } : {}), climb: true },
    ...ask.rest,
  ]);
}

/** The courtiers on each floor once one has climbed from `from` to `to`. */
function climbFloors(floors: Player['floors'], from: number, to: number): Player['floors'] {
  const at = (f: 0 | 1 | 2 | 3): number => floors[f] + (f === to ? 1 : 0) - (f === from ? 1 : 0);
  return [at(0), at(1), at(2), at(3)];
}

/**
 * A courtier entering a room takes its card into the domain slot of that floor (the old one goes to the lantern),
 * the deck refills the room, and a light block of the card taken follows (seed 5.2 藩士). A room left without a
 * card (its deck ran out) gives nothing.
 */
function takeCard(s: WcState, seat: Seat, room: number): [WcState, Fx[]] {
  const card = assertDefined(s.rooms[room], `room ${room}`).card;
  if (card === null) return [s, []];
  const k = roomFloor(room) === 1 ? 'steward' : 'diplomat';
  const ref: CastleRef = { k, id: card };
  const deck = k === 'steward' ? s.stewardDeck : s.diplomatDeck;
  const newCard = deck[0] ?? null;
  const t: WcState = {
    ...s,
    rooms: updateAt(s.rooms, room, (r) => ({ ...r, card: newCard })),
    ...(k === 'steward' ? { stewardDeck: deck.slice(1) } : { diplomatDeck: deck.slice(1) }),
  };
  const slot = k === 'steward' ? 0 : 1;
  const taken = setPlayer(t, seat, (p) => {
    const old = p.slots[slot];
    const slots: [CardRef | null, CardRef | null] = slot === 0 ? [ref, p.slots[1]] : [p.slots[0], ref];
    return { ...p, slots, lantern: old ? [...p.lantern, old] : p.lantern };
  });
  return [taken, [{ e: 'pick', card: ref }]];
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

/** Why a placement is refused (a move the place ask does not list), with the cost it lacks. */
export function placeError(s: WcState, seat: Seat, m: WcMove): RuleError {
  if (m.kind !== 'place') return err('error.not-allowed');
  if (!Number.isInteger(m.bridge) || m.bridge < 0 || m.bridge > 2) return err('error.no-die');
  const die = dieAt(s, m.bridge, m.end);
  if (!die) {
    const lone = m.end === 'R' && assertDefined(s.bridges[m.bridge], `bridge ${m.bridge}`).length === 1;
    return err(lone ? 'error.lone-die' : 'error.no-die');
  }
  const why = placement(s, seat, die, m.space, m.act);
  if (why === 'error.cannot-pay') return err(why, { n: Math.abs(die.value - coveredValue(s, m.space)) });
  if (typeof why === 'string') return err(why);
  return err('error.not-allowed');
}
