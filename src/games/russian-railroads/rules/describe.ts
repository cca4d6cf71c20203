// Russian Railroads' log: the lines each move writes, and the round and final scoring it led to.

import { assertDefined } from '../../../engine/assert';
import type { LogEvent, Seat } from '../../../engine/game';
import { seatParam, termParam } from '../../../engine/game';
import { P } from './player';
import { turnCardPoints } from './turns';
import type { RrMove, RrState } from './types';

export function describeMove(before: RrState, seat: Seat, m: RrMove, after: RrState): LogEvent[] {
  const who = seatParam(seat);
  const out: LogEvent[] = [];
  switch (m.kind) {
    case 'bonus':
      out.push({ code: 'log.bonus', params: { who, card: termParam(`start.${m.card}`) } });
      break;
    case 'place':
      out.push({ code: 'log.place', params: { who, space: termParam(`space.${m.space}`), n: m.coins } });
      if (m.black) out.push({ code: 'log.black', params: { who } });
      break;
    case 'useEngineer':
      out.push({ code: 'log.engineer', params: { who, n: m.n } });
      if (m.black) out.push({ code: 'log.black', params: { who } });
      break;
    case 'chain': {
      const ask = before.asks[before.asks.length - 1];
      const n = ask?.kind === 'chain' ? ask.loco : 0;
      out.push(
        m.slot === 'supply'
          ? { code: 'log.chain.back', params: { who, n } }
          : { code: 'log.chain', params: { who, n, slot: termParam(`slot.${m.slot}`) } },
      );
      break;
    }
    case 'relocate':
      out.push(
        m.space === 'stay'
          ? { code: 'log.relocate.stay', params: { who } }
          : { code: 'log.relocate', params: { who, space: termParam(`space.${m.space}`) } },
      );
      break;
    case 'pass':
      out.push({ code: 'log.pass', params: { who, n: turnCardPoints(before, seat) } });
      break;
    case 'step':
      out.push({
        code: 'log.step',
        params: { who, rail: termParam(`rail.${m.rail}`), colour: termParam(`colour.${m.colour}`) },
      });
      break;
    case 'skip':
      out.push({ code: 'log.skip', params: { who } });
      break;
    case 'loco':
      out.push({
        code: 'log.loco',
        params: { who, slot: termParam(`slot.${m.slot}`), n: P(after, seat).locos[m.slot] },
      });
      break;
    case 'choose':
      out.push({ code: `log.choose.${m.option}`, params: { who } });
      break;
    case 'gap':
      out.push({ code: 'log.gap', params: { who, n: m.gap + 1 } });
      break;
    case 'marker':
      out.push({ code: 'log.marker', params: { who, n: m.index + 1 } });
      break;
    case 'token':
      out.push({ code: 'log.token', params: { who, token: termParam(`token.${m.token}`) } });
      break;
    case 'qcard':
      out.push({ code: 'log.qcard', params: { who, card: termParam(`qcard.${m.card}`) } });
      break;
    case 'triple':
      out.push({ code: 'log.triple', params: { who, option: termParam(`triple.${m.option}`) } });
      break;
    case 'endBonus':
      out.push(
        m.card === 'ten'
          ? { code: 'log.ten', params: { who } }
          : { code: 'log.endBonus', params: { who, card: termParam(`end.${m.card}`) } },
      );
      break;
    case 'repeat':
      out.push({ code: 'log.repeat', params: { who, space: termParam(`space.${m.space}`) } });
      break;
  }
  if (after.round !== before.round || (after.final && !before.final)) {
    assertDefined(after.lastRound, 'the round just scored').forEach((n, s) => {
      out.push({ code: 'log.roundScore', params: { who: seatParam(s), n, round: before.round }, about: s });
    });
  }
  if (after.final && !before.final) out.push({ code: 'log.final' });
  return out;
}
