// The turn's chain of effects: each printed effect either happens at once or opens an ask for the choice it needs;
// the ask keeps the effects still to come (`rest`). When nothing is left, `next` says what is asked next: a turn,
// the round's end (garden reactivation, the new turn order) or the next round. The accessors (helpers.ts), the
// effects and options (effects.ts) and the die placement (place.ts) live beside it.

import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import type { Seat } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import { randomInt, shuffle } from '../../../engine/random';
import { COLORS, gardenById, POT_GATES, POT_MAX, ROUNDS, YARD_TILES, YARDS } from '../data';
import {
  bonusOptions,
  castleOptions,
  courtierReach,
  gardenReach,
  lanternFx,
  lightOptions,
  offerReach,
  pickOptions,
  wellFx,
  yardReach,
} from './effects';
import { currentSeat, gain, player, setPlayer, stampOf } from './helpers';
import type { Die, Fx, WcAsk, WcState } from './types';

export * from './effects';
export * from './helpers';

/** A season gate the marker has reached: its seals, and the steps still to go counting the gate's. */
export interface Gate {
  readonly cost: number;
  readonly left: number;
}

/**
 * Passage of Time, step by step. Reaching a season gate with the seals for it stops the walk and returns the gate
 * (the player chooses to pay; NOTES.md R11); without the seals the marker stops before it (reference track).
 */
export function movePot(s: WcState, seat: Seat, n: number): [WcState, Gate | null] {
  let p = player(s, seat);
  let moved = false;
  let gate: Gate | null = null;
  for (let i = 0; i < n && p.pot < POT_MAX; i++) {
    const at = POT_GATES.find(([step]) => step === p.pot + 1);
    if (at) {
      if (p.seal >= at[1]) gate = { cost: at[1], left: n - i };
      break;
    }
    p = { ...p, pot: p.pot + 1 };
    moved = true;
  }
  if (!moved) return [s, gate];
  const t = { ...setPlayer(s, seat, () => p), stamps: updateAt(s.stamps, seat, () => s.clock + 1), clock: s.clock + 1 };
  return [t, gate];
}

/** The season ask answered: pay the seals and step through the gate, walking on; or stop before it. */
export function passGate(s: WcState, ask: Extract<WcAsk, { kind: 'season' }>, seat: Seat, pay: boolean): WcState {
  const t0: WcState = { ...s, asks: settle(s.asks, ask) };
  if (!pay) return run(t0, seat, ask.rest);
  const t: WcState = {
    ...setPlayer(t0, seat, (p) => ({ ...p, seal: p.seal - ask.cost, pot: p.pot + 1 })),
    stamps: updateAt(t0.stamps, seat, () => t0.clock + 1),
    clock: t0.clock + 1,
  };
  const walkOn: Fx[] = ask.left > 1 ? [{ e: 'pot', n: ask.left - 1 }] : [];
  return run(t, seat, [...walkOn, ...ask.rest]);
}

/** Resolve `fx` for `seat` in order until one needs a choice (an ask) or all are done (then `next`). */
export function run(s0: WcState, seat: Seat, fx0: readonly Fx[]): WcState {
  let s = s0;
  let fx = fx0;
  const ask = (a: WcAsk): WcState => ({ ...s, asks: [...s.asks, a] });
  for (let f = fx[0]; f !== undefined; f = fx[0]) {
    const rest = fx.slice(1);
    fx = rest;
    const one: [Seat] = [seat];
    switch (f.e) {
      case 'gain':
        s = setPlayer(s, seat, (p) => gain(p, f.what, f.n));
        break;
      case 'pot': {
        const [t, gate] = movePot(s, seat, f.n);
        s = t;
        if (gate) return ask({ kind: 'season', seats: one, cost: gate.cost, left: gate.left, rest });
        break;
      }
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
          if (courtierReach(s, seat, gate, climb)) return ask({ kind: 'courtier', seats: one, gate, climb, rest });
        } else if (f.w === 'gardener') {
          if (gardenReach(s, seat)) return ask({ kind: 'gardener', seats: one, rest });
        } else if (yardReach(s, seat)) return ask({ kind: 'warrior', seats: one, rest });
        break;
      }
      case 'castle':
        if (castleOptions(s, f.color).length > 0) return ask({ kind: 'castle', seats: one, color: f.color, rest });
        break;
      case 'domain':
        return ask({ kind: 'domain', seats: one, rest });
      case 'offer':
        if (offerReach(player(s, seat), f)) return ask({ kind: 'offer', seats: one, fx: f, rest });
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
  return s.order.slice().sort((a, b) => player(s, b).pot - player(s, a).pot || stampOf(s, b) - stampOf(s, a));
}

/** The last turn of a round is over (seed 4.2). */
export function endRound(s: WcState): WcState {
  const order = nextOrder(s);
  if (s.round >= ROUNDS) return { ...s, order, phase: 'over', asks: [] };
  const queue: [Seat, number][] = [];
  for (const seat of order) {
    s.bridges.forEach((dice, b) => {
      if (dice.length === 0) return;
      for (const id of assertDefined(s.gardens[b], `the gardens of bridge ${b}`))
        if (s.gardeners[id - 1]?.includes(seat)) queue.push([seat, id]);
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
  const deal = (): number => assertDefined(tiles[k++], 'a yard tile to deal');
  const yards = s.yards.map((y, i) => ({ ...y, tiles: assertDefined(YARDS[i], `yard ${i}`).faces.map(deal) }));
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
