// The game log: what each move did, in message codes with seats, animals, elements and clearings as parameters.

import { assertDefined } from '../../../engine/assert';
import { type LogEvent, type Seat, seatParam, termParam } from '../../../engine/game';
import { animal, tree } from '../data';
import { framesOf, phaseOf, turnOf } from './asks';
import { topTree } from './choices';
import { elementTerm } from './codes';
import { destination } from './flow';
import { drawable } from './reveal';
import type { LfMove, LfState } from './types';
import { seatOfState, tokenPreview } from './values';

const animalTerm = (id: number) => termParam(`animal.${animal(id).name}`);
/** Clearings are shown as -3..+3 (Summer's end to Winter's end). */
const clearingLabel = (i: number) => (i > 3 ? `+${i - 3}` : String(i - 3));

function revealLines(before: LfState, seat: Seat): LogEvent[] {
  const lines: LogEvent[] = before.deck.length === 0 ? [{ code: 'log.reshuffle' }] : [];
  const ready = drawable(before);
  const id = ready.deck[ready.deck.length - 1];
  if (id === undefined) return lines;
  const to = destination(ready, id);
  const who = seatParam(seat);
  if (to === 'shared') lines.push({ code: 'log.reveal-shared', params: { seat: who, animal: animalTerm(id) } });
  else lines.push({ code: 'log.reveal-line', params: { seat: who, animal: animalTerm(id), owner: seatParam(to) } });
  return lines;
}

/** Side effects seen by comparing states: lost tokens, Sanki cards, bonus actions, the Onibi card, refills. */
function effectLines(before: LfState, after: LfState): LogEvent[] {
  const lines: LogEvent[] = [];
  if (after.round !== before.round) return lines;
  after.seats.forEach((st, seat) => {
    const was = seatOfState(before, seat);
    if (st.lost > was.lost)
      lines.push({ code: 'log.lost-token', params: { seat: seatParam(seat), count: st.lost - was.lost } });
    const refilled = was.pile.length - st.pile.length;
    if (refilled > 0) lines.push({ code: 'log.refill', params: { seat: seatParam(seat), count: refilled } });
  });
  if (after.onibiCard !== null && after.onibiCard !== before.onibiCard) {
    lines.push({ code: 'log.onibi-card-to', params: { seat: seatParam(after.onibiCard) } });
  } else if (before.onibiCard !== null && after.onibiCard === null) {
    lines.push({ code: 'log.onibi-card-back', params: { seat: seatParam(before.onibiCard) } });
  }
  return lines;
}

function bonusLines(before: LfState, seat: Seat, m: LfMove, after: LfState): LogEvent[] {
  const lines: LogEvent[] = [];
  const gained = seatOfState(after, seat).sanki - seatOfState(before, seat).sanki;
  if (gained > 0 && m.kind !== 'sankiVaran')
    lines.push({ code: 'log.gain-sanki', params: { seat: seatParam(seat), count: gained } });
  // The new actions stand above those open before the move (less the Onibi's, which the move closed).
  const open = framesOf(before).length;
  for (const f of framesOf(after).slice(Math.max(0, m.kind === 'advance' ? open - 1 : open))) {
    if (f.bonus)
      lines.push({
        code: 'log.bonus-action',
        params: { seat: seatParam(seat), element: elementTerm(f.kind), value: f.value },
      });
  }
  return lines;
}

function roundLines(before: LfState, after: LfState): LogEvent[] {
  const r = after.lastRoundEnd;
  if (after.round === before.round || !r) return [];
  const lines: LogEvent[] = [{ code: 'log.round-end', params: { round: r.round, fire: r.firePower } }];
  r.water.forEach((water, seat) => {
    lines.push({ code: 'log.water', params: { seat: seatParam(seat), water, fire: r.firePower } });
    const n = assertDefined(r.cursed[seat], `the Varans of seat ${seat} at the round end`);
    if (n > 0) lines.push({ code: 'log.varans', params: { seat: seatParam(seat), count: n } });
  });
  for (const i of r.newFires) lines.push({ code: 'log.new-fire', params: { clearing: clearingLabel(i) } });
  lines.push({ code: 'log.round-start', params: { round: after.round, seat: seatParam(turnOf(after)) } });
  return lines;
}

function moveLines(before: LfState, seat: Seat, m: LfMove): LogEvent[] {
  const who = seatParam(seat);
  switch (m.kind) {
    case 'reveal':
      return revealLines(before, seat);
    case 'token': {
      const p = tokenPreview(before, seat, m.element);
      const code = phaseOf(before) === 'sanki' ? 'log.sanki-token' : 'log.token';
      return [{ code, params: { seat: who, element: elementTerm(m.element), value: p.total } }];
    }
    case 'recruit': {
      const id = assertDefined(before.recruit[m.slot], `the animal in recruitment slot ${m.slot}`);
      return [{ code: 'log.recruit', params: { seat: who, animal: animalTerm(id), cost: animal(id).cost } }];
    }
    case 'extinguish':
      return [{ code: 'log.extinguish', params: { seat: who, clearing: clearingLabel(m.clearing) } }];
    case 'plant': {
      const id = assertDefined(topTree(before, m.pile), `the top card of the ${m.pile} tree pile`);
      const covered = seatOfState(before, seat).forest.some((c) => c.x === m.x && c.y === m.y);
      const params = { seat: who, element: elementTerm(m.pile), cost: tree(id).cost, x: m.x, y: m.y };
      return [{ code: covered ? 'log.cover' : 'log.plant', params }];
    }
    case 'advance':
      return [{ code: 'log.advance', params: { seat: who, steps: m.steps } }];
    case 'finish': {
      const top = assertDefined(framesOf(before).at(-1), 'the action that "done" ends');
      return [{ code: 'log.finish', params: { seat: who, element: elementTerm(top.kind) } }];
    }
    case 'sankiVaran':
      return [{ code: 'log.sanki-varan', params: { seat: who } }];
    case 'keepVaran':
      return [{ code: 'log.keep-varan', params: { seat: who } }];
    case 'skipSanki':
      return [{ code: 'log.skip-sanki', params: { seat: who } }];
    case 'pass':
      return [{ code: 'log.pass', params: { seat: who } }];
  }
}

export function describeMove(before: LfState, seat: Seat, m: LfMove, after: LfState): LogEvent[] {
  const lines = [...moveLines(before, seat, m), ...effectLines(before, after), ...bonusLines(before, seat, m, after)];
  if (after.winner !== null) {
    const won = assertDefined(after.won, 'the condition of the victory');
    lines.push({ code: `log.win-${won}`, params: { seat: seatParam(after.winner) } });
  }
  return lines.concat(roundLines(before, after));
}
