// Board things that answer a question of the turn (a garden card, a training yard, a 3rd-floor bonus space) are
// taps too: legal when their move is among the legal moves (the tap sends it, as the bar's button does); while that
// question is open any other is sent so the rules say why; at any other time the tap is explained in words.

import type { Message } from '../../../engine/game';
import { jsonEqual } from '../../../engine/json';
import type { SeatInfo } from '../../../ui/table-props';
import type { WcAsk, WcMove, WcView } from '../rules/types';
import type { T } from './labels';

export interface PickAttrs {
  readonly 'data-legal': 'true' | 'false';
  readonly 'aria-disabled'?: 'true';
  readonly onClick: () => void;
}

/** What a board thing answering `ask` with `move` needs: whether it is legal now, and its button attributes. */
export type Pick = (
  move: WcMove,
  ask: WcAsk['kind'],
  why: string,
) => { readonly legal: boolean; readonly attrs: PickAttrs };

export function pickFor(
  view: WcView,
  legal: readonly WcMove[],
  onMove: (m: WcMove) => void,
  explain: (msg: Message) => void,
): Pick {
  const open = view.asks[view.asks.length - 1]?.kind;
  return (move, ask, why) => {
    const ok = legal.some((m) => jsonEqual(m, move));
    return {
      legal: ok,
      attrs: {
        'data-legal': ok ? 'true' : 'false',
        ...(ok ? {} : { 'aria-disabled': 'true' as const }),
        onClick: () => (ok || open === ask ? onMove(move) : explain({ code: why })),
      },
    };
  };
}

/** What a part of the board made of such things (the gardens, the training yards) is drawn from. */
export interface PickingProps {
  readonly view: WcView;
  readonly t: T;
  readonly seats: readonly SeatInfo[];
  readonly pick: Pick;
}
