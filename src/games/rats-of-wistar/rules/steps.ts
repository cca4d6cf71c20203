// Rats of Wistar: the follow-up asks — a main action's strength spent step by step, potions, playing an
// invention, missions and their cubes, and the starting draft.

import { settle } from '../../../engine/decision';
import { ABILITIES, BED_WOOD, DIG_METAL, DOORS, MISSIONS, REGIONS } from '../data';
import {
  bases,
  card,
  clone,
  cubeOptions,
  doorsAround,
  drawFrom,
  enter,
  freeRooms,
  gain,
  me,
  missionOptions,
  missionRow,
  neighbours,
  onArrive,
  pay,
  playable,
  welcome,
  wildsNeeded,
} from './core';
import type { Of, RwAsk, RwMove, RwState } from './types';

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
      for (const tier of ['basic', 'advanced'] as const) {
        if ((tier === 'basic' ? 1 : 2) > ask.left) continue;
        const display = tier === 'basic' ? s.basicDisplay : s.advancedDisplay;
        for (let from = 0; from < display.length; from++) out.push({ kind: 'draw', tier, from });
        const deck = tier === 'basic' ? s.basicDeck : s.advancedDeck;
        if (deck.length > 0 || s.discard.some((c) => card(c).tier === tier))
          out.push({ kind: 'draw', tier, from: 'deck' });
      }
      break;
    case 'explore':
    case 'bonusExplore':
      for (const area of bases(p)) {
        for (const door of doorsAround(s, area))
          if (!s.doors[door] && !out.some((x) => x.kind === 'door' && x.door === door))
            out.push({ kind: 'door', door });
        (s.missions[area] ?? []).forEach((sl, slot) => {
          if (!sl.open) out.push({ kind: 'reveal', area, slot });
        });
        if ((s.areaGuests[area] ?? []).length > 0 && freeRooms(p) > 0) out.push({ kind: 'invite', area });
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
export function applyStep(s0: RwState, ask: Of<'step'>, m: RwMove): RwState {
  const s = clone(s0);
  const own = s.asks[s0.asks.lastIndexOf(ask)] as Of<'step'>;
  const seat = own.seats[0];
  const p = me(s, seat);
  if (m.kind === 'finish') {
    s.asks = settle(s.asks, own);
    return s;
  }
  let extra: RwAsk[] = [];
  let spent = 1;
  switch (m.kind) {
    case 'dig':
      p.metal -= DIG_METAL;
      p.dug += 1;
      break;
    case 'bed':
      // Seed: building a bed frees the worker on it to the burrow entrance.
      p.wood -= BED_WOOD;
      p.beds += 1;
      p.workers.entrance += 1;
      break;
    case 'draw': {
      spent = m.tier === 'basic' ? 1 : 2;
      const display = m.tier === 'basic' ? s.basicDisplay : s.advancedDisplay;
      if (m.from === 'deck') {
        const drawn = drawFrom(s, m.tier);
        if (drawn !== null) p.hand.push(drawn);
      } else p.hand.push(...display.splice(m.from, 1));
      break;
    }
    case 'door': {
      s.doors[m.door] = true;
      extra = gain(s, seat, (DOORS[m.door] as (typeof DOORS)[number]).gain);
      break;
    }
    case 'go':
      enter(s, seat, m.area);
      break;
    case 'reveal': {
      const sl = (s.missions[m.area] as { mission: number; open: boolean }[])[m.slot] as {
        mission: number;
        open: boolean;
      };
      sl.open = true;
      extra = gain(s, seat, (MISSIONS[sl.mission] as (typeof MISSIONS)[number]).reveal);
      break;
    }
    case 'invite': {
      const guest = (s.areaGuests[m.area] as number[]).shift() as number;
      extra = welcome(s, seat, guest);
      break;
    }
    case 'shift':
      p.workers[m.from] -= 1;
      p.workers[m.to] += 1;
      break;
    default:
      throw new Error(`not a step move: ${m.kind}`);
  }
  const left = own.left - spent;
  s.asks = left > 0 ? settle(s.asks, own, ...extra, { ...own, left }) : settle(s.asks, own, ...extra);
  return s;
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
export function applyPotion(s0: RwState, ask: Of<'potion'>, m: RwMove): RwState {
  const s = clone(s0);
  const own = s.asks[s0.asks.lastIndexOf(ask)] as Of<'potion'>;
  const seat = own.seats[0];
  if (m.kind !== 'potion') throw new Error('not a potion');
  if (m.pick === 'wood') me(s, seat).wood += 1;
  if (m.pick === 'metal') me(s, seat).metal += 1;
  const next: RwAsk[] =
    m.pick === 'mission'
      ? [{ kind: 'mission', seats: [seat] }]
      : m.pick === 'play'
        ? [{ kind: 'play', seats: [seat] }]
        : [];
  s.asks = settle(s.asks, own, ...next);
  return s;
}

export function playMoves(s: RwState, ask: Of<'play'>): RwMove[] {
  const p = me(s, ask.seats[0]);
  return [
    ...p.hand.filter((c) => playable(p, c)).map((c) => ({ kind: 'play', card: c }) as RwMove),
    { kind: 'finish' },
  ];
}
export function applyPlay(s0: RwState, ask: Of<'play'>, m: RwMove): RwState {
  const s = clone(s0);
  const own = s.asks[s0.asks.lastIndexOf(ask)] as Of<'play'>;
  const seat = own.seats[0];
  if (m.kind === 'finish') {
    s.asks = settle(s.asks, own);
    return s;
  }
  if (m.kind !== 'play') throw new Error('not a play');
  const p = me(s, seat);
  const inv = card(m.card);
  pay(p, inv.cost);
  p.wild -= wildsNeeded(p, inv.needs) as number;
  p.hand = p.hand.filter((c) => c !== m.card);
  p.played.push(m.card);
  s.asks = settle(s.asks, own, ...onArrive(s, seat, inv.effect));
  return s;
}

export function missionMoves(s: RwState, ask: Of<'mission'>): RwMove[] {
  return [...missionOptions(s, ask.seats[0]).map((o) => ({ kind: 'mission', ...o }) as RwMove), { kind: 'finish' }];
}
export function applyMission(s0: RwState, ask: Of<'mission'>, m: RwMove): RwState {
  const s = clone(s0);
  const own = s.asks[s0.asks.lastIndexOf(ask)] as Of<'mission'>;
  const seat = own.seats[0];
  if (m.kind === 'finish') {
    s.asks = settle(s.asks, own);
    return s;
  }
  if (m.kind !== 'mission') throw new Error('not a mission');
  const p = me(s, seat);
  const slot = s.missions[m.area]?.[m.slot];
  if (!slot) throw new Error('no such mission slot');
  const mission = slot.mission;
  const row = missionRow(s, seat, mission) as number;
  const md = MISSIONS[mission] as (typeof MISSIONS)[number];
  const r = md.rows[row] as (typeof md.rows)[number];
  pay(p, r.pay);
  p.wild -= wildsNeeded(p, r.skills) as number;
  p.rows[String(mission)] = row + 1;
  const extra = gain(s, seat, r.reward);
  // Seed: a completed mission takes a cube off the ability track of its colour (house: grey, cellar: brown).
  const track = md.part === 'house' ? 'grey' : 'brown';
  const cube: RwAsk[] = cubeOptions(p, track).length > 0 ? [{ kind: 'cube', seats: [seat], track }] : [];
  s.asks = settle(s.asks, own, ...cube, ...extra);
  return s;
}
export function applyCube(s0: RwState, ask: Of<'cube'>, m: RwMove): RwState {
  const s = clone(s0);
  const own = s.asks[s0.asks.lastIndexOf(ask)] as Of<'cube'>;
  const seat = own.seats[0];
  if (m.kind !== 'cube') throw new Error('not a cube');
  const p = me(s, seat);
  const ab = ABILITIES[m.track][m.index] as (typeof ABILITIES)['brown'][number];
  pay(p, ab.cost ?? {});
  p.cubes[m.track][m.index] = true;
  const extra = ab.perk.kind === 'gain' ? gain(s, seat, ab.perk.gain) : [];
  s.asks = settle(s.asks, own, ...extra);
  return s;
}

export function applyDraft(s0: RwState, ask: Of<'draft'>, m: RwMove): RwState {
  const s = clone(s0);
  const own = s.asks[s0.asks.lastIndexOf(ask)] as Of<'draft'>;
  if (m.kind !== 'draft') throw new Error('not a draft');
  const [pair] = s.pairs.splice(m.pair, 1);
  me(s, own.seats[0]).hand.push(...(pair as [number, number]));
  s.asks = settle(s.asks, own);
  return s;
}
