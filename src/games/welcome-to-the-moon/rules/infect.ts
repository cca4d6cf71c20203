// Adventure 6: a virus spreads into a quarter with more than one empty slot, and its player picks the slot it takes
// (reference §7 "Virus rules"; one empty slot is taken on its own). At the reveal every seat whose spread waits is
// asked at once; each pick works the reveal out again, which then asks for the next pick or ends the turn.

import { type AskRules, settle } from '../../../engine/decision';
import type { RuleError } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { picksOf } from './adventures/virus-spread';
import type { AskOf } from './asks';
import { draftOf } from './asks';
import { reveal } from './reveal';
import { resolveSoloCard, settleSoloCards } from './solo-cards';
import type { WtmMove, WtmState } from './types';

/** Every tap but one of the quarter's empty slots is refused with where the virus may go. */
const refusal = (ask: AskOf<'infect'>): RuleError => ({
  code: 'error.infect-slot',
  params: { quarter: ask.quarter + 1 },
});

export const infect: AskRules<WtmState, WtmMove, AskOf<'infect'>> = {
  moves: ['placeX'],
  notNow: (_s, ask) => refusal(ask),
  prompt: (s) => ({ code: 'prompt.infect', params: { turn: s.turn } }),
  legal: (_s, ask) => ask.slots.map((slot) => ({ kind: 'placeX', slot })),
  validate: (_s, ask, _seat, m) => (m.kind === 'placeX' && ask.slots.includes(m.slot) ? null : refusal(ask)),
  apply(s, ask, seat, m) {
    if (m.kind !== 'placeX') throw new Error(`infect: ${m.kind} is not an answer`);
    if (ask.soloCard) {
      const { picks, ...pick } = ask.soloCard;
      return settleSoloCards(resolveSoloCard(s, ask, { ...pick, picks: [...picks, m.slot] }));
    }
    const draft = draftOf(s, seat);
    const drafts = replaceAt(s.drafts, seat, { ...draft, infections: [...picksOf(draft), m.slot] });
    // The other seats' open picks stay as they are: working the reveal out again asks them the same.
    return reveal({ ...s, drafts, asks: settle(s.asks, ask) });
  },
};
