// The game log: one plain event per move.
import { assertDefined } from '../../../engine/assert';
import { topAsk } from '../../../engine/decision';
import { type LogEvent, type Seat, seatParam, termParam } from '../../../engine/game';
import { defencePower } from './battle';
import { achType, cardOf, P } from './helpers';
import { ownerOf } from './settlements';
import type { AlMove, AlState } from './types';

export const territoryParam = (t: number) => t + 1;
export function describe(before: AlState, seat: Seat, m: AlMove, after: AlState): LogEvent[] {
  const who = seatParam(seat);
  switch (m.kind) {
    case 'people':
      return [{ code: 'log.people', params: { seat: who, people: termParam(`people.${m.people}`) } }];
    case 'start':
    case 'build':
      return [{ code: `log.${m.kind}`, params: { seat: who, t: territoryParam(m.t) } }];
    case 'play':
      return [
        {
          code: 'log.play',
          params: { seat: who, card: termParam(`card.${cardOf(before, m.card).t}`), opt: m.opt + 1 },
        },
      ];
    case 'buy':
      return [{ code: 'log.buy', params: { seat: who, card: termParam(`card.${m.type}`) } }];
    case 'feed':
    case 'stash':
      return [{ code: `log.${m.kind}`, params: { seat: who, res: termParam(`res.${m.res}`) } }];
    case 'release':
      return [{ code: 'log.release', params: { seat: who } }];
    case 'attack': {
      const owner = ownerOf(before, m.to);
      if (owner === null)
        return [
          {
            code: 'log.conquer',
            params: {
              seat: who,
              t: territoryParam(m.to),
              value: assertDefined(before.marker[m.to], `the marker taken on ${m.to}`).value,
            },
          },
        ];
      return [{ code: 'log.attack', params: { seat: who, t: territoryParam(m.to), other: seatParam(owner) } }];
    }
    case 'develop':
      return [{ code: 'log.develop', params: { seat: who, ach: termParam(`ach.${achType(before, m.ach).key}`) } }];
    case 'contribute': {
      const dev = P(before, seat).dev;
      const done = dev && P(after, seat).done.includes(dev.ach);
      return [
        {
          code: done ? 'log.complete' : 'log.contribute',
          params: { seat: who, ach: termParam(`ach.${dev ? achType(before, dev.ach).key : 'academy'}`) },
        },
      ];
    }
    case 'abandon':
      return [{ code: 'log.abandon', params: { seat: who } }];
    case 'ability':
      return [{ code: 'log.ability', params: { seat: who, ach: termParam(`ach.${m.key}`) } }];
    case 'end':
      return [{ code: after.asks.length === 0 ? 'log.game-end' : 'log.end', params: { seat: who } }];
    case 'shield':
      return [{ code: 'log.shield', params: { seat: who, card: termParam(`card.${cardOf(before, m.card).t}`) } }];
    case 'hold': {
      const a = topAsk(before.asks, 'the battle being settled');
      if (a.kind !== 'defend') throw new Error(`a hold answers a defend ask, not ${a.kind}`);
      const def = defencePower(before, a);
      const code = a.atk > def ? 'log.battle-won' : def > a.atk ? 'log.battle-lost' : 'log.battle-tie';
      return [{ code, params: { seat: seatParam(a.attacker), other: who, atk: a.atk, def } }];
    }
    default:
      return [];
  }
}
