// Adventure 1 (The Launch) as data: its nine rocket floors, quarters and their bonuses, arrows, rocket track, errors.

import type { Action } from '../../data';
import type { SheetDef } from './types';

/** What a quarter pays once its last slot is filled (reference §2 "Quarter bonuses"). */
export type LaunchBonus =
  | { readonly box: number; readonly kind: 'rockets'; readonly amount: number; readonly needs?: number }
  | { readonly box: number; readonly kind: 'activation' }
  | { readonly box: number; readonly kind: 'x' }
  | { readonly box: number; readonly kind: 'sabotage' };

export interface LaunchQuarter {
  readonly slots: readonly number[];
  readonly bonuses: readonly LaunchBonus[];
}

export interface LaunchFloor {
  /** Zone id: the floors are numbered 1..9 from the top of the rocket. */
  readonly zone: number;
  /** The action whose numbers may go here; 'wild' takes any action. */
  readonly action: Action | 'wild';
}

export interface LaunchSheet extends SheetDef {
  readonly adventure: 1;
  readonly floors: readonly LaunchFloor[];
  readonly quarters: readonly LaunchQuarter[];
  /** Inactive rocket arrows: box id and the index of the quarter whose conditional bonus it unlocks. */
  readonly arrows: readonly { readonly box: number; readonly quarter: number }[];
  /** The rocket track, crossed row by row; finishing a row is worth its value. */
  readonly rocketRows: readonly { readonly value: number; readonly boxes: readonly number[] }[];
  /** Rockets past the top: each one is +5 when no System Error is left open. */
  readonly extraRockets: readonly number[];
  readonly extraRocketPoints: number;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const rk = (box: number, amount: number, needs?: number): LaunchBonus =>
  needs === undefined ? { box, kind: 'rockets', amount } : { box, kind: 'rockets', amount, needs };
const act = (box: number): LaunchBonus => ({ box, kind: 'activation' });
const x = (box: number): LaunchBonus => ({ box, kind: 'x' });
const sab = (box: number): LaunchBonus => ({ box, kind: 'sabotage' });
const q = (slots: number[], ...bonuses: LaunchBonus[]): LaunchQuarter => ({ slots, bonuses });

export const LAUNCH_SHEET: LaunchSheet = {
  adventure: 1,
  slotCount: 53,
  zones: [
    { id: 1, slots: range(1, 3) },
    { id: 2, slots: range(4, 6) },
    { id: 3, slots: range(7, 11) },
    { id: 4, slots: range(12, 16) },
    { id: 5, slots: range(17, 21) },
    { id: 6, slots: range(22, 27) },
    { id: 7, slots: range(28, 37) },
    { id: 8, slots: range(38, 45) },
    { id: 9, slots: range(46, 53) },
  ],
  errorBoxes: range(159, 166),
  floors: [
    { zone: 1, action: 'astronaut' },
    { zone: 2, action: 'astronaut' },
    { zone: 3, action: 'water' },
    { zone: 4, action: 'robot' },
    { zone: 5, action: 'robot' },
    { zone: 6, action: 'planning' },
    { zone: 7, action: 'energy' },
    { zone: 8, action: 'plant' },
    { zone: 9, action: 'wild' },
  ],
  quarters: [
    q([1, 2, 3], rk(54, 3), act(55), x(56)),
    q([4, 5, 6], rk(57, 2), rk(58, 2, 152), sab(59)),
    q([7, 8], rk(60, 2), sab(61)),
    q([9, 10, 11], rk(62, 3), rk(63, 3, 153)),
    q([12, 13], act(64), x(65)),
    q([14, 15, 16], rk(66, 3), x(67)),
    q(range(17, 21), rk(68, 3), rk(69, 3, 154), sab(70), sab(71)),
    q(range(22, 27), rk(72, 4), rk(73, 4, 155), x(74), sab(75)),
    q(range(28, 32), rk(76, 4), rk(77, 4, 156), sab(78), sab(79)),
    q([33, 34], rk(80, 3)),
    q([35, 36, 37], rk(81, 2), act(82), x(83)),
    q([38, 39], rk(84, 2), rk(85, 2, 157)),
    q([40, 41], rk(86, 2), act(87)),
    q([42, 43], rk(88, 2), rk(89, 2, 158)),
    q([44, 45], x(90), sab(91)),
    q([46, 47], rk(92, 2), x(93)),
    q([48, 49], rk(94, 2), x(95)),
    q([50, 51], rk(96, 2), x(97)),
    q([52, 53], act(98), x(99)),
  ],
  arrows: [
    { box: 152, quarter: 1 },
    { box: 153, quarter: 3 },
    { box: 154, quarter: 6 },
    { box: 155, quarter: 7 },
    { box: 156, quarter: 8 },
    { box: 157, quarter: 11 },
    { box: 158, quarter: 13 },
  ],
  rocketRows: [
    { value: 15, boxes: range(100, 104) },
    { value: 30, boxes: range(105, 108) },
    { value: 45, boxes: range(109, 111) },
    { value: 60, boxes: range(112, 114) },
    { value: 75, boxes: range(115, 117) },
    { value: 90, boxes: range(118, 120) },
    { value: 105, boxes: range(121, 123) },
    { value: 120, boxes: range(124, 126) },
    { value: 135, boxes: [127, 128] },
    { value: 150, boxes: [129, 130] },
  ],
  extraRockets: range(131, 138),
  extraRocketPoints: 5,
};

/** All 31 rockets of the main track, in crossing order. */
export const LAUNCH_ROCKETS: readonly number[] = LAUNCH_SHEET.rocketRows.flatMap((r) => r.boxes);
/** The sabotage boxes (reference: 59, 61, 70, 71, 75, 78, 79, 91). */
export const LAUNCH_SABOTAGES: readonly number[] = LAUNCH_SHEET.quarters.flatMap((qt) =>
  qt.bonuses.filter((b) => b.kind === 'sabotage').map((b) => b.box),
);
