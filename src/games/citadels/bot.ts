// A computer player: drafts the character that pays best for its city, builds the dearest district it can, and aims its powers at the leader.

import { assertDefined } from '../../engine/assert';
import type { Bot } from '../../engine/bot';
import type { Seat } from '../../engine/game';
import { randomInt } from '../../engine/random';
import {
  ARCHITECT,
  ASSASSIN,
  BISHOP,
  COMPLETE_CITY,
  cardType,
  INCOME_COLOR,
  KING,
  MAGICIAN,
  MERCHANT,
  type Rank,
  THIEF,
  WARLORD,
} from './data';
import type { CtMove, CtView } from './rules/types';

const cityOf = (view: CtView, seat: Seat) => assertDefined(view.cities[seat], `the city of seat ${seat}`);
const cityKeys = (view: CtView, seat: Seat) => new Set(cityOf(view, seat).map((b) => cardType(b.card).key));
const goldOf = (view: CtView, seat: Seat) => assertDefined(view.gold[seat], `the gold of seat ${seat}`);
const handCount = (view: CtView, seat: Seat) => assertDefined(view.handCounts[seat], `the hand size of seat ${seat}`);

/** Cards in hand that could be built some day (no duplicate of the city or of a dearer copy). */
function useful(view: CtView, seat: Seat): number[] {
  const keys = cityKeys(view, seat);
  return view.hand.filter((c) => !keys.has(cardType(c).key));
}

function colorCount(view: CtView, seat: Seat, rank: Rank): number {
  const color = INCOME_COLOR[rank];
  if (!color) return 0;
  return cityOf(view, seat).filter((b) => cardType(b.card).color === color).length;
}

/** The seat with the most built districts (then gold), other than me. */
function leader(view: CtView, seat: Seat): Seat {
  let best = seat === 0 ? 1 : 0;
  for (let s = 0; s < view.seats; s++) {
    if (s === seat) continue;
    const a = cityOf(view, s).length * 10 + goldOf(view, s);
    const b = cityOf(view, best).length * 10 + goldOf(view, best);
    if (a > b) best = s;
  }
  return best;
}

/** How much this character is worth to me this round. */
function charValue(view: CtView, seat: Seat, rank: Rank): number {
  const hand = useful(view, seat);
  const gold = goldOf(view, seat);
  const cheapest = Math.min(99, ...hand.map((c) => cardType(c).cost));
  let v = colorCount(view, seat, rank) * 1.5;
  if (rank === KING) v += 1.5;
  if (rank === MERCHANT) v += 1.5;
  if (rank === ARCHITECT) v += hand.length >= 2 && gold >= 4 ? 4 : 1.5;
  if (rank === MAGICIAN) v += hand.length === 0 ? 3 : 0.5;
  if (rank === BISHOP) v += cityOf(view, seat).length >= 5 ? 2 : 0.5;
  if (rank === WARLORD) v += 1;
  if (rank === THIEF) v += gold < 2 ? 2 : 1;
  if (rank === ASSASSIN) v += 1.2;
  if (cheapest > gold + 2 && rank !== THIEF) v -= 0.5;
  return v;
}

function draftPick(view: CtView, seat: Seat, legal: readonly CtMove[]): CtMove | undefined {
  let best: CtMove | undefined;
  let score = Number.NEGATIVE_INFINITY;
  for (const m of legal) {
    if (m.kind !== 'draft' && m.kind !== 'discardDraft') continue;
    // Keep the best for me; lay down the one the opponent would like most (best for the leader).
    const v =
      m.kind === 'draft' ? charValue(view, seat, m.character) : charValue(view, leader(view, seat), m.character);
    if (v > score) {
      score = v;
      best = m;
    }
  }
  return best;
}

/** Characters I do not hold and that were not set aside face up, best targets first. */
function target(view: CtView, kind: 'assassinate' | 'rob', legal: readonly CtMove[]): CtMove | undefined {
  const order =
    kind === 'assassinate'
      ? [ARCHITECT, MERCHANT, KING, WARLORD, BISHOP, MAGICIAN]
      : [MERCHANT, ARCHITECT, KING, BISHOP, WARLORD, MAGICIAN];
  for (const rank of order) {
    if (view.myChars.includes(rank) || view.faceUp.includes(rank)) continue;
    const m = legal.find((x) => x.kind === kind && x.character === rank);
    if (m) return m;
  }
  return legal.find((x) => x.kind === kind);
}

function bestBuild(legal: readonly CtMove[]): CtMove | undefined {
  let best: CtMove | undefined;
  let cost = -1;
  for (const m of legal) {
    if (m.kind === 'build' && cardType(m.card).cost > cost) {
      cost = cardType(m.card).cost;
      best = m;
    }
  }
  return best;
}

