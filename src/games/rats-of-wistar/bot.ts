// Rats of Wistar bot: scores each legal move with a plain heuristic from its own view and picks the best
// (ties by the rng). It sees only its view: its own hand, the public board. `planBot` leans the same heuristic
// towards one of the main plans (beds, rooms, inventions, missions, guests); the balance script gives each seat a plan
// so that every plan's win rate is measured, and `bot` is the even mix.

import { assertDefined } from '../../engine/assert';
import type { Bot } from '../../engine/bot';
import { randomInt } from '../../engine/random';
import {
  ACTION_REGION,
  BED_VP,
  type Bonus,
  type Effect,
  type Gain,
  type MainAction,
  ROUNDS,
  UNDERGROUND_VP,
} from './data';
import { actionOf, card, fullCost, fullGain, playable, sectorCard } from './rules/core';
import type { PlayerView, RwMove, RwView } from './rules/types';

export type Plan = 'beds' | 'rooms' | 'inventions' | 'missions' | 'guests' | 'even';
export const PLANS: readonly Exclude<Plan, 'even'>[] = ['beds', 'rooms', 'inventions', 'missions', 'guests'];
type Lean = Readonly<Record<Exclude<Plan, 'even'>, number>>;
const LEAN: Readonly<Record<Plan, Lean>> = {
  even: { beds: 1, rooms: 1, inventions: 1, missions: 1, guests: 1 },
  beds: { beds: 1.8, rooms: 1.1, inventions: 0.8, missions: 0.8, guests: 0.6 },
  rooms: { beds: 0.9, rooms: 1.8, inventions: 0.8, missions: 0.8, guests: 0.9 },
  inventions: { beds: 0.8, rooms: 0.8, inventions: 1.8, missions: 0.8, guests: 0.8 },
  missions: { beds: 0.8, rooms: 0.8, inventions: 0.9, missions: 1.6, guests: 0.8 },
  guests: { beds: 0.6, rooms: 1.1, inventions: 0.8, missions: 0.8, guests: 1.8 },
};

const BONUS_VALUE: Readonly<Record<Bonus, number>> = {
  move1: 1,
  move2: 1.5,
  wild: 1.5,
  basic: 1.5,
  wood: 1,
  metal: 1.2,
  explore: 1.5,
  potion: 1.6,
  guest: 3,
  play: 3,
  mission: 3.5,
};

