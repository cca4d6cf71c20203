// Rats of Wistar: log lines. Which card a player drew from a deck is told only to that player.

import { type LogEvent, type Seat, seatParam, termParam } from '../../../engine/game';
import { actionOf } from './core';
import type { RwMove, RwState } from './types';

export function describeMove(before: RwState, seat: Seat, m: RwMove, after: RwState): LogEvent[] {
  const who = { seat: seatParam(seat) };
  const out: LogEvent[] = [];
  switch (m.kind) {
    case 'place':
      out.push({ code: 'log.place', params: { ...who, action: termParam(`action.${actionOf(before, m.sector)}`) } });
      break;
    case 'main':
    case 'bonus':
    case 'hut':
    case 'endTurn':
    case 'tent':
    case 'dig':
    case 'bed':
    case 'finish':
    case 'buyWild':
    case 'buyPower':
      out.push({ code: `log.${m.kind}`, params: who });
      break;
    case 'draft':
    case 'draw':
      out.push({ code: `log.${m.kind}`, params: who });
      break;
    case 'moveToken':
    case 'shift':
      out.push({
        code: 'log.shift',
        params: { ...who, from: termParam(`region.${m.from}`), to: termParam(`region.${m.to}`) },
      });
      break;
    case 'deploy':
      out.push({ code: 'log.deploy', params: { ...who, to: termParam(`region.${m.to}`) } });
      break;
    case 'once':
    case 'play':
      out.push({ code: `log.${m.kind}`, params: { ...who, card: m.card } });
      break;
    case 'objective':
      out.push({ code: 'log.objective', params: { ...who, n: m.index + 1 } });
      break;
    case 'door':
    case 'go':
    case 'reveal':
    case 'invite':
    case 'mission':
      out.push({ code: `log.${m.kind}`, params: who });
      break;
    case 'potion':
      out.push({ code: 'log.potion', params: { ...who, pick: termParam(`potion.${m.pick}`) } });
      break;
    case 'cube':
      out.push({ code: 'log.cube', params: { ...who, track: termParam(`track.${m.track}`) } });
      break;
  }
  if (after.round !== before.round) out.push({ code: 'log.round', params: { round: after.round } });
  if (after.asks.length === 0) out.push({ code: 'log.game-over' });
  return out;
}
