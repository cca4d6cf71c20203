// High Form tasks: each task's condition at the end of the turn, and dealing current and next tasks.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import { type Rng, shuffle } from '../../../engine/random';
import {
  CENTRAL,
  CENTRE_LINES,
  CORNERS,
  CROSS_PLUS,
  CROSS_X,
  DIAGONALS,
  GREEN,
  RED,
  SIDES,
  SQUARES,
  TASKS,
} from '../data';
import { task } from './cards';
import { adjacent, distance } from './geometry';
import type { Board, Tasks, TurnLog } from './types';

const own = (b: Board, me: Seat, s: number) => b[s]?.o === me;
const up = (b: Board, me: Seat, s: number) => own(b, me, s) && b[s]?.r !== 'c';
const count = (xs: readonly number[], f: (s: number) => boolean) => xs.filter(f).length;

function colourTask(b: Board, me: Seat, squares: readonly number[], n: number, nUp: number): boolean {
  return count(squares, (s) => own(b, me, s)) >= n && count(squares, (s) => up(b, me, s)) >= nUp;
}

/** Is there a chain of own pieces (8-connected) from one group of squares to another? */
function chain(b: Board, me: Seat, from: readonly number[], to: readonly number[]): boolean {
  const seen = new Set<number>(from.filter((s) => own(b, me, s)));
  const queue = [...seen];
  while (queue.length > 0) {
    const s = queue.pop() as number;
    if (to.includes(s)) return true;
    for (const n of adjacent(s))
      if (!seen.has(n) && own(b, me, n)) {
        seen.add(n);
        queue.push(n);
      }
  }
  return false;
}

/** A chain between the first two groups of squares, or between the other two (opposite sides or corners). */
function chains(b: Board, me: Seat, groups: readonly (readonly number[])[]): boolean {
  const [a, c, d, e] = groups;
  if (!a || !c || !d || !e) throw new Error('a chain task needs four groups of squares');
  return chain(b, me, a, c) || chain(b, me, d, e);
}

/** Some enemy piece within 2 of another enemy piece that cannot get next to any enemy piece in 3 moves through empty squares. */
function isolation(b: Board, me: Seat): boolean {
  const enemies = SQUARES.filter((s) => b[s] && b[s]?.o !== me);
  return enemies.some((e) => {
    if (!enemies.some((f) => f !== e && distance(e, f) <= 2)) return false;
    const others = enemies.filter((f) => f !== e);
    let frontier = [e];
    const seen = new Set([e]);
    for (let k = 0; k <= 3; k++) {
      if (frontier.some((s) => others.some((f) => adjacent(s).includes(f)))) return false;
      const next: number[] = [];
      for (const s of frontier)
        for (const n of adjacent(s))
          if (!seen.has(n) && !b[n]) {
            seen.add(n);
            next.push(n);
          }
      frontier = next;
    }
    return true;
  });
}

function surrounded(b: Board, me: Seat, n: number): boolean {
  return SQUARES.some((s) => b[s] && b[s]?.o !== me && count(adjacent(s), (a) => own(b, me, a)) >= n);
}

export function taskMet(id: string, b: Board, me: Seat, log: TurnLog): boolean {
  const d = log.destroyed;
  const total = d.c + d.h + d.L;
  const upgradedKills = d.h + d.L;
  const sums = log.summons;
  const opp = 1 - me;
  switch (id) {
    case 'destruction':
      return total >= 3;
    case 'devastation':
      return total >= 4;
    case 'heroicDestruction':
      return total >= 3 && upgradedKills >= 1;
    case 'heroicDevastation':
      return total >= 4 && upgradedKills >= 2;
    case 'endOfLegends':
      return d.L >= 1 || d.h >= 2;
    case 'redConquest':
      return colourTask(b, me, RED, 3, 2);
    case 'greenConquest':
      return colourTask(b, me, GREEN, 3, 2);
    case 'colorConquest':
      return colourTask(b, me, [...RED, ...GREEN], 5, 3);
    case 'redLegends':
      return count(RED, (s) => up(b, me, s)) >= 2 && count(RED, (s) => own(b, me, s) && b[s]?.r === 'L') >= 1;
    case 'greenLegends':
      return count(GREEN, (s) => up(b, me, s)) >= 2 && count(GREEN, (s) => own(b, me, s) && b[s]?.r === 'L') >= 1;
    case 'rainbowDominance':
      return [RED, GREEN].every((sq) => count(sq, (s) => up(b, me, s)) > count(sq, (s) => up(b, opp, s)));
    case 'redSummoning':
      return sums.length >= 2 && sums.some((x) => RED.includes(x.at));
    case 'greenSummoning':
      return sums.length >= 2 && sums.some((x) => GREEN.includes(x.at));
    case 'coloredSummoning':
      return (
        count(
          sums.map((x) => x.at),
          (s) => RED.includes(s) || GREEN.includes(s),
        ) >= 2
      );
    case 'legendarySummoning':
      return sums.length >= 2 && sums.some((x) => x.legend);
    case 'centralDominance':
      return colourTask(b, me, CENTRAL, 5, 2);
    case 'centerCross':
      return [CROSS_PLUS, CROSS_X].some((c) => c.every((s) => own(b, me, s)));
    case 'lineDominance':
      return CENTRE_LINES.some((l) => count(l, (s) => own(b, me, s)) - count(l, (s) => own(b, opp, s)) >= 6);
    case 'diagonals':
      return DIAGONALS.every((l) => count(l, (s) => own(b, me, s)) >= 4 && count(l, (s) => up(b, me, s)) >= 1);
    case 'sideChain':
      return chains(b, me, SIDES);
    case 'cornerChain':
      return chains(b, me, CORNERS);
    case 'imprisonment':
      return surrounded(b, me, 6);
    case 'envelopment':
      return surrounded(b, me, 7);
    case 'isolation':
      return isolation(b, me);
    default:
      throw new Error(`task ${id}`);
  }
}

const typeCount = (current: readonly string[], id: string) =>
  current.filter((c) => task(c).type === task(id).type).length;

/** Draw the next task: the first in the deck whose type is not already held by 2 current tasks. */
export function drawNext(current: readonly string[], deck: readonly string[]): { next: string | null; deck: string[] } {
  const i = deck.findIndex((id) => typeCount(current, id) < 2);
  if (i < 0) return { next: null, deck: [...deck] };
  return { next: assertDefined(deck[i], `task ${i} of the deck`), deck: deck.filter((_, j) => j !== i) };
}

/** Three simple current tasks (not three of one type) and a next task. */
export function dealTasks(rng: Rng): { tasks: Tasks; rng: Rng } {
  const [order, r] = shuffle(
    rng,
    TASKS.map((t) => t.id),
  );
  const current: string[] = [];
  for (const id of order) {
    if (current.length === 3) break;
    if (task(id).advanced || typeCount(current, id) >= 2) continue;
    current.push(id);
  }
  const rest = order.filter((id) => !current.includes(id));
  const { next, deck } = drawNext(current, rest);
  return { tasks: { current, next, deck, claimed: [[], []] }, rng: r };
}

/** Claiming: the task leaves, the next task takes its place and a new next task is drawn. */
export function claimTask(t: Tasks, id: string, seat: Seat): Tasks {
  const current = t.current.filter((c) => c !== id);
  if (t.next !== null) current.push(t.next);
  const { next, deck } = drawNext(current, t.deck);
  return { current, next, deck, claimed: t.claimed.map((c, i) => (i === seat ? [...c, id] : c)) };
}
