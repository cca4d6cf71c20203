// Adventure 8 solo (reference §8, "A8 solo"): ASTRA is the neighbour on both sides. It has its own sheet (the
// player is its guest); at each turn's start it plays the first face-up card on the sheet the player writes this
// turn; each solo card drawn makes it draw on two moons; every second planet the player controls gives a bonus.

import { assertDefined } from '../../../engine/assert';
import { cardById } from '../data';
import { battle } from './adventures/8';
import { boardsOf } from './asks';
import {
  controlled,
  firstEmpty,
  firstOpen,
  halfOf,
  halvesOf,
  insignia,
  insignias,
  other,
  resolved,
  resolveIfFull,
  type Side,
} from './battle';
import { mark } from './marks';
import { BATTLE_SHEET, planetsForNumber } from './sheets/battle';
import type { SheetState, WtmState } from './types';
import { withCell } from './zones';

const S = BATTLE_SHEET;

/** Planets the player controls over both sheets. */
const playerPlanets = (s: WtmState): number =>
  halvesOf(boardsOf(s), 0).reduce((a, h) => a + controlled(h.sheet, h.side), 0);

/** ASTRA bonuses won this turn: one for every second planet the player controls. */
export function battleBonusesWon(before: WtmState, after: WtmState): number {
  return Math.floor(playerPlanets(after) / 2) - Math.floor(playerPlanets(before) / 2);
}

/** A fresh solo Battle: ASTRA's sheet (ASTRA on side 0) and the player's (ASTRA its guest, side 1). */
export function setupBattleSolo(s: WtmState, blank: SheetState): WtmState {
  const solo = assertDefined(s.solo, 'the solo state');
  const own = (sheet: SheetState, side: Side) => ({ ...sheet, counters: { ...sheet.counters, astra: side } });
  return { ...s, sheets: s.sheets.map((sh) => own(sh, 1)), solo: { ...solo, board: own(blank, 0) } };
}

/** ASTRA's insignia on the card's planet (full: the next number's, 15 wrapping to 1), then the card's action. */
function astraPlays(sheet: SheetState, side: Side, cardId: number): SheetState {
  const card = cardById(cardId);
  let n = card.number;
  let slot: number | undefined;
  for (let tries = 0; tries < 16 && slot === undefined; tries++) {
    slot = planetsForNumber(n)
      .map((p) => firstEmpty(sheet, assertDefined(S.planets[p], `planet ${p}`)))
      .find((x) => x !== undefined);
    if (slot === undefined) n = n >= 15 ? 1 : n + 1;
  }
  if (slot === undefined) return sheet;
  const p = assertDefined(
    S.planets.find((q) => q.slots.includes(slot)),
    'the planet ASTRA writes on',
  );
  let out = resolveIfFull(mark(withCell(sheet, slot, n), slot, insignia(side)), slot);
  const action = card.action === 'astronaut' ? 'planning' : card.action === 'energy' ? 'robot' : card.action;
  if (action === 'planning') {
    const moon = firstOpen(out, p.moons);
    if (moon !== undefined) out = mark(out, moon, insignia(side));
  } else if (action === 'robot') {
    const rock = firstOpen(out, halfOf(side).asteroids);
    if (rock !== undefined) out = mark(out, rock, insignia(side));
  } else {
    const sym = firstOpen(out, action === 'plant' ? p.plants : p.waters);
    if (sym !== undefined) out = mark(out, sym, 'cross');
  }
  return out;
}

/** A solo card: ASTRA draws on two moons of the open planet where it has the most insignias (the first on a tie). */
function astraMoons(sheet: SheetState, side: Side): SheetState {
  let out = sheet;
  for (let k = 0; k < 2; k++) {
    const open = S.planets.filter((p) => !resolved(out, p) && firstOpen(out, p.moons) !== undefined);
    const count = (p: (typeof open)[number]) => insignias(out, [...p.slots, ...p.moons], side);
    const best = open.reduce<(typeof open)[number] | undefined>(
      (a, p) => (a && count(a) >= count(p) ? a : p),
      undefined,
    );
    const moon = best && firstOpen(out, best.moons);
    if (moon === undefined) return out;
    out = mark(out, moon, insignia(side));
  }
  return out;
}

/**
 * After a solo Battle's cards are drawn for a turn: ASTRA plays the first face-up card and answers each solo card
 * drawn since `before`, on the sheet the player writes this turn. Other adventures: unchanged.
 */
export function afterSoloDraw(adventure: number, s: WtmState, before: WtmState): WtmState {
  if (adventure !== 8 || !s.solo || s.solo.shown.length < 3) return s;
  const on = assertDefined(battle.boardFor, 'the Battle board rule')(s.turn, 0, 2);
  const side = other(on.side);
  const boards = boardsOf(s).slice();
  let sheet = assertDefined(boards[on.sheet], 'the sheet of this turn');
  sheet = astraPlays(sheet, side, assertDefined(s.solo.shown[0], 'the first face-up card'));
  const was = assertDefined(before.solo, 'the solo state before the draw').soloDraws;
  const drawnSolo = s.solo.soloDraws.reduce((a, n, k) => a + n - assertDefined(was[k], "a solo card's draws"), 0);
  for (let k = 0; k < drawnSolo; k++) sheet = astraMoons(sheet, side);
  boards[on.sheet] = sheet;
  return {
    ...s,
    sheets: boards.slice(0, s.seats),
    solo: { ...s.solo, board: assertDefined(boards[s.seats], "ASTRA's sheet") },
  };
}
