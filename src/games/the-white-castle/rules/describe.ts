// The White Castle's log: what each move did, in words (log.* codes of text.ts).

import { assertDefined } from '../../../engine/assert';
import type { LogEvent, Seat } from '../../../engine/game';
import { seatParam, termParam } from '../../../engine/game';
import { player } from './helpers';
import { dieAt } from './place';
import type { Space, WcMove, WcState } from './types';

const SPACE_TERM: Readonly<Record<Space, string>> = {
  r0: 'space.r0',
  r1: 'space.r1',
  r2: 'space.r2',
  r3: 'space.r3',
  r4: 'space.r4',
  well: 'space.well',
  o0: 'space.o0',
  o1: 'space.o1',
  d: 'space.d',
};

export function describe(before: WcState, seat: Seat, m: WcMove, after: WcState): LogEvent[] {
  const who = seatParam(seat);
  const out: LogEvent[] = [];
  switch (m.kind) {
    case 'place': {
      const die = assertDefined(dieAt(before, m.bridge, m.end), `the die taken from bridge ${m.bridge}`);
      const delta = player(after, seat).coin - player(before, seat).coin;
      out.push({
        code: 'log.place',
        params: {
          seat: who,
          color: termParam(`term.${die.color}`),
          value: die.value,
          space: termParam(SPACE_TERM[m.space]),
        },
      });
      if (m.end === 'L') out.push({ code: 'log.lantern', params: { seat: who } });
      if (m.act) out.push({ code: 'log.act', params: { seat: who, act: termParam(`term.${m.act}`) } });
      if (delta !== 0)
        out.push({ code: delta > 0 ? 'log.coins-gain' : 'log.coins-pay', params: { seat: who, n: Math.abs(delta) } });
      break;
    }
    case 'draft': {
      const pair = assertDefined(before.draft[m.pair], `starting pair ${m.pair}`);
      out.push({ code: 'log.draft', params: { seat: who, res: pair.res, action: pair.action } });
      break;
    }
    case 'trade':
      out.push({
        code: m.get === 'coin' ? 'log.trade-coin' : 'log.trade-res',
        params: { seat: who, r: termParam(`term.${m.get}`) },
      });
      break;
    case 'end':
      out.push({ code: 'log.end', params: { seat: who } });
      if (after.round !== before.round || after.phase === 'over')
        out.push({ code: 'log.round', params: { round: before.round } });
      break;
    case 'res':
      out.push({ code: 'log.res', params: { seat: who, r: termParam(`term.${m.r}`) } });
      break;
    case 'gate':
      out.push({ code: 'log.gate', params: { seat: who } });
      break;
    case 'climb':
      out.push({ code: 'log.climb', params: { seat: who, floor: m.from + m.steps } });
      break;
    case 'garden':
      out.push({ code: 'log.garden', params: { seat: who, id: m.id } });
      break;
    case 'yard':
      out.push({ code: 'log.yard', params: { seat: who, yard: m.yard + 1 } });
      break;
    case 'bonus':
      out.push({ code: 'log.bonus', params: { seat: who, space: m.space + 1 } });
      break;
    case 'season': {
      const ask = before.asks[before.asks.length - 1];
      const n = ask?.kind === 'season' ? ask.cost : 0;
      out.push({ code: m.pay ? 'log.season-pay' : 'log.season-stop', params: { seat: who, n } });
      break;
    }
    default:
      out.push({ code: `log.${m.kind}`, params: { seat: who } });
  }
  if (after.phase === 'over' && before.phase !== 'over') out.push({ code: 'log.over' });
  return out;
}
