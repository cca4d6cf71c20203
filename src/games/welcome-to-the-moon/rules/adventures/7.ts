// Adventure 7, The Escape (reference §7b): numbers go only into blocks reachable from the start through opened
// airlocks; robots (and some slots, and System Errors 1-2) open airlocks; greenhouses race for x2; modules score
// their starship's reactors, doubled by their water tank.

import { assertDefined } from '../../../../engine/assert';
import type { ScoreCategory } from '../../../../engine/game';
import type { Action } from '../../data';
import { bump, count, mark, on } from '../marks';
import { AIRLOCKS, ESCAPE_SHEET, type EscapeBlock } from '../sheets/escape';
import type { Draft, SheetState, Work, WtmMove } from '../types';
import { emptySlots, isFilled, withCell } from '../zones';
import type { AdventureRules, ScoreContext } from './types';

const S = ESCAPE_SHEET;
const ALL_SLOTS = Array.from({ length: S.slotCount }, (_, i) => i + 1);

const BLOCK_OF: readonly number[] = (() => {
  const out: number[] = [];
  S.blocks.forEach((b, i) => {
    for (const slot of b.slots) out[slot] = i;
  });
  return out;
})();
export const blockOf = (slot: number): number => {
  const b = BLOCK_OF[slot];
  if (b === undefined) throw new Error(`No block holds slot ${slot}`);
  return b;
};
const blockAt = (i: number): EscapeBlock => {
  const b = S.blocks[i];
  if (!b) throw new Error(`No block ${i}`);
  return b;
};

/** Per block: its airlocks as [box, block behind it] pairs, read once from the sheet. */
const DOORS: readonly (readonly [number, number])[][] = S.blocks.map((b) =>
  Object.entries(b.airlocks).map(([box, behind]) => [Number(box), behind] as const),
);

/** The blocks reachable from the starting blocks through opened (circled) airlocks. */
export function connected(sheet: SheetState): Set<number> {
  const seen = new Set<number>(S.startBlocks);
  const queue = [...S.startBlocks];
  for (let i = 0; i < queue.length; i++) {
    for (const [box, behind] of assertDefined(DOORS[assertDefined(queue[i], 'a queued block')], 'a block')) {
      if (on(sheet, box) && !seen.has(behind)) {
        seen.add(behind);
        queue.push(behind);
      }
    }
  }
  return seen;
}

/** Reachability as a test of slots: the connected area is walked once per sheet, not once per slot. */
function writable(sheet: SheetState): (slot: number) => boolean {
  const area = connected(sheet);
  return (slot) => area.has(blockOf(slot));
}

/** Reachability: a number goes only into a block connected to the start. */
export const canWrite = (sheet: SheetState, slot: number): boolean => writable(sheet)(slot);

/** Airlocks a robot may open: not open yet, with at least one side in the connected area. */
export function openable(sheet: SheetState): number[] {
  const area = connected(sheet);
  return AIRLOCKS.filter((l) => !sheet.marks[l.box] && (area.has(l.a) || area.has(l.b)))
    .map((l) => l.box)
    .sort((a, b) => a - b);
}

function numbersFor(n: number, action: Action): readonly number[] {
  if (action !== 'astronaut') return [n];
  return [n, n - 1, n + 1, n - 2, n + 2].filter((x) => x >= 0 && x <= 17);
}

/** A slot filled (a number or an X): a greenhouse's x2 race, a free airlock. */
function afterFill(d: Work, slot: number): Work {
  let out = d;
  const gh = S.greenhouses.find((g) => g.slot === slot);
  if (gh && !out.sheet.marks[gh.double]) {
    out = { ...out, sheet: mark(out.sheet, gh.double, 'circle'), races: [...out.races, gh.double] };
  }
  if (S.freeAirlockSlots.includes(slot)) out = { ...out, tasks: [...out.tasks, { kind: 'airlock' }] };
  return out;
}

const next = (sheet: SheetState, boxes: readonly number[]) => boxes.find((b) => !sheet.marks[b]);
const circleNext = (d: Work, boxes: readonly number[] | undefined): Work => {
  const b = boxes ? next(d.sheet, boxes) : undefined;
  return b === undefined ? d : { ...d, sheet: mark(d.sheet, b, 'circle') };
};

function afterWrite(draft: Work, slot: number): Work {
  const ship = blockAt(blockOf(slot)).starship;
  let d = draft;
  switch (d.action) {
    case 'energy':
      d = circleNext(d, S.reactors[ship]?.boxes);
      break;
    case 'plant':
      d = circleNext(d, S.greenhouses[ship]?.plants);
      break;
    case 'water': {
      const tank = S.tanks[slot];
      d = tank === undefined ? d : circleNext(d, [tank]);
      break;
    }
    case 'astronaut':
      d = count(d.sheet, 'astro') < S.astronautMarkers.length ? { ...d, sheet: bump(d.sheet, 'astro') } : d;
      break;
    case 'robot':
    case 'planning':
      d = { ...d, tasks: [...d.tasks, { kind: 'action' }] };
      break;
    default:
      break;
  }
  return afterFill(d, slot);
}

function taskMoves(d: Work): WtmMove[] {
  const task = d.tasks[0];
  let moves: WtmMove[] = [];
  if (task?.kind === 'airlock' || (task?.kind === 'action' && d.action === 'robot')) {
    moves = openable(d.sheet).map((box) => ({ kind: 'mark', box }));
  } else if (task?.kind === 'action' && d.action === 'planning') {
    moves = emptySlots(S, d.sheet.cells).map((slot) => ({ kind: 'placeX', slot }));
  }
  return moves.length > 0 ? [...moves, { kind: 'skip' }] : [];
}