function magic(view: CtView, seat: Seat, legal: readonly CtMove[]): CtMove | undefined {
  const keys = cityKeys(view, seat);
  const junk = view.hand.filter((c) => keys.has(cardType(c).key));
  const selected = assertDefined(view.turn, 'the turn in progress').selected;
  const toMark = junk.find((c) => !selected.includes(c));
  if (toMark !== undefined) return legal.find((m) => m.kind === 'toggleDiscard' && m.card === toMark);
  if (selected.length > 0) return legal.find((m) => m.kind === 'redraw');
  let richest: CtMove | undefined;
  let most = view.hand.length + 1;
  for (const m of legal) {
    if (m.kind === 'swapHands' && handCount(view, m.seat) > most) {
      most = handCount(view, m.seat);
      richest = m;
    }
  }
  return richest;
}

function destroy(view: CtView, seat: Seat, legal: readonly CtMove[]): CtMove | undefined {
  const lead = leader(view, seat);
  const threat = cityOf(view, lead).length >= COMPLETE_CITY - 2;
  let best: CtMove | undefined;
  let value = Number.NEGATIVE_INFINITY;
  for (const m of legal) {
    if (m.kind !== 'destroy' || m.seat !== lead) continue;
    const cost = Math.max(0, cardType(m.card).cost - 1);
    // Free demolitions are always worth it; paid ones only against a city close to the end.
    if (cost > 0 && !threat) continue;
    const v = cardType(m.card).cost - cost * 1.5;
    if (v > value && goldOf(view, seat) - cost >= 0) {
      value = v;
      best = m;
    }
  }
  return best;
}

function action(view: CtView, seat: Seat, legal: readonly CtMove[]): CtMove | undefined {
  const hand = useful(view, seat);
  const gold = goldOf(view, seat);
  const affordable = hand.some((c) => cardType(c).cost <= gold + 2);
  const wantCards = hand.length === 0 || (hand.length < 2 && gold >= 4) || (!affordable && hand.length < 2);
  return (
    legal.find((m) => m.kind === (wantCards ? 'drawCards' : 'takeGold')) ?? legal.find((m) => m.kind === 'takeGold')
  );
}

function keep(view: CtView, seat: Seat, legal: readonly CtMove[]): CtMove | undefined {
  const keys = cityKeys(view, seat);
  const gold = goldOf(view, seat);
  let best: CtMove | undefined;
  let value = Number.NEGATIVE_INFINITY;
  for (const m of legal) {
    if (m.kind !== 'keepCard') continue;
    const d = cardType(m.card);
    const v = (keys.has(d.key) ? -10 : 0) + d.cost - (d.cost > gold + 4 ? 4 : 0);
    if (v > value) {
      value = v;
      best = m;
    }
  }
  return best;
}

function inTurn(view: CtView, seat: Seat, legal: readonly CtMove[]): CtMove | undefined {
  const t = view.turn;
  if (!t) return undefined;
  if (t.action === 'drawing') return keep(view, seat, legal);
  if (t.action === 'none') {
    const early =
      t.rank === ASSASSIN
        ? target(view, 'assassinate', legal)
        : t.rank === THIEF
          ? target(view, 'rob', legal)
          : undefined;
    return early ?? (t.rank === MAGICIAN ? magic(view, seat, legal) : undefined) ?? action(view, seat, legal);
  }
  if (t.selected.length > 0) return magic(view, seat, legal);
  const build = bestBuild(legal);
  if (build) return build;
  const steps: (CtMove | undefined)[] = [
    legal.find((m) => m.kind === 'income'),
    t.rank === WARLORD ? destroy(view, seat, legal) : undefined,
    t.rank === MAGICIAN ? magic(view, seat, legal) : undefined,
    legal.find((m) => m.kind === 'laboratory' && cityKeys(view, seat).has(cardType(m.card).key)),
    view.hand.length < 2 && goldOf(view, seat) >= 5 ? legal.find((m) => m.kind === 'smithy') : undefined,
  ];
  return steps.find((m) => m !== undefined) ?? legal.find((m) => m.kind === 'endTurn');
}

export const bot: Bot<CtView, CtMove> = {
  choose(view, seat, legal, rng) {
    const first = legal[0];
    if (!first) throw new Error('bot.choose needs at least one legal move');
    let pick: CtMove | undefined;
    if (view.phase === 'draft') pick = draftPick(view, seat, legal);
    else if (view.phase === 'graveyard')
      pick = legal.find((m) => m.kind === 'graveyard' && m.take === goldOf(view, seat) >= 2);
    else pick = inTurn(view, seat, legal);
    return pick ?? legal[randomInt(rng, legal.length)[0]] ?? first;
  },
};
