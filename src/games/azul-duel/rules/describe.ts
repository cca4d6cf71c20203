// The game log: what a move did, in words, worked out from the states before and after it.

import { assertDefined } from '../../../engine/assert';
import { askOf } from '../../../engine/decision';
import { type LogEvent, type Seat, seatParam, termParam } from '../../../engine/game';
import { phaseOf, selectedOf } from './asks';
import { boardOf } from './board';
import { term } from './codes';
import type { AdMove, AdState, Board } from './types';

const who = (seat: Seat) => ({ seat: seatParam(seat) });

function wallEvents(before: Board, after: Board, seat: Seat, line: number, col: number): LogEvent[] {
  const color = before.lines[line]?.color;
  const out: LogEvent[] = [];
  if (color) {
    const points = after.tally.wall - before.tally.wall;
    out.push({
      code: 'log.wall',
      params: { ...who(seat), color: term(color), row: line + 1, col: col + 1, points },
    });
  }
  const special = after.tally.special - before.tally.special;
  if (special > 0) out.push({ code: 'log.special', params: { ...who(seat), points: special } });
  return out;
}

function sunEvents(before: AdState, seat: Seat, m: Extract<AdMove, { kind: 'takeSun' }>, after: AdState) {
  const sun = assertDefined(before.workshops[m.workshop], `workshop ${m.workshop}`).sun;
  const count = sun.filter((c) => c === m.color).length;
  const size = termParam(m.workshop === 0 ? 'term.large' : 'term.small');
  const out: LogEvent[] = [
    { code: 'log.take-sun', params: { ...who(seat), count, color: term(m.color), workshop: size } },
  ];
  if (before.startTile === null && after.startTile === seat) out.push({ code: 'log.start-tile', params: who(seat) });
  return out;
}

/** The tiles in hand (the seat's tiles ask before the move) went to a line or the floor. */
function tilesEvents(before: AdState, seat: Seat, m: Extract<AdMove, { kind: 'placeTiles' }>): LogEvent[] {
  const p = askOf(before.asks, seat);
  if (p?.kind !== 'tiles') throw new Error(`placeTiles without tiles in hand (${p?.kind ?? 'no'} ask)`);
  const params = { ...who(seat), count: p.count, color: term(p.color) };
  if (m.line === 'floor') return [{ code: 'log.floor', params }];
  return [{ code: 'log.place-tiles', params: { ...params, line: m.line + 1 } }];
}

function moveEvents(before: AdState, seat: Seat, m: AdMove, after: AdState): LogEvent[] {
  switch (m.kind) {
    case 'takePlate':
      return [{ code: 'log.take-plate', params: { ...who(seat), plate: m.plate + 1 } }];
    case 'drawPlate':
      return [{ code: 'log.draw-plate', params: who(seat) }];
    case 'placePlate': {
      const [row, col] = [Math.floor(m.slot / 3) + 1, (m.slot % 3) + 1];
      const turn = termParam(`term.rot-${m.rotation}`);
      return [{ code: 'log.place-plate', params: { ...who(seat), row, col, turn } }];
    }
    case 'takeSun':
      return sunEvents(before, seat, m, after);
    case 'takeMoon': {
      const count = before.workshops.filter((w) => w.moon.at(-1) === m.color).length;
      return [{ code: 'log.take-moon', params: { ...who(seat), count, color: term(m.color) } }];
    }
    case 'takeChip':
      return [{ code: 'log.take-chip', params: who(seat) }];
    case 'placeTiles':
      return tilesEvents(before, seat, m);
    case 'stackTile':
      return [{ code: 'log.stack', params: { ...who(seat), color: term(m.color) } }];
    case 'pass':
      return [{ code: 'log.pass', params: who(seat) }];
    case 'toggleChip':
      return [{ code: 'log.select-chip', params: { ...who(seat), count: selectedOf(after).length } }];
    case 'chipFill':
      return [{ code: 'log.chip-fill', params: { ...who(seat), color: term(m.color), line: m.line + 1 } }];
    case 'endChips':
      return [{ code: 'log.chips-done', params: who(seat) }];
    case 'wall':
      return wallEvents(boardOf(before, seat), boardOf(after, seat), seat, m.line, m.col);
  }
}

/** What happened automatically after the move: chips shown, penalties, a new phase or round, the end. */
function followEvents(before: AdState, after: AdState): LogEvent[] {
  const out: LogEvent[] = [];
  const [was, now] = [phaseOf(before), phaseOf(after)];
  after.workshops.forEach((w, i) => {
    const was = before.workshops[i]?.chip;
    if (w.chip?.faceUp && was && !was.faceUp && after.round === before.round) {
      out.push({ code: 'log.chip-revealed', params: { workshop: i } });
    }
  });
  const tiled = now !== 'acquire' || after.round !== before.round;
  if (was === 'acquire' && tiled) out.push({ code: 'log.tiling-start' });
  after.boards.forEach((a, seat) => {
    const b = boardOf(before, seat);
    const floor = a.tally.floor - b.tally.floor;
    if (floor < 0) out.push({ code: 'log.floor-penalty', params: { ...who(seat), points: -floor } });
    const tablets = a.tally.tablets - b.tally.tablets;
    if (now === 'over' && was !== 'over') out.push({ code: 'log.tablets', params: { ...who(seat), points: tablets } });
  });
  if (after.round !== before.round) {
    out.push({ code: 'log.round-start', params: { round: after.round, ...who(after.startPlayer) } });
  }
  if (now === 'over' && was !== 'over') out.push({ code: 'log.game-over' });
  return out;
}

/** Full lines emptied without a wall move: no cell could ever take them. */
function deadLines(before: AdState, seat: Seat, m: AdMove, after: AdState): LogEvent[] {
  const out: LogEvent[] = [];
  before.boards.forEach((b, owner) => {
    b.lines.forEach((l, line) => {
      const walled = m.kind === 'wall' && owner === seat && m.line === line;
      if (l.count === line + 1 && boardOf(after, owner).lines[line]?.count === 0 && !walled) {
        out.push({ code: 'log.dead-line', params: { ...who(owner), line: line + 1 } });
      }
    });
  });
  return out;
}

export function describeMove(before: AdState, seat: Seat, m: AdMove, after: AdState): LogEvent[] {
  return [...moveEvents(before, seat, m, after), ...deadLines(before, seat, m, after), ...followEvents(before, after)];
}
