// Adventure 4, The Mine: three ascending layers, gems and symbols extracted by full columns at the end of the turn
// into factory tracks (filling bonuses are races), factories upgraded by robot and energy boxes.

import { assertDefined } from '../../../../engine/assert';
import type { ScoreCategory } from '../../../../engine/game';
import type { Action } from '../../data';
import { bump, count, mark, on } from '../marks';
import { MINE_SHEET, type MineFactory, type Resource } from '../sheets/mine';
import type { Draft, SheetState, Work, WtmMove } from '../types';
import { emptySlots, isFilled, withCell } from '../zones';
import type { AdventureRules, ScoreContext } from './types';

const S = MINE_SHEET;
const ALL_SLOTS = Array.from({ length: S.slotCount }, (_, i) => i + 1);
const RESOURCES: readonly Resource[] = ['plants', 'water', 'pearls', 'rubies'];
const FACTORIES = Object.values(S.factories);

/** Circle the next n boxes of a factory track (boxes past its end are lost). */
export function advance(sheet: SheetState, track: Resource, n: number): SheetState {
  const room = S.tracks[track].length - count(sheet, track);
  return bump(sheet, track, Math.max(0, Math.min(n, room)));
}

function numbersFor(n: number, action: Action): readonly number[] {
  if (action !== 'astronaut') return [n];
  return [n, n - 1, n + 1, n - 2, n + 2].filter((x) => x >= 0 && x <= 17);
}

/** A gem printed in a slot is circled as soon as the slot is filled (number or X). */
function circleGem(sheet: SheetState, slot: number): SheetState {
  const gem = S.gems.find((g) => g.slot === slot);
  return gem && !sheet.marks[gem.box] ? mark(sheet, gem.box, 'circle') : sheet;
}

/** Factories whose boxes are all crossed are upgraded; secondary ones take effect at once. */
function upgrade(d: Work): Work {
  let out = d;
  for (const f of FACTORIES) {
    if (out.sheet.marks[f.box] || ![...f.energy, ...f.robots].every((b) => out.sheet.marks[b])) continue;
    out = { ...out, sheet: mark(out.sheet, f.box, 'circle') };
    out = applyEffect(out, f);
  }
  return out;
}

function applyEffect(d: Work, f: MineFactory): Work {
  const effect = f.effect;
  if (!effect) return d;
  if ('track' in effect) return { ...d, sheet: advance(d.sheet, effect.track, effect.steps) };
  const free = Array.from({ length: effect.robots }, () => ({ kind: 'robot' }) as const);
  return { ...d, tasks: [...d.tasks, ...free] };
}

function afterWrite(draft: Work, slot: number): Work {
  const d = { ...draft, sheet: circleGem(draft.sheet, slot) };
  switch (d.action) {
    case 'astronaut':
      return count(d.sheet, 'astro') < S.astronautMarkers.length ? { ...d, sheet: bump(d.sheet, 'astro', 1) } : d;
    case 'robot':
    case 'energy':
    case 'water':
    case 'plant':
    case 'planning':
      return { ...d, tasks: [...d.tasks, { kind: 'action' }] };
    default:
      return d;
  }
}

/** The water (or plant) symbols a slot touches: a slot without any is not in the sheet's table, and has none. */
const symbolsAt = (table: Readonly<Record<number, readonly number[]>>, slot: number): readonly number[] =>
  table[slot] ?? [];

const free = (sheet: SheetState, boxes: readonly number[]): WtmMove[] =>
  boxes.filter((b) => !sheet.marks[b]).map((box) => ({ kind: 'mark', box }));

function actionMoves(d: Work): WtmMove[] {
  const sheet = d.sheet;
  const slot = assertDefined(d.slot, 'the slot written');
  switch (d.action) {
    case 'robot':
      return free(sheet, S.robotBoxes);
    case 'energy':
      return free(sheet, S.energyBoxes);
    case 'water':
      return free(sheet, symbolsAt(S.water, slot));
    case 'plant':
      return free(sheet, symbolsAt(S.plants, slot));
    case 'planning':
      return count(sheet, 'plan') < S.planningMarkers.length
        ? emptySlots(S, sheet.cells).map((s) => ({ kind: 'placeX', slot: s }))
        : [];
    default:
      return [];
  }
}

function taskMoves(d: Work): WtmMove[] {
  const task = d.tasks[0];
  if (task?.kind === 'robot') return free(d.sheet, S.robotBoxes);
  if (task?.kind !== 'action') return [];
  const moves = actionMoves(d);
  return moves.length > 0 ? [...moves, { kind: 'skip' }] : [];
}

function applyTask(d: Work, m: WtmMove): Work {
  const rest: Work = { ...d, tasks: d.tasks.slice(1) };
  if (m.kind === 'skip') return rest;
  if (m.kind === 'placeX') {
    return { ...rest, sheet: bump(circleGem(withCell(d.sheet, m.slot, 'X'), m.slot), 'plan', 1) };
  }
  if (m.kind !== 'mark') return d;
  const factoryBox = S.robotBoxes.includes(m.box) || S.energyBoxes.includes(m.box);
  // Robot and energy boxes are crossed toward a factory; water and plant symbols are circled in the mine.
  const sheet = mark(d.sheet, m.box, factoryBox ? 'cross' : 'circle');
  return factoryBox ? upgrade({ ...rest, sheet }) : { ...rest, sheet };
}

