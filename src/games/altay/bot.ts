// Altay's bot: scores every legal move from its own view (settle first, then finish achievements and accumulate
// cards, conquer what it can beat, produce, buy the strongest card it can afford) and ends the turn when nothing
// useful is left. It reads only the view it is given and chooses only among the legal moves.

import { assertDefined } from '../../engine/assert';
import type { Bot } from '../../engine/bot';
import type { Seat } from '../../engine/game';
import { randomInt } from '../../engine/random';
import { ACHIEVEMENTS, CARD_TYPES, MARKET, type Res, TERRITORIES } from './data';
import type { AlMove, AlView } from './rules';

/** How much the bot likes each market card (every type listed; the plain producers least). */
const BUY_TASTE: Readonly<Record<string, number>> = {
  farmer: 2,
  lumberjack: 2,
  miner: 2,
  stonecutter: 2,
  city: 9,
  chariot: 7,
  town: 7,
  worker: 5,
  cavalry: 5,
  scholar: 3,
  merchant: 1,
};

const X_RES: readonly Res[] = [1, 2, 3];
const settlementsOn = (v: AlView, t: number) => assertDefined(v.settle[t], `the settlements on territory ${t}`);
function ownerOf(v: AlView, t: number): Seat | null {
  const i = settlementsOn(v, t).findIndex((n) => n > 0);
  return i < 0 ? null : i;
}
const settlementsOf = (v: AlView, seat: Seat, t: number) =>
  assertDefined(settlementsOn(v, t)[seat], `the settlements of seat ${seat} on ${t}`);

export function scoreMove(v: AlView, seat: Seat, m: AlMove): number {
  const p = assertDefined(v.players[seat], `the view of seat ${seat}`);
  const mine = (t: number) => settlementsOf(v, seat, t);
  switch (m.kind) {
    case 'people':
    case 'start':
      return 1;
    case 'build': {
      const t = TERRITORIES[m.t];
      return 100 + (ownerOf(v, m.t) === null ? 6 : 0) + (t?.vp ? 4 : 0);
    }
    case 'contribute':
      return 90;
    case 'feed':
      return 85;
    case 'attack': {
      const owner = ownerOf(v, m.to);
      const power = mine(m.from) + p.swords;
      if (owner === null) return 80 + assertDefined(v.marker[m.to], `the marker on ${m.to}`).value;
      const theirs = settlementsOf(v, owner, m.to);
      return power > theirs + 1 ? 65 : 0;
    }
    case 'shield': {
      const a = v.asks[v.asks.length - 1];
      if (a?.kind !== 'defend') return 0;
      const def = a.shields + mine(a.to);
      return def <= a.atk ? 70 : 0;
    }
    case 'hold':
      return 50;
    case 'develop': {
      const type = assertDefined(v.achs[m.ach], `achievement instance ${m.ach}`);
      const a = assertDefined(ACHIEVEMENTS[type], `achievement type ${type}`);
      const have: [number, number, number, number, number] = [...p.res];
      let fit = 0;
      for (const c of a.cost) {
        const r = c === 'X' ? X_RES.find((x) => have[x] > 0) : have[c] > 0 ? c : undefined;
        if (r !== undefined) {
          have[r] -= 1;
          fit++;
        }
      }
      return fit * 2 >= a.cost.length ? 75 + a.level : 4;
    }
    case 'play': {
      const card = v.cards[m.card];
      const o = card ? CARD_TYPES[card.t]?.options[m.opt] : undefined;
      if (!o) return 0;
      switch (o.op) {
        case 'gain':
          return 40 + (o.terrain ? 10 : 0) + o.res;
        case 'atk': {
          const reach = TERRITORIES.some(
            (t) =>
              mine(t.id) > 0 &&
              t.adj.some((a) => {
                const mk = v.marker[a];
                return v.inPlay[a] && mk && mk.value < mine(t.id) + p.swords + o.n + 1;
              }),
          );
          return reach ? 38 : 2;
        }
        case 'acc':
          return 45;
        case 'draw':
          return 42;
        case 'fillVillage':
          return 95;
        case 'store':
          return 6;
        default:
          return 0;
      }
    }
    case 'buy': {
      const pile = v.market[MARKET.findIndex(([t]) => t === m.type)];
      const top = assertDefined(pile?.[0], `the top card of the ${m.type} pile`);
      const vp = assertDefined(v.cards[top], `card ${top}`).vp;
      return 30 + vp * 6 + assertDefined(BUY_TASTE[m.type], `the bot's taste for ${m.type}`);
    }
    case 'stash':
      return 20;
    case 'release':
      return 55;
    case 'ability':
      return m.key === 'philosophy' ? 60 : 0;
    case 'abandon':
      return -1;
    case 'end':
      return m.keep === null ? 0.5 : 1;
    default:
      return 0;
  }
}

export const bot: Bot<AlView, AlMove> = {
  choose(view, seat, legal, rng) {
    let best: AlMove[] = [];
    let top = Number.NEGATIVE_INFINITY;
    for (const m of legal) {
      const sc = scoreMove(view, seat, m);
      if (sc > top) {
        top = sc;
        best = [m];
      } else if (sc === top) best.push(m);
    }
    const [i] = randomInt(rng, best.length);
    return assertDefined(best[i], 'one of the best moves');
  },
};
