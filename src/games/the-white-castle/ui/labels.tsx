// Words for the table: an effect, a card's name, a move's label. Card names are Kotatsu's own (text.ts "name.*").

import { assertDefined } from '../../../engine/assert';
import type { Message } from '../../../engine/game';
import { SeatMark } from '../../../ui/SeatMark';
import { ACTION_CARDS, COLORS, type Effect, gardenById, RESOURCE_CARDS, TOP_CARDS, YARDS } from '../data';
import { castleCard } from '../rules/helpers';
import type { CardRef, Die, Fx, LanternRef, WcMove, WcView } from '../rules/types';

export type T = (msg: Message) => string;

export function fxText(t: T, f: Fx | Effect): string {
  const term = (k: string) => t({ code: `term.${k}` });
  switch (f.e) {
    case 'gain':
      if (f.what === 'coin' || f.what === 'seal') return t({ code: `fx.${f.what}s`, params: { n: f.n } });
      return t({ code: 'fx.gain', params: { n: f.n, what: term(f.what) } });
    case 'any':
    case 'pot':
      return t({ code: `fx.${f.e}`, params: { n: f.n } });
    case 'worker':
      return t({ code: 'fx.worker', params: { w: term(f.w) } });
    case 'offer': {
      const cost =
        f.seals > 0 ? t({ code: 'fx.seals', params: { n: f.seals } }) : t({ code: 'fx.coins', params: { n: f.coins } });
      return t({ code: 'fx.offer', params: { cost, act: fxText(t, f.act) } });
    }
    case 'castle':
      return f.color === 'any' ? t({ code: 'fx.castle' }) : `${t({ code: 'fx.castle' })} (${term(f.color)})`;
    case 'pick':
      return t({ code: 'fx.light' });
    default:
      return t({ code: `fx.${f.e}` });
  }
}

export const fxList = (t: T, fx: readonly (Fx | Effect)[]) => fx.map((f) => fxText(t, f)).join(' + ');

/** A die: its colour and value in words for screen readers; a placed die carries its owner's seat mark. */
export function DieChip({
  die,
  t,
  owner,
  color = '',
}: {
  readonly die: Die;
  readonly t: T;
  readonly owner?: number;
  readonly color?: string;
}) {
  return (
    <span
      class={`wc-die wc-die-${die.color}`}
      role="img"
      aria-label={`${t({ code: `term.${die.color}` })} ${die.value}`}
    >
      {die.value}
      {owner !== undefined ? <SeatMark seat={owner} color={color} small /> : null}
    </span>
  );
}

/** A card's label: Kotatsu's own name (castle and garden cards) with the kind and number. */
export function cardName(t: T, ref: CardRef | LanternRef | { readonly k: 'garden'; readonly id: number }): string {
  if (ref.k === 'decree') return `${t({ code: 'card.decree' })} (${t({ code: `term.${ref.d}` })})`;
  const card = t({ code: `card.${ref.k}`, params: { id: ref.id } });
  if (ref.k !== 'steward' && ref.k !== 'diplomat' && ref.k !== 'garden') return card;
  return t({ code: 'card.label', params: { name: t({ code: `name.${ref.k}.${ref.id}` }), card } });
}

/** Names of the 3rd-floor card and of a yard tile (Kotatsu's own). */
export const topName = (t: T, id: number): string => t({ code: `name.top.${id}` });
export const yardTileName = (t: T, id: number): string => t({ code: `name.yard.${id}` });

/** The blocks of a card in a domain slot or a room; the starting action card has one over all rows, drawn apart. */
export const cardBlocks = (ref: CardRef) => (ref.k === 'action' ? [] : castleCard(ref).blocks);

export function moveLabel(t: T, view: WcView, m: WcMove): string {
  switch (m.kind) {
    case 'draft': {
      const pair = assertDefined(view.draft[m.pair], `starting pair ${m.pair}`);
      const res = assertDefined(RESOURCE_CARDS[pair.res - 1], `resource card ${pair.res}`);
      const w = assertDefined(ACTION_CARDS[pair.action - 1], `action card ${pair.action}`).w;
      const decree = res.decree ? ` + ${t({ code: 'card.decree' })} (${t({ code: `term.${res.decree}` })})` : '';
      return `${t({ code: 'card.res', params: { id: pair.res } })}: ${fxList(t, res.fx)}${decree} · ${t({ code: 'card.action', params: { id: pair.action } })}: ${fxText(t, { e: 'worker', w })}`;
    }
    case 'trade':
      return m.get === 'coin'
        ? `${t({ code: 'fx.seals', params: { n: 1 } })} → ${t({ code: 'fx.coins', params: { n: 1 } })}`
        : `${t({ code: 'fx.seals', params: { n: 2 } })} → ${t({ code: `term.${m.get}` })}`;
    case 'end':
      return t({ code: 'ui.end' });
    case 'res':
      return t({ code: `term.${m.r}` });
    case 'yes':
      return t({ code: 'ui.yes' });
    case 'skip':
      return t({ code: 'ui.skip' });
    case 'gate':
      return t({ code: 'ui.gate' });
    case 'climb': {
      const to = m.from + m.steps;
      const room = m.room >= 0 ? ` · ${t({ code: `space.r${m.room}` })}` : '';
      return t({ code: 'ui.climb', params: { from: m.from, to, n: m.steps === 1 ? 2 : 5 } }) + room;
    }
    case 'garden': {
      const food = gardenById(m.id).food;
      return `${cardName(t, { k: 'garden', id: m.id })} (${t({ code: 'fx.gain', params: { n: food, what: t({ code: 'term.food' }) } })})`;
    }
    case 'yard': {
      const iron = assertDefined(YARDS[m.yard], `yard ${m.yard}`).iron;
      return `${t({ code: 'ui.yards' })} ${m.yard + 1} (${t({ code: 'fx.gain', params: { n: iron, what: t({ code: 'term.iron' }) } })})`;
    }
    case 'castle':
      return m.color === null
        ? t({ code: 'space.well' })
        : `${t({ code: `space.r${m.room}` })} · ${t({ code: `term.${m.color}` })}`;
    case 'light':
      return `${t({ code: `space.r${m.room}` })} · ${t({ code: 'ui.row', params: { row: m.block + 1 } })}`;
    case 'pick':
      return t({ code: 'ui.row', params: { row: m.block + 1 } });
    case 'row':
      return `${t({ code: 'ui.row', params: { row: m.row + 1 } })} (${t({ code: `term.${COLORS[m.row]}` })})`;
    case 'bonus': {
      const item = TOP_CARDS[view.topCard - 1]?.[m.space];
      return item ? fxText(t, item) : String(m.space + 1);
    }
    case 'place':
      return t({ code: `space.${m.space}` });
    case 'season': {
      const ask = view.asks[view.asks.length - 1];
      const n = ask?.kind === 'season' ? ask.cost : 0;
      const at = view.players[ask?.seats[0] ?? 0]?.pot ?? 0;
      return m.pay ? t({ code: 'ui.season-pay', params: { n } }) : t({ code: 'ui.season-stop', params: { at } });
    }
  }
}
