// Turns the viewer's legal moves into what the table highlights and offers; the UI never works out rules itself.

import type { Message } from '../../../engine/game';
import type { SpaceId } from '../data';
import type { RrMove } from '../rules';

export interface LegalOptions {
  /** Legal placements per space: the rubles that may stand in for workers, in the order offered. */
  readonly spaces: ReadonlyMap<SpaceId, readonly RrMove[]>;
  /** Other answers (engineer uses, pass, track moves, choices), each with its label. */
  readonly choices: readonly { readonly move: RrMove; readonly label: Message }[];
}

export function moveLabel(m: RrMove): Message {
  switch (m.kind) {
    case 'bonus':
      return { code: `start.${m.card}` };
    case 'place':
      if (m.black) return m.coins > 0 ? { code: 'ui.coinsBlack', params: { n: m.coins } } : { code: 'ui.black' };
      return m.coins > 0 ? { code: 'ui.coins', params: { n: m.coins } } : { code: `space.${m.space}` };
    case 'useEngineer':
      return m.black
        ? { code: 'ui.useEngineerBlack', params: { n: m.n } }
        : { code: 'ui.useEngineer', params: { n: m.n } };
    case 'chain':
      return m.slot === 'supply'
        ? { code: 'ui.supply' }
        : { code: 'ui.chain', params: { slot: { term: `slot.${m.slot}` } } };
    case 'relocate':
      return m.space === 'stay' ? { code: 'ui.stay' } : { code: `space.${m.space}` };
    case 'pass':
      return { code: 'ui.pass' };
    case 'step':
      return { code: 'ui.step', params: { rail: { term: `rail.${m.rail}` }, colour: { term: `colour.${m.colour}` } } };
    case 'skip':
      return { code: 'ui.skip' };
    case 'loco':
      return { code: `slot.${m.slot}` };
    case 'choose':
      return { code: `ui.choose.${m.option}` };
    case 'gap':
      return { code: 'ui.gap', params: { n: m.gap + 1 } };
    case 'marker':
      return { code: 'ui.marker', params: { n: m.index + 1 } };
    case 'token':
      return { code: `token.${m.token}` };
    case 'qcard':
      return { code: `qcard.${m.card}` };
    case 'triple':
      return { code: `triple.${m.option}` };
    case 'endBonus':
      return m.card === 'ten' ? { code: 'ui.ten' } : { code: `end.${m.card}` };
    case 'repeat':
      return { code: `space.${m.space}` };
  }
}

export function legalOptions(legal: readonly RrMove[]): LegalOptions {
  const spaces = new Map<SpaceId, RrMove[]>();
  const choices: { move: RrMove; label: Message }[] = [];
  for (const m of legal) {
    if (m.kind === 'place') spaces.set(m.space, [...(spaces.get(m.space) ?? []), m]);
    else choices.push({ move: m, label: moveLabel(m) });
  }
  return { spaces, choices };
}