function applyTask(d: Work, m: WtmMove): Work {
  const rest: Work = { ...d, tasks: d.tasks.slice(1) };
  if (m.kind === 'skip') return rest;
  if (m.kind === 'placeX') {
    const x = withCell(d.sheet, m.slot, 'X');
    const marked = count(x, 'plan') < S.planningMarkers.length ? bump(x, 'plan') : x;
    return afterFill({ ...rest, sheet: marked }, m.slot);
  }
  if (m.kind === 'mark') return { ...rest, sheet: mark(d.sheet, m.box, 'circle') };
  return d;
}

/** System Errors 1 and 2 each open one airlock for free. */
const afterError = (work: Work): Work =>
  work.sheet.errors <= 2 ? { ...work, tasks: [...work.tasks, { kind: 'airlock' }] } : work;

/** Phase 5: a greenhouse numbered first this turn has its x2 box crossed on every sheet that did not. */
function resolveTurn(drafts: readonly Draft[]): SheetState[] {
  const won = new Set(drafts.flatMap((d) => d.races));
  return drafts.map((d) => {
    let sheet = d.sheet;
    for (const box of won) if (!sheet.marks[box]) sheet = mark(sheet, box, 'cross');
    return sheet;
  });
}

const filledSlot = (sheet: SheetState, slot: number) => sheet.cells[slot - 1] !== null;
const plantsOf = (sheet: SheetState, ship: number): number => {
  const g = S.greenhouses[ship];
  return g ? g.printed + g.plants.filter((b) => on(sheet, b)).length : 0;
};
const reactorsAt = (ship: number) => assertDefined(S.reactors[ship], `the reactors of starship ${ship}`);
const reactorsOf = (sheet: SheetState, ship: number): number => {
  const r = S.reactors[ship];
  return r ? r.printed + r.boxes.filter((b) => on(sheet, b)).length : 0;
};
const shipSlots = (ship: number) => S.blocks.filter((b) => b.starship === ship).flatMap((b) => b.slots);
const modules = S.blocks.filter((b) => b.kind === 'module');
const shipTanks = (ship: number) =>
  shipSlots(ship).flatMap((slot) => (S.tanks[slot] === undefined ? [] : [S.tanks[slot]]));
const SHIPS = S.greenhouses.map((_, i) => i);

function missionMet(id: number, sheet: SheetState): boolean {
  switch (id) {
    case 100:
      return S.greenhouses.filter((g, i) => filledSlot(sheet, g.slot) && plantsOf(sheet, i) >= 3).length >= 3;
    case 101:
      return filledSlot(sheet, 43) && plantsOf(sheet, 5) >= 3;
    case 102:
      return modules.filter((b) => isFilled(sheet.cells, b.slots)).length >= 7;
    case 103:
      return SHIPS.filter((i) => isFilled(sheet.cells, shipSlots(i))).length >= 3;
    case 104:
      return SHIPS.filter((i) => reactorsAt(i).boxes.every((b) => on(sheet, b))).length >= 3;
    case 105:
      return SHIPS.filter((i) => shipTanks(i).every((b) => b !== undefined && on(sheet, b))).length >= 3;
    default:
      return false;
  }
}

const pts = (n: number) => assertDefined(S.points[Math.min(n, 3)], `the points for ${n} plants or reactors`);

/** A numbered greenhouse: its plants' points, doubled when its x2 box is circled. */
export function greenhouseScore(sheet: SheetState, ship: number): number {
  const g = S.greenhouses[ship];
  if (!g || !filledSlot(sheet, g.slot)) return 0;
  return pts(plantsOf(sheet, ship)) * (on(sheet, g.double) ? 2 : 1);
}

/** A fully numbered module: its starship's reactors' points, doubled when the module's tank is circled. */
export function moduleScore(sheet: SheetState, block: EscapeBlock): number {
  if (block.kind !== 'module' || !isFilled(sheet.cells, block.slots)) return 0;
  const tank = block.slots.map((slot) => S.tanks[slot]).find((b) => b !== undefined);
  return pts(reactorsOf(sheet, block.starship)) * (tank !== undefined && on(sheet, tank) ? 2 : 1);
}

export const planningPenalty = (sheet: SheetState): number => {
  const n = count(sheet, 'plan');
  return n === 0 ? 0 : assertDefined(S.planningPenalty[n - 1], `the penalty for ${n} planning markers`);
};

function score(sheet: SheetState, ctx: ScoreContext): ScoreCategory[] {
  return [
    { code: 'score.missions', value: ctx.rewards.reduce((a, b) => a + b, 0) },
    { code: 'score.greenhouses', value: SHIPS.reduce((a, i) => a + greenhouseScore(sheet, i), 0) },
    { code: 'score.modules', value: modules.reduce((a, b) => a + moduleScore(sheet, b), 0) },
    { code: 'score.planning', value: -planningPenalty(sheet) },
    { code: 'score.errors', value: -5 * sheet.errors },
  ];
}

export const escapeRules: AdventureRules = {
  sheet: S,
  counters: { astro: 0, plan: 0, jokersUsed: 0 },
  slotsForAction: () => ALL_SLOTS,
  numbersFor,
  writable,
  cannotWrite: 'error.not-reachable',
  afterWrite,
  // A joker after the 2nd, 4th and 6th astronaut markers (boxes 104-106).
  jokers: (sheet) => Math.floor(count(sheet, 'astro') / 2) - count(sheet, 'jokersUsed'),
  spendJoker: (sheet) => bump(sheet, 'jokersUsed'),
  taskMoves,
  applyTask,
  circleError: (sheet) => (sheet.errors >= S.errorBoxes.length ? sheet : { ...sheet, errors: sheet.errors + 1 }),
  afterError,
  resolveTurn,
  missionMet,
  rewardMission: (sheet) => sheet,
  ownEndTrigger: () => false,
  score,
};
