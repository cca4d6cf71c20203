// The turn's chain of effects: each printed effect either happens at once or opens an ask for the choice it needs;
// the ask keeps the effects still to come (`rest`). When nothing is left, `next` says what is asked next.

import { settle } from '../../../engine/decision';
import type { Seat } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import { randomInt, shuffle } from '../../../engine/random';
import {
  ACTION_CARDS,
  type CastleCard,
  CLIMB_COST,
  COLORS,
  type Color,
  DIPLOMAT_VALUE,
  DIPLOMATS,
  DOMAIN_VALUE,
  type Effect,
  GATE_COST,
  gardenById,
  OUTSIDE_ACTIONS,
  OUTSIDE_VALUE,
  POT_GATES,
  POT_MAX,
  RESOURCE_CAP,
  RESOURCE_CARDS,
  type Resource,
  ROUNDS,
  ROW_REVEALS,
  ROW_WORKER,
  roomFloor,
  SEAL_CAP,
  STEWARD_VALUE,
  STEWARDS,
  spaceCapacity,
  TOP_CARDS,
  TURNS_PER_ROUND,
  tileEffect,
  WELL_VALUE,
  type Worker,
  YARD_TILES,
  YARDS,
} from '../data';
import type { CardRef, Die, Fx, LanternRef, Player, Space, WcAsk, WcMove, WcState } from './types';

export const player = (s: WcState, seat: Seat): Player => {
  const p = s.players[seat];
  if (!p) throw new Error(`no player ${seat}`);
  return p;
};
const setPlayer = (s: WcState, seat: Seat, f: (p: Player) => Player): WcState => ({
  ...s,
  players: updateAt(s.players, seat, f),
});
export const cardOf = (ref: CardRef): CastleCard | null => {
  if (ref.k === 'steward') return STEWARDS.find((c) => c.id === ref.id) ?? null;
  if (ref.k === 'diplomat') return DIPLOMATS.find((c) => c.id === ref.id) ?? null;
  return null;
};
export const roomCard = (s: WcState, room: number): CastleCard | null => {
  const id = s.rooms[room]?.card;
  if (id === null || id === undefined) return null;
  return cardOf({ k: room < 3 ? 'steward' : 'diplomat', id });
};

// ---- gains ----
export function gain(p: Player, what: Resource | 'coin' | 'seal' | 'vp', n: number): Player {
  if (what === 'coin') return { ...p, coin: p.coin + n };
  if (what === 'vp') return { ...p, vp: p.vp + n };
  if (what === 'seal') return { ...p, seal: Math.min(SEAL_CAP, p.seal + n) };
  return { ...p, [what]: Math.min(RESOURCE_CAP, p[what] + n) };
}

/** Passage of Time: step by step; a season gate takes its seals, or the marker stops before it. */
export function movePot(s: WcState, seat: Seat, n: number): WcState {
  let p = player(s, seat);
  let moved = false;
  for (let i = 0; i < n && p.pot < POT_MAX; i++) {
    const gate = POT_GATES.find(([at]) => at === p.pot + 1);
    if (gate) {
      if (p.seal < gate[1]) break;
      p = { ...p, seal: p.seal - gate[1] };
    }
    p = { ...p, pot: p.pot + 1 };
    moved = true;
  }
  if (!moved) return s;
  return { ...setPlayer(s, seat, () => p), stamps: updateAt(s.stamps, seat, () => s.clock + 1), clock: s.clock + 1 };
}

export function lanternFx(p: Player): Fx[] {
  return p.lantern.map((l: LanternRef): Fx => {
    switch (l.k) {
      case 'res':
        return { e: 'gain', what: RESOURCE_CARDS[l.id - 1]?.back ?? 'food', n: 1 };
      case 'action':
        return { e: 'pot', n: 1 };
      case 'steward':
        return { e: 'gain', what: 'coin', n: 1 };
      case 'diplomat':
        return { e: 'gain', what: 'vp', n: 1 };
      default:
        return { e: 'gain', what: l.d, n: 1 };
    }
  });
}

/** The blocks of a room's card whose die-tile shows `color`, top to bottom. */
export function roomFx(s: WcState, room: number, color: Color): Fx[] {
  const card = roomCard(s, room);
  const tiles = s.rooms[room]?.tiles ?? [];
  if (!card) return [];
  return card.blocks.flatMap((b, j) => (tiles[j] === color ? b.fx : []));
}

/** A domain row: 1 of the row's resource per empty meeple space, then every card block over that row. */
export function rowFx(p: Player, row: number): Fx[] {
  const worker = ROW_WORKER[row] as Worker;
  const empty = 5 - p[worker];
  const fx: Fx[] = empty > 0 ? [{ e: 'gain', what: ROW_REVEALS[row] as Resource, n: empty }] : [];
  for (const ref of p.slots) {
    if (!ref) continue;
    if (ref.k === 'action') {
      const w = ACTION_CARDS[ref.id - 1]?.w;
      if (w) fx.push({ e: 'worker', w });
      continue;
    }
    const card = cardOf(ref);
    for (const b of card?.blocks ?? []) if (b.rows.includes(row)) fx.push(...b.fx);
  }
  return fx;
}

