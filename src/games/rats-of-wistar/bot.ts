// Rats of Wistar bot: scores each legal move with a plain heuristic from its own view and picks the best
// (ties by the rng). It sees only its view: its own hand, the public board.

import type { Bot } from '../../engine/bot';
import { randomInt } from '../../engine/random';
import {
  ACTION_REGION,
  BED_VP,
  DECK,
  INVENTIONS,
  MAIN_ACTIONS,
  type MainAction,
  SECTORS,
  UNDERGROUND_VP,
} from './data';
import type { RwMove } from './rules/state';
import type { PlayerView, RwView } from './rules/view';

const inv = (c: number) => INVENTIONS[DECK[c] as number] as (typeof INVENTIONS)[number];
const BONUS_VALUE: Record<string, number> = {
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

function actionOf(v: RwView, sector: number): MainAction {
  for (let p = 0; p < 6; p++)
    if (v.sectors[(((p - v.rotation) % 6) + 6) % 6] === sector) return MAIN_ACTIONS[p] as MainAction;
  return 'wood';
}
function strength(p: PlayerView, a: MainAction): number {
  return p.workers[ACTION_REGION[a]];
}
function value(v: RwView, seat: number, m: RwMove): number {
  const p = v.players[seat] as PlayerView;
  const rooms = 2 + p.dug;
  const free = rooms - p.beds - p.guests.length;
  switch (m.kind) {
    case 'draft':
      return inv((v.pairs[m.pair] as [number, number])[1]).vp;
    case 'place': {
      const a = actionOf(v, m.sector);
      const n = strength(p, a);
      const want: Record<MainAction, number> = {
        wood: n * (p.wood < 4 ? 1.3 : 0.7),
        metal: n * (p.metal < 4 ? 1.5 : 0.8),
        dig: Math.min(n, Math.floor(p.metal / 2), 6 - p.dug) * 3.5,
        bed: Math.min(n, Math.floor(p.wood / 2), free, 6 - p.beds) * 4,
        invent: n * 1.4,
        explore: n * 1.6,
      };
      const bon = (SECTORS[m.sector]?.spaces[m.space]?.bonuses ?? []).reduce((x, b) => x + (BONUS_VALUE[b] ?? 0), 0);
      return want[a] + bon;
    }
    case 'hut':
      return v.round < 5 ? 2.6 : 1.8;
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
      return p.wild < 1 && m.discard.length > 0 ? 0.4 : -1;
    case 'buyPower':
      return p.power < 2 && (p.hand ?? []).some((c) => inv(c).power > p.power)
        ? 2 - m.discard.length * 0.1 - (m.wood + m.metal) * 0.3
        : -1;
    case 'moveToken':
      return -1;
    case 'dig':
      return 10 + (UNDERGROUND_VP[p.dug] ?? 0);
    case 'bed':
      return 10 + (BED_VP[p.beds] ?? 0);
    case 'draw':
      return m.tier === 'advanced'
        ? 5 + (typeof m.from === 'number' ? inv(v.advancedDisplay[m.from] as number).vp * 0.3 : 1)
        : 4 + (typeof m.from === 'number' ? inv(v.basicDisplay[m.from] as number).vp * 0.3 : 0.8);
    case 'invite':
      return free > 0 ? 9 : -1;
    case 'reveal':
      return 7;
    case 'door':
      return 6;
    case 'go':
      return 5 + m.area * 0.3;
    case 'mission':
      return 9;
    case 'shift': {
      const cnt = { forest: p.workers.forest, burrow: p.workers.burrow, farm: p.workers.farm };
      return cnt[m.from] > cnt[m.to] + 1 ? 3 : -0.5;
    }
    case 'finish':
      return 0;
    case 'potion':
      return m.pick === 'mission' ? 5 : m.pick === 'play' ? 4 : m.pick === 'metal' ? 1.2 : 1;
    case 'play':
      return 5 + inv(m.card).vp;
    case 'cube':
      return -m.index;
  }
}

export const bot: Bot<RwView, RwMove> = {
  choose(view, seat, legal, rng) {
    let best: RwMove[] = [];
    let top = -Infinity;
    for (const m of legal) {
      const x = value(view, seat, m);
      if (x > top + 1e-9) {
        top = x;
        best = [m];
      } else if (Math.abs(x - top) <= 1e-9) best.push(m);
    }
    return best[randomInt(rng, best.length)[0]] as RwMove;
  },
};
