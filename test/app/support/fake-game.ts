// A tiny hidden-hand card game for the app's tests: each seat holds secret cards, picks one (undoable), then plays it.

import type { Game, LogEvent, Seat, Status } from '../../../src/engine/game';
import type { GameMeta } from '../../../src/engine/meta';
import { seedRng, shuffle } from '../../../src/engine/random';

export interface FakeOptions {
  readonly rounds: number;
}

export type FakeMove = { readonly kind: 'pick'; readonly card: number } | { readonly kind: 'play' };

export interface FakeState {
  readonly hands: readonly (readonly number[])[];
  readonly played: readonly (readonly number[])[];
  readonly picked: number | null;
  readonly turn: Seat;
  readonly rounds: number;
}

export interface FakeView {
  readonly viewer: Seat | 'table';
  /** Only the viewer's own hand; other seats show as counts. */
  readonly hand: readonly number[] | null;
  readonly handCounts: readonly number[];
  readonly played: readonly (readonly number[])[];
  readonly picked: number | null;
  readonly turn: Seat;
}

export const fakeMeta: GameMeta = {
  id: 'fake-cards',
  name: { ja: 'ためしカード', en: 'Test Cards' },
  players: { min: 2, max: 3 },
  playTime: [5, 10],
  description: { ja: 'テスト用のゲーム', en: 'A game for tests' },
  options: [
    {
      key: 'rounds',
      label: { ja: 'ラウンド数', en: 'Rounds' },
      choices: [
        { value: 2, label: { ja: '2', en: '2' } },
        { value: 1, label: { ja: '1', en: '1' } },
      ],
    },
    {
      key: 'trio',
      label: { ja: '三人専用', en: 'Three-player only' },
      forSeats: [3],
      choices: [{ value: true, label: { ja: 'はい', en: 'Yes' } }],
    },
  ],
};

function isOver(s: FakeState): boolean {
  return s.played.every((p) => p.length >= s.rounds);
}

function totals(s: FakeState): number[] {
  return s.played.map((p) => p.reduce((a, b) => a + b, 0));
}

function overStatus(s: FakeState): Status {
  const t = totals(s);
  const distinct = [...new Set(t)].sort((a, b) => b - a);
  return {
    kind: 'over',
    scores: s.played.map((p, seat) => ({
      seat,
      total: t[seat] ?? 0,
      categories: [
        { code: 'fake.score-cards', value: t[seat] ?? 0 },
        { code: 'fake.score-count', value: p.length },
      ],
      perRound: p,
    })),
    ranking: distinct.map((v) => t.flatMap((x, seat) => (x === v ? [seat] : []))),
    lowerIsBetter: false,
  };
}

export const fakeGame: Game<FakeState, FakeMove, FakeOptions, FakeView> = {
  id: 'fake-cards',
  version: 1,
  players: { min: 2, max: 3 },
  hasHiddenInfo: true,
  defaultOptions: () => ({ rounds: 2 }),
  parseOptions(raw, seats) {
    if (seats < 2 || seats > 3 || !raw || typeof raw !== 'object') return null;
    const rounds = (raw as { rounds?: unknown }).rounds;
    return rounds === 1 || rounds === 2 ? { rounds } : null;
  },
  setup(seats, options, seed) {
    const [deck] = shuffle(
      seedRng(seed),
      Array.from({ length: seats * 3 }, (_, i) => i + 1),
    );
    return {
      hands: Array.from({ length: seats }, (_, i) => deck.slice(i * 3, i * 3 + 3)),
      played: Array.from({ length: seats }, () => []),
      picked: null,
      turn: 0,
      rounds: options.rounds,
    };
  },
  status(s) {
    if (isOver(s)) return overStatus(s);
    return { kind: 'turn', active: [s.turn], prompt: { code: 'fake.prompt', params: { who: { seat: s.turn } } } };
  },
  legalMoves(s, seat) {
    if (isOver(s) || seat !== s.turn) return [];
    const picks: FakeMove[] = (s.hands[seat] ?? []).map((card) => ({ kind: 'pick', card }));
    return s.picked === null ? picks : [...picks, { kind: 'play' }];
  },
  validate(s, seat, m) {
    switch (m.kind) {
      case 'pick':
        return s.hands[seat]?.includes(m.card) ? null : { code: 'fake.not-in-hand', params: { card: m.card } };
      case 'play':
        return s.picked === null ? { code: 'fake.pick-first' } : null;
    }
  },
  apply(s, seat, m) {
    switch (m.kind) {
      case 'pick':
        return { ...s, picked: m.card };
      case 'play': {
        const card = s.picked ?? 0;
        return {
          ...s,
          hands: s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h)),
          played: s.played.map((p, i) => (i === seat ? [...p, card] : p)),
          picked: null,
          turn: (seat + 1) % s.hands.length,
        };
      }
    }
  },
  view(s, seat) {
    return {
      viewer: seat,
      hand: seat === 'table' ? null : (s.hands[seat] ?? []),
      handCounts: s.hands.map((h) => h.length),
      played: s.played,
      picked: seat === s.turn ? s.picked : null,
      turn: s.turn,
    };
  },
  describe(before, seat, m, after): LogEvent[] {
    switch (m.kind) {
      case 'pick':
        return [{ code: 'fake.log-picked', params: { card: m.card }, visibleTo: [seat] }];
      case 'play': {
        const card = after.played[seat]?.at(-1) ?? before.picked ?? 0;
        return [{ code: 'fake.log-played', params: { who: { seat }, card } }];
      }
    }
  },
};