export const wellFx = (s: WcState): Fx[] => [{ e: 'gain', what: 'seal', n: 1 }, ...s.wellTiles.map(tileEffect)];

export function yardFx(s: WcState, yard: number): Fx[] {
  const y = s.yards[yard];
  const faces = YARDS[yard]?.faces ?? [];
  if (!y) return [];
  return faces.map((face, i) => {
    const tile = YARD_TILES[(y.tiles[i] ?? 1) - 1];
    if (!tile) throw new Error('yard tile');
    return face === 'action' ? tile.action : tile.reward;
  });
}

// ---- options of each choice ----
export function climbOptions(s: WcState, seat: Seat): WcMove[] {
  const p = player(s, seat);
  const out: WcMove[] = [];
  for (let from = 0; from < 3; from++) {
    if ((p.floors[from] ?? 0) === 0) continue;
    for (const steps of [1, 2]) {
      const to = from + steps;
      if (to > 3 || p.pearl < (CLIMB_COST[steps] ?? 99)) continue;
      const rooms = to === 1 ? [0, 1, 2] : to === 2 ? [3, 4] : [-1];
      for (const room of rooms) out.push({ kind: 'climb', from, steps, room });
    }
  }
  return out;
}
export function courtierOptions(s: WcState, seat: Seat, gate: boolean, climb: boolean): WcMove[] {
  const p = player(s, seat);
  const out: WcMove[] = [];
  if (!gate && p.courtier > 0 && p.coin >= GATE_COST) out.push({ kind: 'gate' });
  if (!climb) out.push(...climbOptions(s, seat));
  return out;
}
export function gardenOptions(s: WcState, seat: Seat): WcMove[] {
  const p = player(s, seat);
  if (p.gardener === 0) return [];
  return s.gardens
    .flat()
    .filter((id) => !s.gardeners[id - 1]?.includes(seat) && p.food >= gardenById(id).food)
    .map((id) => ({ kind: 'garden', id }));
}
export function yardOptions(s: WcState, seat: Seat): WcMove[] {
  const p = player(s, seat);
  if (p.warrior === 0) return [];
  return YARDS.flatMap((y, yard) => (p.iron >= y.iron ? [{ kind: 'yard', yard } as WcMove] : []));
}
export function castleOptions(s: WcState, color: Color | 'any'): WcMove[] {
  const out: WcMove[] = [];
  s.rooms.forEach((r, room) => {
    if (r.card === null) return;
    for (const c of COLORS)
      if ((color === 'any' || color === c) && r.tiles.includes(c)) out.push({ kind: 'castle', room, color: c });
  });
  if (color === 'any') out.push({ kind: 'castle', room: 5, color: null });
  return out;
}
export function lightOptions(s: WcState): WcMove[] {
  const out: WcMove[] = [];
  for (let room = 0; room < s.rooms.length; room++) {
    roomCard(s, room)?.blocks.forEach((b, block) => {
      if (!b.dark) out.push({ kind: 'light', room, block });
    });
  }
  return out;
}
export function pickOptions(card: CardRef): WcMove[] {
  return (cardOf(card)?.blocks ?? []).flatMap((b, block) => (b.dark ? [] : [{ kind: 'pick', block } as WcMove]));
}
export const bonusOptions = (s: WcState): WcMove[] =>
  s.topTaken.flatMap((t, space) => (t === null ? [{ kind: 'bonus', space } as WcMove] : []));
export const canPay = (p: Player, fx: Extract<Effect, { e: 'offer' }>): boolean =>
  p.coin >= fx.coins && p.seal >= fx.seals;

