// The components as data (reference §1 "Starship cards", §2 missions; seed "ゲーム準備").
import { describe, expect, test } from 'vitest';
import {
  ACTIONS,
  ASTRA_LEVELS,
  astraLaunchScore,
  LAUNCH_SHEET,
  MISSIONS,
  missionCandidates,
  STACKS,
  STARSHIP_CARDS,
} from '../../../src/games/welcome-to-the-moon/data';
import { LAUNCH_ROCKETS, LAUNCH_SABOTAGES } from '../../../src/games/welcome-to-the-moon/rules/sheets/launch';
import { fresh } from './builders';

describe('starship cards', () => {
  test('63 cards; per number 2,2,3,4,5,6,6,7,6,6,5,4,3,2,2', () => {
    expect(STARSHIP_CARDS).toHaveLength(63);
    const perNumber = Array.from({ length: 15 }, (_, i) => STARSHIP_CARDS.filter((c) => c.number === i + 1).length);
    expect(perNumber).toEqual([2, 2, 3, 4, 5, 6, 6, 7, 6, 6, 5, 4, 3, 2, 2]);
  });
  test.each([
    ['robot', 14],
    ['energy', 14],
    ['plant', 14],
    ['water', 7],
    ['astronaut', 7],
    ['planning', 7],
  ])('%s is on %i backs', (action, n) => {
    expect(STARSHIP_CARDS.filter((c) => c.action === action)).toHaveLength(n);
  });
  test('seed ゲーム準備: the 63 cards are split into three piles of 21', () => {
    const s = fresh(3, 'piles');
    expect(s.piles.map((p) => p.draw.length + p.discard.length)).toEqual([21, 21, 21]);
    const all = s.piles.flatMap((p) => [...p.draw, ...p.discard]).sort((a, b) => a - b);
    expect(all).toEqual(STARSHIP_CARDS.map((c) => c.id));
  });
  test('six actions', () => expect(ACTIONS).toHaveLength(6));
});

describe('missions', () => {
  test.each([1, 2, 3, 4, 5])('adventure %i has two candidates per stack A, B, C', (adv) => {
    for (const stack of STACKS) expect(missionCandidates(adv, stack)).toHaveLength(2);
  });
  test('first reward is above the later one (The Dome pays from its track: its cards carry 0)', () => {
    for (const m of MISSIONS) {
      if (m.adventure === 5) expect([m.first, m.later]).toEqual([0, 0]);
      else expect(m.first).toBeGreaterThan(m.later);
    }
  });
});

describe('The Launch sheet', () => {
  test('9 floors covering slots 1..53 once each', () => {
    const slots = LAUNCH_SHEET.zones.flatMap((z) => z.slots).sort((a, b) => a - b);
    expect(slots).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
    expect(LAUNCH_SHEET.floors).toHaveLength(9);
  });
  test('every slot is in exactly one quarter', () => {
    const slots = LAUNCH_SHEET.quarters.flatMap((q) => q.slots).sort((a, b) => a - b);
    expect(slots).toEqual(Array.from({ length: 53 }, (_, i) => i + 1));
  });
  test('bonus boxes 54..99, 31 rockets, 8 extra, 8 errors, 8 races, 7 arrows', () => {
    const boxes = LAUNCH_SHEET.quarters.flatMap((q) => q.bonuses.map((b) => b.box)).sort((a, b) => a - b);
    expect(boxes).toEqual(Array.from({ length: 46 }, (_, i) => 54 + i));
    expect(LAUNCH_ROCKETS).toHaveLength(31);
    expect(LAUNCH_SHEET.extraRockets).toHaveLength(8);
    expect(LAUNCH_SHEET.errorBoxes).toHaveLength(8);
    expect(LAUNCH_SABOTAGES).toEqual([59, 61, 70, 71, 75, 78, 79, 91]);
    expect(LAUNCH_SHEET.arrows).toHaveLength(7);
  });
  test('each conditional rocket bonus names the arrow that points at its quarter', () => {
    for (const a of LAUNCH_SHEET.arrows) {
      const bonuses = LAUNCH_SHEET.quarters[a.quarter]?.bonuses ?? [];
      expect(bonuses.some((b) => b.kind === 'rockets' && b.needs === a.box)).toBe(true);
    }
  });
});

describe('solo data (reference §1 "Solo (ASTRA)", §2 "A1 solo")', () => {
  test('eight ASTRA levels with six multipliers each', () => {
    expect(ASTRA_LEVELS).toHaveLength(8);
    expect(ASTRA_LEVELS[4]).toEqual({
      name: 'Sergei',
      mult: { robot: 4, energy: 4, plant: 4, water: 4, astronaut: 4, planning: 3 },
    });
  });
  test.each([
    [0, 10],
    [15, 10],
    [16, 20],
    [20, 20],
    [21, 30],
    [76, 140],
    [81, 150],
  ])('ASTRA launch score with %i rockets crossed: %i', (crossed, score) => {
    expect(astraLaunchScore(crossed)).toBe(score);
  });
});
