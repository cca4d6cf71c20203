// Tash-Kalar's rules: the Game object and its table of decisions; each topic lives in rules/.

import { decide } from '../../engine/decision';
import type { Game } from '../../engine/game';
import { readOptionChoices } from '../../engine/options';
import { DECKS, type DeckId } from './data';
import { meta } from './meta';
import { table } from './rules/asks';
import { describeMove } from './rules/describe';
import { overStatus } from './rules/scoring';
import { setupGame } from './rules/setup';
import type { Mode, TkMove, TkOptions, TkState, TkView } from './rules/types';
import { viewFor } from './rules/view';

export type { TkMove, TkOptions, TkState, TkView } from './rules/types';

function defaultOptions(_seats: number): TkOptions {
  return { mode: 'highForm', decks: ['imperial', 'sylvan'] };
}

const isDeck = (d: unknown): d is DeckId => typeof d === 'string' && (DECKS as readonly string[]).includes(d);
const isMode = (m: unknown): m is Mode => m === 'highForm' || m === 'deathmatch';

/** A save holds { mode, decks: [a, b] }, the setup form { mode, deck0, deck1 }; a missing value is the default. */
function formOf(raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const r = raw as Readonly<Record<string, unknown>>;
  const decks: readonly unknown[] = Array.isArray(r.decks) ? r.decks : [];
  const given = { deck0: decks[0], deck1: decks[1], ...r };
  return Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== null));
}

function parseOptions(raw: unknown, seats: number): TkOptions | null {
  const c = readOptionChoices(meta, formOf(raw), seats, { mode: 'highForm', deck0: 'imperial', deck1: 'sylvan' });
  if (c === null || !isMode(c.mode) || !isDeck(c.deck0) || !isDeck(c.deck1)) return null;
  return { mode: c.mode, decks: [c.deck0, c.deck1] };
}

export const game: Game<TkState, TkMove, TkOptions, TkView> = {
  id: 'tash-kalar',
  // 2: what is asked is kept as asks (was phase, effect with a saved start state, returning).
  version: 2,
  players: { min: 2, max: 2 },
  hasHiddenInfo: true,
  defaultOptions,
  parseOptions,
  setup: setupGame,
  ...decide({ table, over: overStatus, notNow: 'error.not-now' }),
  view: viewFor,
  describe: describeMove,
  // Take back: the secrets are the hands and the face-down piles; a hand card is seen only when its owner plays it,
  // so a move teaches something new only when a face-down pile changes (a draw, a new task, a flare or a legend).
  revealsInformation: (before, _seat, _m, after) => hiddenPiles(before) !== hiddenPiles(after),
};

/** The face-down piles, in one string to compare. */
function hiddenPiles(s: TkState): string {
  return JSON.stringify([s.decks, s.legendDeck, s.flareDeck, s.tasks?.deck ?? null]);
}
