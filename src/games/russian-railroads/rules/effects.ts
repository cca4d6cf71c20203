// Effects of actions, factories, engineers, "?" tokens and cards: the immediate part, and the asks they open.

import { assertDefined } from '../../../engine/assert';
import type { Seat } from '../../../engine/game';
import {
  type Colour,
  DOUBLER_SPACES,
  type Effect,
  FACTORY,
  INDUSTRY,
  QCARD_ENGINEER,
  type QCardId,
  SPECIALS,
  type TokenId,
} from '../data';
import { GAP_AT, lowestLoco, reach, trackAt } from './derived';
import { addPoints, andThen, asking, type Outcome, only, P, toSupply, withPlayer } from './player';
import { type AskOf, type RrPlayer, type RrState, SLOTS } from './types';

/** The state with `seat`'s board changed by `change`, opening no ask. */
const onBoard = (s: RrState, seat: Seat, change: (pl: RrPlayer) => RrPlayer): Outcome =>
  only(withPlayer(s, seat, change));

export function effect(s: RrState, seat: Seat, e: Effect, optional: boolean): Outcome {
  const one: [Seat] = [seat];
  switch (e.t) {
    case 'steps': {
      const colours: Colour[] = e.colours === 'any' ? [0, 1, 2, 3, 4] : [...e.colours];
      return asking(s, { kind: 'steps', seats: one, colours, left: e.n, distinct: e.distinct === true, optional });
    }
    case 'industry':
      return asking(s, { kind: 'industry', seats: one, left: e.n });
    case 'coins':
      return onBoard(s, seat, (pl) => ({ ...pl, coins: pl.coins + e.n }));
    case 'doublers': {
      const n = Math.min(e.n, DOUBLER_SPACES - P(s, seat).doublers, s.doublerSupply);
      const taken = { ...s, doublerSupply: s.doublerSupply - n };
      return onBoard(taken, seat, (pl) => ({ ...pl, doublers: pl.doublers + n }));
    }
    case 'points':
      return onBoard(s, seat, (pl) => addPoints(pl, e.n));
    case 'locoOrFactory':
      return asking(s, { kind: 'lof', seats: one, both: false, optional });
    case 'locoAndFactory':
      return asking(s, { kind: 'lof', seats: one, both: true, optional });
    case 'factory':
      return buildFactory(s, seat);
    case 'tempWorkers':
      return onBoard(s, seat, (pl) => ({ ...pl, temp: pl.temp + 2 }));
    case 'bestLocos':
      return onBoard(s, seat, (pl) => addPoints(pl, bestTwoLocos(pl)));
    case 'perEngineer':
      return onBoard(s, seat, (pl) => addPoints(pl, e.n * pl.engineers.length));
    case 'engineerSum':
      return onBoard(s, seat, (pl) =>
        addPoints(
          pl,
          pl.engineers.reduce((a, b) => a + b, 0),
        ),
      );
    case 'repeat':
      return asking(s, { kind: 'repeat', seats: one, mine: e.mine });
    case 'endBonusOr10':
      return asking(s, { kind: 'endBonus', seats: one, orTen: true });
  }
}

/** The two highest locomotives of the four slots, added up. */
function bestTwoLocos(pl: RrPlayer): number {
  const [a, b] = SLOTS.map((x) => pl.locos[x]).sort((x, y) => y - x);
  return assertDefined(a, 'a locomotive slot') + assertDefined(b, 'a second locomotive slot');
}

export function effects(s: RrState, seat: Seat, list: readonly Effect[], optional: boolean): Outcome {
  return list.reduce((done, e) => andThen(done, (s1) => effect(s1, seat, e, optional)), only(s));
}

/** The lowest locomotive of the supply becomes a factory in the first empty gap (or asks which one it replaces). */
export function buildFactory(s: RrState, seat: Seat): Outcome {
  const n = lowestLoco(s);
  if (n === null) return only(s);
  const gap = P(s, seat).gaps.indexOf(null);
  const taken = toSupply(s, n, -1);
  if (gap < 0) return asking(taken, { kind: 'gap', seats: [seat], factory: n });
  return onBoard(taken, seat, (pl) => ({ ...pl, gaps: pl.gaps.map((g, i) => (i === gap ? n : g)) }));
}