/** Every circled resource of a full, unextracted column goes to its factory track; the column box is crossed. */
export function extract(sheet: SheetState): SheetState {
  let out = sheet;
  for (const col of S.columns) {
    if (out.marks[col.box] || !isFilled(out.cells, col.slots)) continue;
    for (const slot of col.slots) {
      const gem = S.gems.find((g) => g.slot === slot);
      const linked: [number, Resource][] = [
        ...(gem ? [gem] : []).map((g): [number, Resource] => [g.box, g.kind]),
        ...symbolsAt(S.water, slot).map((b): [number, Resource] => [b, 'water']),
        ...symbolsAt(S.plants, slot).map((b): [number, Resource] => [b, 'plants']),
      ];
      for (const [box, track] of linked) {
        if (out.marks[box] !== 'circle') continue;
        out = advance(mark(out, box, 'cross'), track, 1);
      }
    }
    out = mark(out, col.box, 'cross');
  }
  return out;
}

/** Phase 5: extraction on every sheet, then the filling bonuses: reached this turn = circled, the others crossed. */
function resolveTurn(drafts: readonly Draft[]): SheetState[] {
  const extracted = drafts.map((d) => extract(d.sheet));
  const won = RESOURCES.filter((r) =>
    extracted.some((sh) => !sh.marks[S.fillBonus[r].box] && count(sh, r) >= S.fillBonus[r].at),
  ).map((r) => S.fillBonus[r].box);
  return extracted.map((sh) => {
    let out = sh;
    for (const r of RESOURCES) {
      const bonus = S.fillBonus[r];
      if (out.marks[bonus.box] || !won.includes(bonus.box)) continue;
      out = mark(out, bonus.box, count(out, r) >= bonus.at ? 'circle' : 'cross');
    }
    return out;
  });
}

const extractedColumns = (sheet: SheetState): boolean[] => S.columns.map((c) => sheet.marks[c.box] === 'cross');
const symbolsMarked = (sheet: SheetState, map: Readonly<Record<number, readonly number[]>>): number =>
  new Set(
    Object.values(map)
      .flat()
      .filter((b) => sheet.marks[b]),
  ).size;

function missionMet(id: number, sheet: SheetState): boolean {
  const cols = extractedColumns(sheet);
  const secondary = FACTORIES.filter((f) => f.kind === 'secondary');
  switch (id) {
    case 82:
      return cols.filter(Boolean).length >= 5;
    case 83:
      return cols.some((_, i) => cols.slice(i, i + 4).length === 4 && cols.slice(i, i + 4).every(Boolean));
    case 84:
      return secondary.every((f) => on(sheet, f.box));
    case 85:
      return FACTORIES.filter((f) => on(sheet, f.box)).length >= 6;
    case 86:
      return symbolsMarked(sheet, S.plants) >= 8;
    case 87:
      return symbolsMarked(sheet, S.water) >= 5;
    default:
      return false;
  }
}

function rate(sheet: SheetState, key: keyof typeof S.rates): number {
  const [before, after] = S.rates[key];
  return on(sheet, assertDefined(S.factories[key], `the ${key} factory`).box) ? after : before;
}

function score(sheet: SheetState, ctx: ScoreContext): ScoreCategory[] {
  const track = (r: Resource) =>
    count(sheet, r) * rate(sheet, r) + (on(sheet, S.fillBonus[r].box) ? S.fillBonus[r].points : 0);
  return [
    { code: 'score.missions', value: ctx.rewards.reduce((a, b) => a + b, 0) },
    { code: 'score.plants', value: track('plants') },
    { code: 'score.mine-water', value: track('water') },
    { code: 'score.pearls', value: track('pearls') },
    { code: 'score.rubies', value: track('rubies') },
    { code: 'score.mine-astronauts', value: count(sheet, 'astro') * rate(sheet, 'astronauts') },
    { code: 'score.planning', value: -count(sheet, 'plan') * rate(sheet, 'planning') },
    { code: 'score.errors', value: -5 * sheet.errors },
  ];
}

export const mine: AdventureRules = {
  sheet: S,
  counters: { plants: 0, water: 0, pearls: 0, rubies: 0, astro: 0, plan: 0 },
  slotsForAction: () => ALL_SLOTS,
  numbersFor,
  afterWrite,
  taskMoves,
  applyTask,
  circleError: (sheet) => (sheet.errors >= S.errorBoxes.length ? sheet : { ...sheet, errors: sheet.errors + 1 }),
  resolveTurn,
  missionMet,
  rewardMission: (sheet) => sheet,
  ownEndTrigger: () => false,
  score,
};
