// The game log: what each move did, in message codes; each new hand is a private line for its owner.

import { assertNever } from '../../../engine/assert';
import { type LogEvent, type Seat, seatParam } from '../../../engine/game';
import { COLORS } from '../data';
import { currentAsk } from './asks';
import { term } from './codes';
import { settleTrick } from './tricks';
import type { TrickEffect, WeMove, WeState } from './types';

function effectLine(seat: Seat, effect: TrickEffect): LogEvent | null {
  const p = { seat: seatParam(seat) };
  switch (effect.kind) {
    case 'returned':
      return { code: 'log.returned-auto', params: { ...p, color: term(effect.seal) } };
    case 'black':
      return { code: 'log.black-seal', params: p };
    case 'noBlackLeft':
      return { code: 'log.no-black-left', params: p };
    case 'wizard':
      return { code: 'log.wizard-won', params: p };
    case 'pending':
      return null;
    default:
      return assertNever(effect, 'trick effect');
  }
}

function playLines(before: WeState, seat: Seat, m: Extract<WeMove, { kind: 'play' }>): LogEvent[] {
  const lines: LogEvent[] = [
    { code: 'log.play', params: { seat: seatParam(seat), color: term(m.card.color), value: m.card.value } },
  ];
  if (before.trick.length + 1 < before.seats) return lines;
  const { winner, effect } = settleTrick(before, before.trick.concat({ seat, card: m.card }));
  lines.push({ code: 'log.trick-won', params: { seat: seatParam(winner) } });
  const extra = effectLine(winner, effect);
  if (extra) lines.push(extra);
  return lines;
}

/** Round scores, then either the end of the game or the new deal (hands are private lines). */
function roundLines(before: WeState, after: WeState): LogEvent[] {
  const scores = after.roundScores[before.round];
  if (after.roundScores.length === before.roundScores.length || !scores) return [];
  const lines: LogEvent[] = scores.map((r, seat) => ({
    code: 'log.round-score',
    params: { seat: seatParam(seat), points: r.total, round: before.round + 1 },
  }));
  if (after.asks.length === 0) return lines.concat({ code: 'log.game-over' });
  lines.push({ code: 'log.round-start', params: { round: after.round + 1, seat: seatParam(after.dealer) } });
  after.hands.forEach((hand, seat) => {
    const params: Record<string, string> = {};
    for (const color of COLORS) {
      params[color] = hand
        .filter((c) => c.color === color)
        .map((c) => c.value)
        .join(' ');
    }
    lines.push({ code: 'log.your-hand', params, visibleTo: [seat] });
  });
  return lines;
}

/** The seals the predicting seat took this turn, as its ask counts them. */
function takenBy(s: WeState): number {
  const ask = currentAsk(s);
  if (ask?.kind !== 'predict') throw new Error('Expected a prediction to be asked');
  return ask.taken;
}

export function describeMove(before: WeState, seat: Seat, m: WeMove, after: WeState): LogEvent[] {
  const who = seatParam(seat);
  switch (m.kind) {
    case 'takeSeal':
      return [{ code: 'log.take-seal', params: { seat: who, color: term(m.color) } }];
    case 'stealSeal': {
      const victim = seatParam(m.from);
      const amends = before.supply.white > 0 ? 'log.compensated' : 'log.no-white-left';
      return [
        { code: 'log.steal-seal', params: { seat: who, color: term(m.color), from: victim } },
        { code: amends, params: { seat: victim } },
      ];
    }
    case 'takeWizard':
      return [{ code: 'log.take-wizard', params: { seat: who } }];
    case 'endPrediction':
      return [{ code: 'log.end-prediction', params: { seat: who, count: takenBy(before) } }];
    case 'play':
      return playLines(before, seat, m).concat(roundLines(before, after));
    case 'returnSeal':
      return [{ code: 'log.returned', params: { seat: who, color: term(m.color) } } as LogEvent].concat(
        roundLines(before, after),
      );
    default:
      return assertNever(m, 'move');
  }
}