/** Specials along the railroads: checked after every track move and locomotive (reference "Special spaces"). */
export function specials(s: RrState, seat: Seat): Outcome {
  const pl = P(s, seat);
  const reached = SPECIALS.filter(
    (sp) =>
      !pl.claimed.includes(`${sp.rail}:${sp.space}`) &&
      trackAt(pl, sp.rail, sp.colour) >= sp.space &&
      (!sp.loco || reach(pl, sp.rail) >= sp.space),
  );
  if (reached.length === 0) return only(s);
  const claimed = [...pl.claimed, ...reached.map((sp) => `${sp.rail}:${sp.space}`)];
  const extra = pl.extra + reached.filter((sp) => sp.kind === 'worker').length;
  const tokens = pl.tokens.length > 0 ? reached.filter((sp) => sp.kind === 'token') : [];
  return asking(
    withPlayer(s, seat, () => ({ ...pl, claimed, extra })),
    ...tokens.map((): AskOf<'token'> => ({ kind: 'token', seats: [seat] })),
  );
}

export function tokenEffect(s: RrState, seat: Seat, token: TokenId): Outcome {
  const one: [Seat] = [seat];
  switch (token) {
    case 'tracks4':
      return effect(s, seat, { t: 'steps', colours: 'any', n: 4 }, true);
    case 'industry5':
      return asking(s, { kind: 'industry', seats: one, left: 5 });
    case 'doublers3':
      return effect(s, seat, { t: 'doublers', n: 3 }, true);
    case 'revalue':
      return onBoard(s, seat, (pl) => ({ ...pl, revalued: true }));
    case 'marker2':
      return onBoard(s, seat, (pl) => ({ ...pl, markers: [...pl.markers, 0] }));
    case 'medal':
      return onBoard(s, seat, (pl) => ({ ...pl, medal: true }));
    case 'endBonus':
      return asking(s, { kind: 'endBonus', seats: one, orTen: false }, { kind: 'qcard', seats: one });
  }
}

export function qcardEffect(s: RrState, seat: Seat, card: QCardId): Outcome {
  switch (card) {
    case 'triple':
      return asking(s, { kind: 'triple', seats: [seat], left: 2 });
    case 'engineer':
      return onBoard(s, seat, (pl) => ({ ...pl, engineers: [...pl.engineers, QCARD_ENGINEER], coins: pl.coins + 1 }));
    case 'factory':
      return andThen(buildFactory(s, seat), (s1) => asking(s1, { kind: 'industry', seats: [seat], left: 2 }));
    case 'blackWorker':
      return onBoard(s, seat, (pl) => ({ ...pl, blackWorker: true }));
    case 'loco9':
      return asking(s, { kind: 'loco', seats: [seat], card: true, optional: true });
  }
}

/** Marker `m` one step on: a factory it lands on gives its action, the "?" space a token; then the next step. */
export function moveMarker(s: RrState, ask: AskOf<'industry'>, m: number): Outcome {
  const seat = ask.seats[0];
  const pos = assertDefined(P(s, seat).markers[m], 'marker') + 1;
  const moved = withPlayer(s, seat, (pl) => ({ ...pl, markers: pl.markers.map((x, i) => (i === m ? pos : x)) }));
  const cell = INDUSTRY[pos];
  const factory = (s1: RrState): Outcome => {
    if (cell !== 'G') return only(s1);
    const f = assertDefined(P(s1, seat).gaps[GAP_AT.indexOf(pos)], 'factory');
    return effect(s1, seat, assertDefined(FACTORY[f], 'factory action'), true);
  };
  const rest = (s1: RrState): Outcome => {
    const token: AskOf<'token'>[] =
      cell === '?' && P(s1, seat).tokens.length > 0 ? [{ kind: 'token', seats: [seat] }] : [];
    return asking(s1, ...token, ...(ask.left > 1 ? [{ ...ask, left: ask.left - 1 }] : []));
  };
  return andThen(factory(moved), rest);
}
