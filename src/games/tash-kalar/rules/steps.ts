// The effect vocabulary as a table: which process runs each step (see vocabulary.ts), the steps that act at once,
// and the branches (conditions, "may", "one of") that put their steps next in line.

import { assertDefined, assertNever } from '../../../engine/assert';
import { GREEN, RED } from '../data';
import type { Step } from '../vocabulary';
import { askOptions, type Ctx, once, optOf, type Process, stopped } from './context';
import { convert, destroy, leap, move, pick, place, shoot, slide, stepOf, upgrade } from './effects';
import { destroyAt, downgradeAt, upgradeAt } from './pieces';
import { isColouredNotCentre, selected } from './targets';
import type { Progress } from './types';

type Op<K extends Step['op']> = Extract<Step, { op: K }>;

/** A step that acts at once, without a question. */
const now = (act: (ctx: Ctx, p: Progress) => void): Process => ({
  start(ctx, p) {
    act(ctx, p);
    return stopped(p);
  },
  ask: () => null,
  take: (_ctx, p) => p,
});

const may = once(
  () => askOptions('ask.may', ['yes'], true),
  (ctx, p, c) => {
    if (optOf(c) === 'yes') ctx.todo.unshift(...stepOf(p, 'may').do);
  },
);

const oneOf = once(
  (_ctx, p) =>
    askOptions(
      'ask.oneOf',
      stepOf(p, 'oneOf').options.map((_, i) => `option${i}`),
      false,
    ),
  (ctx, p, c) => {
    const o = assertDefined(optOf(c), 'the option chosen');
    ctx.todo.unshift(...assertDefined(stepOf(p, 'oneOf').options[Number(o.slice(6))], `the steps of ${o}`));
  },
);

function holds(ctx: Ctx, cond: Op<'when'>['cond']): boolean {
  switch (cond) {
    case 'selfOnGreen':
      return ctx.self !== null && GREEN.includes(ctx.self);
    case 'selfOnRed':
      return ctx.self !== null && RED.includes(ctx.self);
    case 'selfOnColourNotCentre':
      return ctx.self !== null && isColouredNotCentre(ctx.self);
    case 'notLastAction':
      return ctx.actions > 0;
    case 'did':
      return ctx.did;
    case 'lastWasLegend':
      return ctx.did && ctx.lastRank === 'L';
    case 'lastOnRed':
      return ctx.did && ctx.last !== null && RED.includes(ctx.last);
    case 'destroyedTwo':
      return ctx.count >= 2;
    case 'markOccupied':
      return ctx.marks.some((s) => ctx.board[s] !== null);
    default:
      return assertNever(cond, 'condition');
  }
}

const STEPS: { readonly [K in Exclude<Step['op'], 'special'>]: Process } = {
  place,
  destroy,
  destroyAll: now((ctx, p) => {
    const st = stepOf(p, 'destroyAll');
    const hit = selected(ctx, st.sel, st.area);
    for (const s of hit) destroyAt(ctx, s, st.uncounted);
    ctx.did = hit.length > 0;
    ctx.count = hit.length;
  }),
  upgrade,
  convert,
  move,
  leap,
  slide,
  shoot,
  gainAction: now((ctx, p) => {
    ctx.actions += stepOf(p, 'gainAction').n;
  }),
  draw: now((ctx, p) => {
    const st = stepOf(p, 'draw');
    ctx.extraDeck += st.deck;
    ctx.extraLegends += st.legends;
  }),
  extraTurn: now((ctx) => {
    ctx.extraTurn = true;
  }),
  upgradeSelf: now((ctx) => {
    if (ctx.self !== null) upgradeAt(ctx, ctx.self);
  }),
  downgradeSelf: now((ctx) => {
    if (ctx.self !== null) downgradeAt(ctx, ctx.self);
  }),
  destroySelf: now((ctx) => {
    if (ctx.self !== null) destroyAt(ctx, ctx.self);
  }),
  borrowEnemy: now((ctx) => {
    ctx.borrow = true;
  }),
  pick,
  // A condition is looked at when its turn comes; the branch that holds runs next.
  when: now((ctx, p) => {
    const st = stepOf(p, 'when');
    ctx.todo.unshift(...(holds(ctx, st.cond) ? st.do : (st.else ?? [])));
  }),
  may,
  oneOf,
};

/** How a step runs: one of the vocabulary's, or a card's own routine. */
export function processOf(step: Step, special: (name: Op<'special'>['name']) => Process): Process {
  return step.op === 'special' ? special(step.name) : STEPS[step.op];
}
