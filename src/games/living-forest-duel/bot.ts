// A computer player that races for the fire victory: it builds the shared line until a token buys fire tokens
// (or a winning Onibi push), minds isolation, and uses other actions to progress the forest and the Onibi.

import { assertDefined } from '../../engine/assert';
import type { Bot } from '../../engine/bot';
import type { Seat } from '../../engine/game';
import { animal, CLEARINGS, clearing, type Element, seasonOf, tree } from './data';
import type { LfMove, LfView, TokenPreview } from './rules/types';

const WIN = 1000;
/** A token worth at least this is placed at once (one fire token is worth 10). */
const GOOD = 10;

/** How many fire tokens a water value buys, cheapest clearings first. */
export function firesFor(view: LfView, value: number): number {
  const costs = view.fires.flatMap((on, i) => (on ? [clearing(i).fire] : [])).sort((a, b) => a - b);
  let left = value;
  let n = 0;
  for (const c of costs) {
    if (c > left) break;
    left -= c;
    n++;
  }
  return n;
}

/** Steps the Onibi needs to pass the opponent's end from where it is. */
function stepsToEdge(view: LfView, seat: Seat): number {
  return seat === 0 ? CLEARINGS.length - view.onibi : view.onibi + 1;
}

function windScore(view: LfView, seat: Seat, value: number): number {
  const opp = seat === 0 ? 1 : 0;
  const toEdge = stepsToEdge(view, seat);
  if (value >= toEdge && view.onibiCard === opp) return WIN;
  // Passing the edge with the card in the supply hands it to the opponent: the next pass then wins.
  if (value >= toEdge && view.onibiCard === null) return 15;
  return 2 * Math.min(value, toEdge);
}

/** How many of these costs fit in the value, cheapest first. */
function affordable(costs: readonly number[], value: number): number {
  let left = value;
  let n = 0;
  for (const c of costs) {
    if (c > left) continue;
    left -= c;
    n++;
  }
  return n;
}

function sunScore(view: LfView, seat: Seat, value: number): number {
  const mine = seasonOf(seat);
  const costs = view.recruit
    .flatMap((id) => (id !== null && animal(id).season !== mine ? [animal(id).cost] : []))
    .sort((a, b) => a - b);
  return 4 * affordable(costs, value);
}

function plantScore(view: LfView, value: number): number {
  const costs = Object.values(view.trees)
    .flatMap((p) => (p.top ? [tree(p.top).cost] : []))
    .sort((a, b) => a - b);
  return 4 * affordable(costs, value);
}

export function tokenScore(view: LfView, seat: Seat, p: TokenPreview): number {
  const me = view.seats[seat];
  if (!me) return 0;
  switch (p.element) {
    case 'water': {
      const k = firesFor(view, p.total);
      return me.fire + k >= view.options.fireTarget ? WIN : 10 * k;
    }
    case 'wind':
      return windScore(view, seat, p.total);
    case 'sun':
      return sunScore(view, seat, p.total);
    case 'plant':
      return plantScore(view, p.total);
  }
}

function bestToken(view: LfView, seat: Seat, legal: readonly LfMove[]): { move: LfMove; score: number } | null {
  let best: { move: LfMove; score: number } | null = null;
  for (const m of legal) {
    if (m.kind !== 'token') continue;
    const p = view.seats[seat]?.previews.find((x) => x.element === m.element);
    const score = p ? tokenScore(view, seat, p) : 0;
    if (!best || score > best.score) best = { move: m, score };
  }
  return best;
}

function turnMove(view: LfView, seat: Seat, legal: readonly LfMove[]): LfMove | undefined {
  const best = bestToken(view, seat, legal);
  const me = assertDefined(view.seats[seat], `seat ${seat} in the view`);
  const reveal = legal.find((m) => m.kind === 'reveal');
  if (best && best.score >= GOOD) return best.move;
  // One more solitary card would cost a token: use one now while it still buys something.
  const risky = me.isolation >= 2;
  if (best && (risky || !reveal) && best.score > 0) return best.move;
  return reveal ?? best?.move;
}

/** Planting: the square that leaves the fullest 3x3 window around it; a new square beats covering. */
function plantChoice(view: LfView, seat: Seat, legal: readonly LfMove[]): LfMove | undefined {
  const forest = assertDefined(view.seats[seat], `seat ${seat} in the view`).forest;
  const filled = new Set(forest.map((c) => `${c.x},${c.y}`));
  let best: { m: LfMove; score: number } | undefined;
  for (const m of legal) {
    if (m.kind !== 'plant') continue;
    const fresh = !filled.has(`${m.x},${m.y}`);
    let window = 0;
    for (let ox = -2; ox <= 0; ox++) {
      for (let oy = -2; oy <= 0; oy++) {
        let n = 0;
        for (let dx = 0; dx < 3; dx++)
          for (let dy = 0; dy < 3; dy++) if (filled.has(`${m.x + ox + dx},${m.y + oy + dy}`)) n++;
        window = Math.max(window, n);
      }
    }
    const score =
      (fresh ? 20 : 0) +
      window -
      tree(assertDefined(view.trees[m.pile].top, `the top of the ${m.pile} pile`)).cost * 0.1;
    if (!best || score > best.score) best = { m, score };
  }
  return best?.m;
}

function actionMove(view: LfView, seat: Seat, legal: readonly LfMove[]): LfMove | undefined {
  const kind: Element | undefined = view.frames[view.frames.length - 1]?.kind;
  const mine = seasonOf(seat);
  switch (kind) {
    case 'water': {
      const picks = legal.filter((m) => m.kind === 'extinguish');
      return picks.sort((a, b) => cost(a) - cost(b))[0];
    }
    case 'sun': {
      const picks = legal.filter((m) => m.kind === 'recruit' && slotSeason(view, m.slot) !== mine);
      return picks.sort((a, b) => cost(b, view) - cost(a, view))[0];
    }
    case 'plant':
      return plantChoice(view, seat, legal);
    case 'wind':
      return legal.filter((m) => m.kind === 'advance').sort((a, b) => steps(b) - steps(a))[0];
    default:
      return undefined;
  }
}

const steps = (m: LfMove) => (m.kind === 'advance' ? m.steps : 0);
function slotSeason(view: LfView, slot: number): string | null {
  const id = view.recruit[slot];
  return id == null ? null : animal(id).season;
}
function cost(m: LfMove, view?: LfView): number {
  if (m.kind === 'extinguish') return clearing(m.clearing).fire;
  if (m.kind === 'recruit' && view)
    return animal(assertDefined(view.recruit[m.slot], `recruitment slot ${m.slot}`)).cost;
  return 0;
}

export const bot: Bot<LfView, LfMove> = {
  choose(view, seat, legal) {
    const fallback = legal.find((m) => m.kind === 'finish' || m.kind === 'skipSanki') ?? legal[0];
    let pick: LfMove | undefined;
    switch (view.phase) {
      case 'turn':
        pick = turnMove(view, seat, legal);
        break;
      case 'varan':
        pick = legal.find((m) => m.kind === 'sankiVaran');
        break;
      case 'sanki': {
        const best = bestToken(view, seat, legal);
        pick = best && best.score >= GOOD ? best.move : undefined;
        break;
      }
      case 'action':
        pick = actionMove(view, seat, legal);
        break;
      default:
        pick = undefined;
    }
    return pick ?? fallback ?? { kind: 'finish' };
  },
};