// ---- the chain ----
/** Resolve `fx` for `seat` in order until one needs a choice (an ask) or all are done (then `next`). */
export function run(s0: WcState, seat: Seat, fx0: readonly Fx[]): WcState {
  let s = s0;
  let fx = fx0.slice();
  const ask = (a: WcAsk): WcState => ({ ...s, asks: [...s.asks, a] });
  while (fx.length > 0) {
    const f = fx[0] as Fx;
    const rest = fx.slice(1);
    fx = rest;
    const one: [Seat] = [seat];
    switch (f.e) {
      case 'gain':
        s = setPlayer(s, seat, (p) => gain(p, f.what, f.n));
        break;
      case 'pot':
        s = movePot(s, seat, f.n);
        break;
      case 'any':
        return ask({ kind: 'res', seats: one, n: f.n, rest });
      case 'lantern':
        fx = [...lanternFx(player(s, seat)), ...rest];
        break;
      case 'well':
        fx = [...wellFx(s), ...rest];
        break;
      case 'light':
        if (lightOptions(s).length > 0) return ask({ kind: 'light', seats: one, rest });
        break;
      case 'pick':
        if (pickOptions(f.card).length > 0) return ask({ kind: 'pick', seats: one, card: f.card, rest });
        break;
      case 'worker': {
        if (f.w === 'courtier') {
          const gate = f.gate === true;
          const climb = f.climb === true;
          if (courtierOptions(s, seat, gate, climb).length > 0)
            return ask({ kind: 'courtier', seats: one, gate, climb, rest });
        } else if (f.w === 'gardener') {
          if (gardenOptions(s, seat).length > 0) return ask({ kind: 'gardener', seats: one, rest });
        } else if (yardOptions(s, seat).length > 0) return ask({ kind: 'warrior', seats: one, rest });
        break;
      }
      case 'castle':
        if (castleOptions(s, f.color).length > 0) return ask({ kind: 'castle', seats: one, color: f.color, rest });
        break;
      case 'domain':
        return ask({ kind: 'domain', seats: one, rest });
      case 'offer':
        if (canPay(player(s, seat), f)) return ask({ kind: 'offer', seats: one, fx: f, rest });
        break;
      case 'bonus':
        if (bonusOptions(s).length > 0) return ask({ kind: 'bonus', seats: one, rest });
        break;
    }
  }
  return next(s);
}

/** Answer `ask`: take it off, apply `change`, then carry on with `fx` and the ask's remaining effects. */
export function answer(
  s: WcState,
  ask: WcAsk,
  seat: Seat,
  change: (s: WcState) => WcState,
  fx: readonly Fx[],
): WcState {
  const rest = 'rest' in ask ? ask.rest : [];
  const s1 = change({ ...s, asks: settle(s.asks, ask) });
  return run(s1, seat, [...fx, ...rest]);
}

export const currentSeat = (s: WcState): Seat => s.order[s.turn % s.seats] as Seat;

/** Nothing left to resolve: the next decision of the game. */
export function next(s: WcState): WcState {
  if (s.asks.length > 0) return s;
  if (s.phase === 'draft') {
    const picker = s.pickers[0];
    if (picker !== undefined) return { ...s, asks: [{ kind: 'draft', seats: [picker] }] };
    return startRound({ ...s, draft: [] }, 1);
  }
  if (s.phase === 'play') {
    const seat = currentSeat(s);
    return { ...s, asks: [{ kind: s.placed ? 'finish' : 'place', seats: [seat] }] };
  }
  if (s.phase === 'end') {
    const item = s.endQueue[0];
    if (!item) return finishRound(s);
    const [seat, id] = item;
    return run({ ...s, endQueue: s.endQueue.slice(1) }, seat, gardenById(id).fx);
  }
  return s;
}

/** Seed 4.2 step 1: furthest along Passage of Time first; on a tie the marker on top (moved later) first. */
export function nextOrder(s: WcState): Seat[] {
  return s.order.slice().sort((a, b) => player(s, b).pot - player(s, a).pot || (s.stamps[b] ?? 0) - (s.stamps[a] ?? 0));
}

/** The last turn of a round is over (seed 4.2). */
export function endRound(s: WcState): WcState {
  const order = nextOrder(s);
  if (s.round >= ROUNDS) return { ...s, order, phase: 'over', asks: [] };
  const queue: [Seat, number][] = [];
  for (const seat of order) {
    s.bridges.forEach((dice, b) => {
      if (dice.length === 0) return;
      for (const id of s.gardens[b] ?? []) if (s.gardeners[id - 1]?.includes(seat)) queue.push([seat, id]);
    });
  }
  return next({ ...s, order, phase: 'end', endQueue: queue, asks: [] });
}

function finishRound(s: WcState): WcState {
  return startRound(s, s.round + 1);
}

/** Roll players+1 dice per bridge (sorted low to high), deal the yard tiles, clear every space. */
export function startRound(s: WcState, round: number): WcState {
  let rng = s.rng;
  const bridges: Die[][] = COLORS.map((color) => {
    const dice: Die[] = [];
    for (let i = 0; i <= s.seats; i++) {
      const [v, r] = randomInt(rng, 6);
      rng = r;
      dice.push({ color, value: v + 1 });
    }
    return dice.sort((a, b) => a.value - b.value);
  });
  const [tiles, r2] = shuffle(
    rng,
    YARD_TILES.map((t) => t.id),
  );
  rng = r2;
  let k = 0;
  const yards = s.yards.map((y, i) => ({ ...y, tiles: (YARDS[i]?.faces ?? []).map(() => tiles[k++] as number) }));
  const next0: WcState = {
    ...s,
    rng,
    round,
    phase: 'play',
    turn: 0,
    placed: false,
    bridges,
    yards,
    rooms: s.rooms.map((r) => ({ ...r, dice: [] })),
    well: [],
    outside: s.outside.map(() => []),
    endQueue: [],
    players: s.players.map((p) => ({ ...p, rows: [null, null, null] })),
    asks: [],
  };
  return next(next0);
}

// ---- placing a die ----
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

export { setPlayer, TOP_CARDS };
