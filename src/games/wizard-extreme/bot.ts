// A computer player: predicts from its hand's likely winners (or plays the black wizard on a hand that reads
// badly), then wins tricks it holds seals for and ducks the rest; as the wizard it spoils the others' tricks.

import { assertDefined } from '../../engine/assert';
import type { Bot } from '../../engine/bot';
import type { Seat } from '../../engine/game';
import { randomInt } from '../../engine/random';
import { type Card, COLORS, type Color, maxValue, type ReturnKind, type SealCounts, TRUMP } from './data';
import { trickWinner } from './rules/tricks';
import type { WeMove, WeView } from './rules/types';

const key = (c: Card) => `${c.color}${c.value}`;

/** How many cards of the same colour above `card` are still out in other hands. */
function higherOut(card: Card, view: WeView, seen: ReadonlySet<string>): number {
  let n = 0;
  for (let v = card.value + 1; v <= maxValue(view.seats); v++) if (!seen.has(`${card.color}${v}`)) n++;
  return n;
}

function seenCards(view: WeView): Set<string> {
  const seen = new Set<string>();
  for (const c of view.hand) seen.add(key(c));
  for (const c of view.played) seen.add(key(c));
  for (const p of view.trick) seen.add(key(p.card));
  return seen;
}

// Rough chance that a card wins a trick, by how many higher cards of its colour are still out.
const RED_CHANCE = [1, 0.9, 0.7, 0.5, 0.3, 0.3, 0.1];
const PLAIN_CHANCE = [0.8, 0.45, 0.2];

/** Each card's rough chance to win a trick, from how many higher cards of its colour are still out. */
function winChances(view: WeView): { readonly card: Card; readonly p: number }[] {
  const seen = seenCards(view);
  return view.hand.map((card) => {
    const h = higherOut(card, view, seen);
    // Beyond the end of its table a card's chance is nil: zero is meant here, not a default.
    return { card, p: (card.color === TRUMP ? RED_CHANCE[h] : PLAIN_CHANCE[h]) ?? 0 };
  });
}

/** Expected tricks per colour from the cards still in hand. */
export function expectedWins(view: WeView): Record<Color, number> {
  const out: Record<Color, number> = { red: 0, yellow: 0, blue: 0, purple: 0, green: 0 };
  for (const { card, p } of winChances(view)) out[card.color] += p;
  return out;
}

// Tuned by the bot test's games: roughly the penalty points one unit of spread in a colour's trick count costs.
const SPREAD_COST = 2.6;
/** How far behind the best total counts as "far behind" (then a gamble on the wizard is worth more). */
const FAR_BEHIND = 12;

/**
 * A rough penalty forecast for predicting this hand: middling cards make each colour's trick count uncertain
 * (the spread grows with p(1-p) per card), sure winners and sure losers do not.
 */
export function predictionRisk(view: WeView): number {
  const variance: Record<Color, number> = { red: 0, yellow: 0, blue: 0, purple: 0, green: 0 };
  for (const { card, p } of winChances(view)) variance[card.color] += p * (1 - p);
  return COLORS.reduce((sum, c) => sum + SPREAD_COST * Math.sqrt(variance[c]), 0);
}

/** Take the black wizard when its price is below the hand's forecast penalty (more readily when far behind). */
function wantsWizard(view: WeView, seat: Seat): boolean {
  const cost = view.wizardCosts?.[seat] ?? view.wizardBase;
  const totals = view.roundScores.reduce(
    (acc, round) => acc.map((x, i) => x + assertDefined(round[i], `the round score of seat ${i}`).total),
    Array(view.seats).fill(0) as number[],
  );
  const behind = assertDefined(totals[seat], `the total of seat ${seat}`) - Math.min(...totals);
  // About one black seal usually goes to the others, so the wizard's expected price is a little below its cost.
  const price = cost - 1 - (behind >= FAR_BEHIND ? 1 : 0);
  return predictionRisk(view) > price;
}

function predict(view: WeView, seat: Seat, legal: readonly WeMove[]): WeMove | undefined {
  const want = expectedWins(view);
  const held = view.seals[seat];
  if (!held) return undefined;
  const wizard = legal.find((m) => m.kind === 'takeWizard');
  if (wizard && wantsWizard(view, seat)) return wizard;
  for (const color of COLORS) {
    if (held[color] >= Math.round(want[color])) continue;
    const move = legal.find((m) => (m.kind === 'takeSeal' || m.kind === 'stealSeal') && m.color === color);
    if (move) return move;
  }
  return legal.find((m) => m.kind === 'endPrediction');
}

