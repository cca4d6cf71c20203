// Solo cards drawn for a turn: each asks the player to cross one box of its adventure before choosing; a card
// with nothing left to cross resolves on its own.

import { assertDefined } from '../../../engine/assert';
import { type AskRules, listed, settle } from '../../../engine/decision';
import { adventureRules } from './adventures';
import type { AskOf } from './asks';
import { refusal } from './refusal';
import { SOLO_TARGETS } from './solo';
import type { SheetState, WtmMove, WtmState } from './types';

const soloSheet = (s: WtmState): SheetState => assertDefined(s.sheets[0], 'the solo sheet');

/** The boxes a solo card lets the player cross now (none: the card has nothing left to take). */
export function soloCardBoxes(s: WtmState): number[] {
  const sheet = soloSheet(s);
  const card = topCard(s);
  const targets = adventureRules(s.options.adventure).soloTargets;
  if (targets && card !== null) return targets(sheet, card, drawsOf(s, card));
  return SOLO_TARGETS[s.options.adventure].filter((b) => sheet.marks[b] === undefined);
}

/** The solo card being resolved (the top ask's), or null. */
function topCard(s: WtmState): number | null {
  const top = s.asks.at(-1);
  return top?.kind === 'soloCard' ? top.card : null;
}

/** How many times the card has been drawn so far (1 on its first draw). */
const drawsOf = (s: WtmState, card: number): number => s.solo?.soloDraws[card] ?? 1;

/**
 * Solo card `card` resolved with the box picked and, adventure 6, the slots picked so far for its spread: a spread
 * that waits for one more pick replaces `ask` by an `infect` ask (rules/infect.ts) and leaves the sheet as it was.
 */
export function resolveSoloCard(
  s: WtmState,
  ask: AskOf<'soloCard'> | AskOf<'infect'>,
  pick: { readonly card: number; readonly box: number | null; readonly picks: readonly number[] },
): WtmState {
  const sheet = soloSheet(s);
  const rules = adventureRules(s.options.adventure);
  if (rules.soloResolve) {
    const out = rules.soloResolve(sheet, pick.card, drawsOf(s, pick.card), pick);
    const at = rules.waitingInfection?.(out);
    if (!at) return { ...s, sheets: [out], asks: settle(s.asks, ask) };
    const infect: AskOf<'infect'> = { kind: 'infect', seats: [0], ...at, sheet: out, soloCard: pick };
    return { ...s, asks: settle(s.asks, ask, infect) };
  }
  const { box } = pick;
  const crossed = box === null ? sheet : { ...sheet, marks: { ...sheet.marks, [box]: 'cross' as const } };
  const out = s.options.adventure === 1 ? adventureRules(1).circleError(crossed) : crossed;
  return { ...s, sheets: [out], asks: settle(s.asks, ask) };
}

/** The card resolved: the chosen box crossed (adventure 1: and a System Error circled). */
const resolve = (s: WtmState, ask: AskOf<'soloCard'>, box: number | null): WtmState =>
  resolveSoloCard(s, ask, { card: ask.card, box, picks: [] });

/** Solo cards on top of the asks with nothing left to cross resolve on their own (adventure 1 still circles). */
export function settleSoloCards(s: WtmState): WtmState {
  let out = s;
  for (let top = out.asks.at(-1); top?.kind === 'soloCard' && soloCardBoxes(out).length === 0; top = out.asks.at(-1)) {
    out = resolve(out, top, null);
  }
  return out;
}

const legal = (s: WtmState): WtmMove[] => soloCardBoxes(s).map((box) => ({ kind: 'mark', box }));

export const soloCard: AskRules<WtmState, WtmMove, AskOf<'soloCard'>, 'mark'> = listed({
  moves: ['mark'],
  notNow: (_s, ask, _seat, m) => refusal(ask, null, m),
  prompt: (s) => ({ code: 'prompt.solo-card', params: { turn: s.turn } }),
  legal,
  why: (_s, ask, _seat, m) => refusal(ask, null, m),
  apply(s, ask, _seat, m) {
    if (m.kind !== 'mark') throw new Error(`soloCard: ${m.kind} is not an answer`);
    return settleSoloCards(resolve(s, ask, m.box));
  },
});
