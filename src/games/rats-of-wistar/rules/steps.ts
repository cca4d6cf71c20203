// Rats of Wistar: the follow-up asks — a main action's strength spent step by step, potions, playing an
// invention, missions and their cubes, and the starting draft.

import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import { replaceAt, updateAt } from '../../../engine/list';
import { BED_WOOD, DIG_METAL, REGIONS } from '../data';
import {
  abilityOf,
  bases,
  card,
  cubeOptions,
  deckOf,
  displayOf,
  doorOf,
  doorsAround,
  drawFrom,
  enter,
  freeRooms,
  type Gained,
  gain,
  me,
  missionCard,
  missionOptions,
  missionRow,
  moved,
  neighbours,
  onArrive,
  pay,
  playable,
  slotsOf,
  TIERS,
  welcome,
  wildsSpent,
  withDisplay,
  without,
  withPlayer,
} from './core';
import type { MoveOf, Of, Player, RwAsk, RwMove, RwState } from './types';

// The step asks: the strength of a main action (or an explore bonus), spent one unit at a time ----
export function stepMoves(s: RwState, ask: Of<'step'>): RwMove[] {
  const seat = ask.seats[0];
  const p = me(s, seat);
  const out: RwMove[] = [];
  switch (ask.step) {
    case 'dig':
      if (p.dug < 6 && p.metal >= DIG_METAL) out.push({ kind: 'dig' });
      break;
    case 'bed':
      if (p.beds < 6 && p.wood >= BED_WOOD && freeRooms(p) > 0) out.push({ kind: 'bed' });
      break;
    case 'invent':
      for (const tier of TIERS) {
        if ((tier === 'basic' ? 1 : 2) > ask.left) continue;
        for (let from = 0; from < displayOf(s, tier).length; from++) out.push({ kind: 'draw', tier, from });
        if (deckOf(s, tier).length > 0 || s.discard.some((c) => card(c).tier === tier))
          out.push({ kind: 'draw', tier, from: 'deck' });
      }
      break;
    case 'explore':
    case 'bonusExplore':
      for (const area of bases(p)) {
        for (const door of doorsAround(area))
          if (!s.doors[door] && !out.some((x) => x.kind === 'door' && x.door === door))
            out.push({ kind: 'door', door });
        slotsOf(s, area).forEach((sl, slot) => {
          if (!sl.open) out.push({ kind: 'reveal', area, slot });
        });
        if (areaGuests(s, area).length > 0 && freeRooms(p) > 0) out.push({ kind: 'invite', area });
      }
      for (const area of neighbours(s, p.explorer)) out.push({ kind: 'go', area });
      break;
    case 'move':
      for (const from of REGIONS)
        if (p.workers[from] > 0) for (const to of REGIONS) if (to !== from) out.push({ kind: 'shift', from, to });
      break;
  }
  return [...out, { kind: 'finish' }];
}
const areaGuests = (s: RwState, area: number) => assertDefined(s.areaGuests[area], `the guests of area ${area}`);

type StepMove = MoveOf<'dig' | 'bed' | 'draw' | 'door' | 'go' | 'reveal' | 'invite' | 'shift'>;
/** One unit of strength spent: the new state, the asks it opens, and the units it cost. */
function spendStep(s: RwState, seat: number, m: StepMove): readonly [RwState, readonly RwAsk[], number] {
  const mine = (f: (p: Player) => Player) => withPlayer(s, seat, f);
  switch (m.kind) {
    case 'dig':
      return [mine((p) => ({ ...p, metal: p.metal - DIG_METAL, dug: p.dug + 1 })), [], 1];
    case 'bed':
      // Seed: building a bed frees the worker on it to the burrow entrance.
      return [
        mine((p) => ({
          ...p,
          wood: p.wood - BED_WOOD,
          beds: p.beds + 1,
          workers: { ...p.workers, entrance: p.workers.entrance + 1 },
        })),
        [],
        1,
      ];
    case 'draw': {
      const spent = m.tier === 'basic' ? 1 : 2;
      if (m.from === 'deck') {
        const [next, drawn] = drawFrom(s, m.tier);
        const after = drawn === null ? next : withPlayer(next, seat, (p) => ({ ...p, hand: [...p.hand, drawn] }));
        return [after, [], spent];
      }
      const display = displayOf(s, m.tier);
      const taken = assertDefined(display[m.from], `card ${m.from} of the ${m.tier} display`);
      const next = withDisplay(s, m.tier, without(display, m.from));
      return [withPlayer(next, seat, (p) => ({ ...p, hand: [...p.hand, taken] })), [], spent];
    }
    case 'door':
      return [...gain({ ...s, doors: replaceAt(s.doors, m.door, true) }, seat, doorOf(m.door).gain), 1];
    case 'go':
      return [enter(s, seat, m.area), [], 1];
    case 'reveal': {
      const sl = assertDefined(slotsOf(s, m.area)[m.slot], `mission slot ${m.slot} of area ${m.area}`);
      const missions = updateAt(s.missions, m.area, (a) => replaceAt(a, m.slot, { ...sl, open: true }));
      return [...gain({ ...s, missions }, seat, missionCard(sl.mission).reveal), 1];
    }
    case 'invite': {
      const [guest, ...rest] = areaGuests(s, m.area);
      const next = { ...s, areaGuests: replaceAt(s.areaGuests, m.area, rest) };
      return [...welcome(next, seat, assertDefined(guest, `a guest in area ${m.area}`)), 1];
    }
    case 'shift':
      return [mine((p) => ({ ...p, workers: moved(p.workers, m.from, m.to) })), [], 1];
  }
}
export function applyStep(s: RwState, ask: Of<'step'>, m: StepMove | MoveOf<'finish'>): RwState {
  if (m.kind === 'finish') return { ...s, asks: settle(s.asks, ask) };
  const [next, extra, spent] = spendStep(s, ask.seats[0], m);
  const left = ask.left - spent;
  const asks = left > 0 ? settle(next.asks, ask, ...extra, { ...ask, left }) : settle(next.asks, ask, ...extra);
  return { ...next, asks };
}

