// The game log: what each move did, in words (codes translated in text.ts).

import { assertDefined } from '../../../engine/assert';
import { type LogEvent, type Seat, seatParam, termParam } from '../../../engine/game';
import { xOf, yOf } from '../data';
import { cardId } from './cards';
import type { Choice, TkMove, TkState } from './types';

const name = (ref: string) => termParam(`card.${cardId(ref)}`);
const where = (s: number) => `(${xOf(s) + 1},${yOf(s) + 1})`;

/** What an answer to an effect's question did, by the question asked. */
function choiceLine(before: TkState, c: Choice): { code: string; params: Record<string, string> } | null {
  const top = before.asks.at(-1);
  const ask = top?.kind === 'effect' ? top.pending.prompt.code : '';
  if (c.kind === 'move')
    return {
      code: ask === 'ask.leap' ? 'log.effect.leap' : 'log.effect.move',
      params: { origin: where(c.from), dest: where(c.to) },
    };
  if (c.kind !== 'sq') return null;
  const codes: Readonly<Record<string, string>> = {
    'ask.place': 'log.effect.place',
    'ask.placeEnemy': 'log.effect.placeEnemy',
    'ask.upgrade': 'log.effect.upgrade',
    'ask.convert': 'log.effect.convert',
    'ask.direction': 'log.effect.direction',
  };
  const code = codes[ask];
  return code ? { code, params: { at: where(c.sq) } } : null;
}

/** The line of the move itself. */
function moveLines(before: TkState, seat: Seat, m: TkMove): LogEvent[] {
  const who = { seat: seatParam(seat) };
  const out: LogEvent[] = [];
  switch (m.kind) {
    case 'duelStart':
      out.push({ code: 'log.duelStart', params: who });
      break;
    case 'place':
      out.push({ code: m.from === undefined ? 'log.place' : 'log.placeReused', params: who });
      break;
    case 'summon':
      out.push({ code: 'log.summon', params: { ...who, card: name(m.card) } });
      break;
    case 'discard':
      out.push({ code: 'log.discard', params: { ...who, card: name(m.card) } });
      break;
    case 'returnCard':
      out.push({ code: 'log.return', params: who, visibleTo: [seat] });
      break;
    case 'flare':
      out.push({ code: 'log.flare', params: { ...who, card: name(m.card) } });
      break;
    case 'claim':
      out.push({ code: 'log.claim', params: { ...who, task: termParam(`task.${m.task}`) } });
      break;
    case 'choose': {
      const line = choiceLine(before, m.choice);
      if (line) out.push({ code: line.code, params: { ...who, ...line.params } });
      break;
    }
    case 'endReturn':
    case 'endTurn':
      break;
  }
  return out;
}

/** What the move destroyed and gained, from the turn's record (the finished turn's record if it ended). */
function outcomeLines(before: TkState, seat: Seat, after: TkState): LogEvent[] {
  const who = { seat: seatParam(seat) };
  const out: LogEvent[] = [];
  const ended = after.turnNo !== before.turnNo;
  const now = ended ? after.lastLog : after.log;
  if (now) {
    const [c, h, l] = (['c', 'h', 'L'] as const).map((r) => now.destroyed[r] - before.log.destroyed[r]) as [
      number,
      number,
      number,
    ];
    const n = c + h + l;
    if (n > 0) out.push({ code: 'log.destroyed', params: { ...who, n, c, h, l } });
  }
  if (!ended && after.actions > before.actions)
    out.push({ code: 'log.gainAction', params: { ...who, n: after.actions - before.actions } });
  if (ended && after.extra && after.turn === seat) out.push({ code: 'log.extraTurn', params: who });
  if (after.turnNo !== before.turnNo) {
    const pointsOf = (st: TkState) => assertDefined(st.points[seat], `the points of seat ${seat}`);
    const gained = pointsOf(after) - pointsOf(before);
    if (before.options.mode === 'deathmatch' && gained > 0)
      out.push({ code: 'log.points', params: { ...who, n: gained } });
    if (after.trigger && !before.trigger)
      out.push({ code: `log.trigger.${after.trigger.why}`, params: { seat: seatParam(after.trigger.seat) } });
    if (after.asks.length === 0) out.push({ code: 'log.over' });
  }
  return out;
}

export function describeMove(before: TkState, seat: Seat, m: TkMove, after: TkState): LogEvent[] {
  return [...moveLines(before, seat, m), ...outcomeLines(before, seat, after)];
}