/** The bot's own hand: its view of its own seat shows it. */
const ownHand = (p: PlayerView): readonly number[] => assertDefined(p.hand, "the bot's own hand");
function gainValue(gain: Gain): number {
  const x = fullGain(gain);
  return x.wood + 1.2 * x.metal + 0.8 * x.move + 1.5 * x.wild + x.vp + 1.5 * x.card + 1.6 * x.potion;
}
/** What a card in play is worth to this player from now on (points plus its effect over the rounds left). */
function cardValue(v: RwView, p: PlayerView, c: number): number {
  const inv = card(c);
  const left = ROUNDS - v.round;
  const e: Effect = inv.effect;
  let x = inv.vp;
  if (e.kind === 'now') x += gainValue(e.gain);
  else if (e.kind === 'income') x += gainValue(e.gain) * left;
  else if (e.kind === 'once')
    x += Math.max(0, gainValue(e.gain) - fullCost(e.pay).wood - 1.2 * fullCost(e.pay).metal) * (left + 0.5);
  else if (e.kind === 'boost') x += 1.2 * (left + 0.5);
  else if (e.kind === 'attack') x += 0.4 * (v.seats - 1);
  else if (e.kind === 'end') {
    const now =
      e.per === 'beds'
        ? p.beds
        : e.per === 'rooms'
          ? 2 + p.dug
          : e.per === 'guests'
            ? p.guests.length
            : e.per === 'missions'
              ? Object.values(p.rows).reduce((a, b) => a + b, 0)
              : p.played.filter((q) => card(q).type === e.per).length + 1;
    x += e.vp * (now + left * 0.6);
  }
  return x + 0.5 * inv.icons.length;
}
function strength(p: PlayerView, a: MainAction): number {
  return p.workers[ACTION_REGION[a]];
}
function bestPlay(v: RwView, p: PlayerView): number {
  let best = 0;
  for (const c of ownHand(p)) if (playable(p, c)) best = Math.max(best, cardValue(v, p, c));
  return best;
}
/** What paying these cards away costs: a share of their worth. */
function discardCost(v: RwView, p: PlayerView, cards: readonly number[]): number {
  return cards.reduce((x, c) => x + 0.15 * cardValue(v, p, c) + 0.2, 0);
}
function value(v: RwView, seat: number, m: RwMove, w: Lean): number {
  const p = assertDefined(v.players[seat], `the bot's seat ${seat}`);
  const rooms = 2 + p.dug;
  const free = rooms - p.beds - p.guests.length;
  // A bed-and-room planner keeps wood for beds and metal for rooms.
  const wantWood = p.wood < (w.beds > 1 ? 6 : 4);
  const wantMetal = p.metal < (w.rooms > 1 ? 6 : 4);
  switch (m.kind) {
    case 'draft': {
      const [basic, advanced] = assertDefined(v.pairs[m.pair], `draft pair ${m.pair}`);
      return cardValue(v, p, basic) + cardValue(v, p, advanced);
    }
    case 'place': {
      const a = actionOf(v, m.sector);
      const n = strength(p, a);
      const want: Record<MainAction, number> = {
        wood: n * (wantWood ? 1.3 : 0.7) * (w.beds > 1 ? 1.3 : 1),
        metal: n * (wantMetal ? 1.5 : 0.8) * (w.rooms > 1 || w.beds > 1 ? 1.2 : 1),
        dig: Math.min(n, Math.floor(p.metal / 2), 6 - p.dug) * 3.5 * w.rooms * (w.beds > 1 && free < 2 ? 1.5 : 1),
        bed: Math.min(n, Math.floor(p.wood / 2), free, 6 - p.beds) * 4 * w.beds,
        invent: n * 1.4 * w.inventions,
        // Round 5 (NOTES.md): 2.8 a strength, was 1.6; every leaning explores more, and the plans' spread narrows.
        explore: n * 2.8 * (w.missions + w.guests) * 0.5,
      };
      const space = assertDefined(sectorCard(m.sector).spaces[m.space], `space ${m.space} of sector ${m.sector}`);
      const bon = space.bonuses.reduce((x, b) => {
        if (b === 'play') return x + (bestPlay(v, p) > 0 ? 1.5 + 0.5 * bestPlay(v, p) * w.inventions : 0.3);
        if (b === 'guest') return x + (free > 0 && v.roundGuest !== null ? 3 * w.guests : 0);
        if (b === 'mission') return x + 3.5 * w.missions;
        return x + BONUS_VALUE[b];
      }, 0);
      return want[a] + bon;
    }
    case 'hut':
      // The hut's potion can play a card.
      return (v.round < 5 ? 2.6 : 1.8) + (bestPlay(v, p) > 0 ? 0.3 * bestPlay(v, p) * w.inventions : 0);
    case 'main':
      return 20;
    case 'bonus':
      return 19;
    case 'endTurn':
      return 0;
    case 'objective':
      return 30;
    case 'deploy': {
      const need = { forest: 2 - p.workers.forest, burrow: 2 - p.workers.burrow, farm: 2 - p.workers.farm };
      return 25 + need[m.to];
    }
    case 'tent':
      return 0.5;
    case 'once':
      return 18;
    case 'buyWild':
      return p.wild < 1 && m.discard.length > 0 ? 0.4 - discardCost(v, p, m.discard) : -1;
    case 'buyPower': {
      // Power only for a card in hand that needs it (and is not paid away), resources before cards.
      const wanted = ownHand(p).filter((c) => card(c).power > p.power && !m.discard.includes(c));
      if (p.power >= 2 || wanted.length === 0) return -1;
      const best = Math.max(...wanted.map((c) => cardValue(v, p, c)));
      return 0.25 * best * w.inventions - (m.wood + m.metal) * 0.3 - discardCost(v, p, m.discard);
    }
    case 'moveToken':
      return -1;
    case 'dig':
      // A dig or a bed is offered only while a tile is left, so the next tile's points exist.
      return 10 + assertDefined(UNDERGROUND_VP[p.dug], `the points of underground tile ${p.dug + 1}`) * w.rooms;
    case 'bed':
      return 10 + assertDefined(BED_VP[p.beds], `the points of bed ${p.beds + 1}`) * w.beds;
    case 'draw': {
      const shown = m.tier === 'advanced' ? v.advancedDisplay : v.basicDisplay;
      const c = typeof m.from === 'number' ? assertDefined(shown[m.from], `displayed card ${m.from}`) : null;
      const base = m.tier === 'advanced' ? 5 : 4;
      return base + (c === null ? 1 : 0.3 * cardValue(v, p, c)) * w.inventions;
    }
    case 'invite':
      return free > 0 ? 9 * w.guests : -1;
    case 'reveal':
      return 7;
    case 'door':
      return 6;
    case 'go':
      return 5 + m.area * 0.3;
    case 'mission':
      return 9 * w.missions;
    case 'shift': {
      const cnt = { forest: p.workers.forest, burrow: p.workers.burrow, farm: p.workers.farm };
      return cnt[m.from] > cnt[m.to] + 1 ? 3 : -0.5;
    }
    case 'finish':
      return 0;
    case 'potion':
      return m.pick === 'mission'
        ? 5 * w.missions
        : m.pick === 'play'
          ? 2 + 0.5 * bestPlay(v, p) * w.inventions
          : m.pick === 'metal'
            ? 1.2
            : 1;
    case 'play':
      return 5 + cardValue(v, p, m.card) * w.inventions;
    case 'cube':
      return -m.index;
  }
}

/** The heuristic bot leaning towards one plan. */
export function planBot(plan: Plan): Bot<RwView, RwMove> {
  const w = LEAN[plan];
  return {
    choose(view, seat, legal, rng) {
      let best: RwMove[] = [];
      let top = -Infinity;
      for (const m of legal) {
        const x = value(view, seat, m, w);
        if (x > top + 1e-9) {
          top = x;
          best = [m];
        } else if (Math.abs(x - top) <= 1e-9) best.push(m);
      }
      return assertDefined(best[randomInt(rng, best.length)[0]], 'a best move (the bot is handed legal moves)');
    },
  };
}
export const bot: Bot<RwView, RwMove> = planBot('even');