function canReturn(held: SealCounts, led: Color, card: Card): boolean {
  const trumped = card.color === TRUMP && led !== TRUMP;
  return held[led] > 0 || held.white > 0 || (trumped && held.red > 0);
}

/** Seals of `color` (plus white jokers) the other players hold: how many tricks of it they still want to win. */
function othersWant(view: WeView, seat: Seat, color: Color): number {
  return view.seals.reduce((sum, h, other) => (other === seat ? sum : sum + h[color] + h.white), 0);
}

/**
 * The black wizard's card: its own tricks cost it nothing, so it takes tricks from players who could hand back a
 * seal for them, and leaves tricks to players who cannot (they take a black seal, which also lowers its price).
 */
function wizardCardScore(view: WeView, seat: Seat, card: Card): number {
  if (view.trick.length === 0) {
    // Lead low in a colour the others hold few seals for: whoever must win it likely has none to hand back.
    return -10 * othersWant(view, seat, card.color) - card.value - (card.color === TRUMP ? 30 : 0);
  }
  const led = view.trick[0]?.card.color ?? TRUMP;
  const leader = trickWinner(view.trick);
  const leaderSeals = assertDefined(view.seals[leader.seat], `the seals of seat ${leader.seat}`);
  const leaderWants = canReturn(leaderSeals, led, leader.card);
  const wins = trickWinner(view.trick.concat({ seat, card })).card === card;
  if (leaderWants) return wins ? 50 - card.value / 2 : -card.value;
  // Leave the trick where it is; throw high cards while ducking so later tricks are easier to lose to others.
  return wins ? -50 - card.value : card.value;
}

/** Higher is better for this card now: win when a seal can go back, otherwise duck and shed dangerous cards. */
function cardScore(view: WeView, seat: Seat, card: Card): number {
  const held = view.seals[seat];
  if (!held) return 0;
  if (view.wizard === seat) return wizardCardScore(view, seat, card);
  if (view.trick.length === 0) {
    // Leading: cash a sure winner in a colour we hold seals for, else lead low where we hold none.
    const sure = higherOut(card, view, seenCards(view)) === 0;
    if (sure && held[card.color] + held.white > 0) return 100 + card.value;
    return (held[card.color] > 0 ? -20 : 0) - card.value - (card.color === TRUMP ? 30 : 0);
  }
  const led = view.trick[0]?.card.color ?? TRUMP;
  const wins = trickWinner(view.trick.concat({ seat, card })).card === card;
  const last = view.trick.length === view.seats - 1;
  if (wins && canReturn(held, led, card)) return 50 + (last ? -card.value : card.value);
  if (wins) return -50 - card.value;
  // Losing anyway: throw the highest card of a colour we hold no seal for.
  return held[card.color] > 0 || card.color === TRUMP ? -card.value / 2 : card.value;
}

function chooseReturn(view: WeView, seat: Seat, legal: readonly WeMove[]): WeMove | undefined {
  const held = view.seals[seat];
  if (!held) return undefined;
  const want = expectedWins(view);
  let best: WeMove | undefined;
  let bestSurplus = Number.NEGATIVE_INFINITY;
  for (const m of legal) {
    if (m.kind !== 'returnSeal') continue;
    // White is worth keeping as a joker early on, but costs the most if left over at the end.
    const surplus = m.color === 'white' ? (view.hand.length <= 3 ? 10 : 0.2) : surplusOf(held, want, m.color);
    if (surplus > bestSurplus) {
      bestSurplus = surplus;
      best = m;
    }
  }
  return best;
}

function surplusOf(held: SealCounts, want: Record<Color, number>, color: ReturnKind): number {
  return color === 'white' ? 0 : held[color] - want[color];
}

export const bot: Bot<WeView, WeMove> = {
  choose(view, seat, legal, rng) {
    const first = legal[0];
    if (!first) throw new Error('bot.choose needs at least one legal move');
    let pick: WeMove | undefined;
    if (view.phase === 'predict') pick = predict(view, seat, legal);
    else if (view.phase === 'return') pick = chooseReturn(view, seat, legal);
    else {
      let best = Number.NEGATIVE_INFINITY;
      for (const m of legal) {
        if (m.kind !== 'play') continue;
        const score = cardScore(view, seat, m.card);
        if (score > best) {
          best = score;
          pick = m;
        }
      }
    }
    return pick ?? (legal[randomInt(rng, legal.length)[0]] as WeMove) ?? first;
  },
};