export function potionMoves(s: RwState, ask: Of<'potion'>): RwMove[] {
  const seat = ask.seats[0];
  const p = me(s, seat);
  const out: RwMove[] = [];
  if (missionOptions(s, seat).length > 0) out.push({ kind: 'potion', pick: 'mission' });
  if (p.hand.some((c) => playable(p, c))) out.push({ kind: 'potion', pick: 'play' });
  out.push({ kind: 'potion', pick: 'wood' }, { kind: 'potion', pick: 'metal' });
  return out;
}
export function applyPotion(s: RwState, ask: Of<'potion'>, m: MoveOf<'potion'>): RwState {
  const seat = ask.seats[0];
  switch (m.pick) {
    case 'wood':
      return { ...withPlayer(s, seat, (p) => ({ ...p, wood: p.wood + 1 })), asks: settle(s.asks, ask) };
    case 'metal':
      return { ...withPlayer(s, seat, (p) => ({ ...p, metal: p.metal + 1 })), asks: settle(s.asks, ask) };
    case 'mission':
      return { ...s, asks: settle(s.asks, ask, { kind: 'mission', seats: [seat] }) };
    case 'play':
      return { ...s, asks: settle(s.asks, ask, { kind: 'play', seats: [seat] }) };
  }
}

export function playMoves(s: RwState, ask: Of<'play'>): RwMove[] {
  const p = me(s, ask.seats[0]);
  return [...p.hand.filter((c) => playable(p, c)).map((c): RwMove => ({ kind: 'play', card: c })), { kind: 'finish' }];
}
export function applyPlay(s: RwState, ask: Of<'play'>, m: MoveOf<'play' | 'finish'>): RwState {
  if (m.kind === 'finish') return { ...s, asks: settle(s.asks, ask) };
  const seat = ask.seats[0];
  const inv = card(m.card);
  const played = withPlayer(s, seat, (p) => ({
    ...pay(p, inv.cost),
    wild: p.wild - wildsSpent(p, inv.needs),
    hand: p.hand.filter((c) => c !== m.card),
    played: [...p.played, m.card],
  }));
  const [next, extra] = onArrive(played, seat, inv.effect);
  return { ...next, asks: settle(next.asks, ask, ...extra) };
}

export function missionMoves(s: RwState, ask: Of<'mission'>): RwMove[] {
  return [...missionOptions(s, ask.seats[0]).map((o): RwMove => ({ kind: 'mission', ...o })), { kind: 'finish' }];
}
export function applyMission(s: RwState, ask: Of<'mission'>, m: MoveOf<'mission' | 'finish'>): RwState {
  if (m.kind === 'finish') return { ...s, asks: settle(s.asks, ask) };
  const seat = ask.seats[0];
  const { mission } = assertDefined(slotsOf(s, m.area)[m.slot], `mission slot ${m.slot} of area ${m.area}`);
  const row = assertDefined(missionRow(s, seat, mission), `a row of mission ${mission} the player can complete`);
  const md = missionCard(mission);
  const r = assertDefined(md.rows[row], `row ${row} of mission ${mission}`);
  const paid = withPlayer(s, seat, (p) => ({
    ...pay(p, r.pay),
    wild: p.wild - wildsSpent(p, r.skills),
    rows: { ...p.rows, [String(mission)]: row + 1 },
  }));
  const [next, extra] = gain(paid, seat, r.reward);
  // Seed: a completed mission takes a cube off the ability track of its colour (house: grey, cellar: brown).
  const track = md.part === 'house' ? 'grey' : 'brown';
  const cube: RwAsk[] = cubeOptions(me(next, seat), track).length > 0 ? [{ kind: 'cube', seats: [seat], track }] : [];
  return { ...next, asks: settle(next.asks, ask, ...cube, ...extra) };
}
export function applyCube(s: RwState, ask: Of<'cube'>, m: MoveOf<'cube'>): RwState {
  const seat = ask.seats[0];
  const ab = abilityOf(m.track, m.index);
  const taken = withPlayer(s, seat, (p) => ({
    ...pay(p, ab.cost),
    cubes: { ...p.cubes, [m.track]: replaceAt(p.cubes[m.track], m.index, true) },
  }));
  const [next, extra]: Gained = ab.perk.kind === 'gain' ? gain(taken, seat, ab.perk.gain) : [taken, []];
  return { ...next, asks: settle(next.asks, ask, ...extra) };
}

export function applyDraft(s: RwState, ask: Of<'draft'>, m: MoveOf<'draft'>): RwState {
  const pair = assertDefined(s.pairs[m.pair], `draft pair ${m.pair}`);
  const next = withPlayer(s, ask.seats[0], (p) => ({ ...p, hand: [...p.hand, ...pair] }));
  return { ...next, pairs: without(s.pairs, m.pair), asks: settle(s.asks, ask) };
}
