// One astronomer's journal at the Astra table: stardust, pouch, wisdom, telescopes, fame, the viewer's secret
// scoring elements, and the discovered constellations (with "use ability" where it is legal now).

import { SeatMark } from '../../../ui/SeatMark';
import type { SeatInfo, TableProps } from '../../../ui/table-props';
import { BY_ID, type Constellation, SCORING_CARDS } from '../data';
import type { AsMove, AsView } from '../rules/types';
import type { LegalOptions } from './legal-options';
import { StarGraph } from './StarCard';

type T = TableProps<AsView, AsMove>['t'];
const NO_STARS: ReadonlyMap<string, AsMove> = new Map();

export function CardText({ card, t }: { readonly card: Constellation; readonly t: T }) {
  return (
    <div class="as-card-text">
      <strong>{t({ code: `card.${card.id}` })}</strong>
      <span class={`as-element as-el-${card.element}`}>{t({ code: `element.${card.element}` })}</span>
      <span>{t({ code: 'ui.points', params: { n: card.points } })}</span>
      <small class="as-ability">{t({ code: `ability.${card.ability}` })}</small>
      <small class="as-boons">
        {t({ code: 'ui.boons' })}:{' '}
        {card.boons
          .map(
            (b) => `${t({ code: 'ui.boon-min', params: { min: b.min } })} ${t({ code: `boon.${b.kind}` })} ${b.amount}`,
          )
          .join(' / ')}
      </small>
    </div>
  );
}

interface JournalProps {
  readonly view: AsView;
  readonly seat: number;
  readonly viewer: number | 'table';
  readonly seats: readonly SeatInfo[];
  readonly o: LegalOptions;
  readonly onMove: (m: AsMove) => void;
  readonly t: T;
}

export function Journal({ view, seat, viewer, seats, o, onMove, t }: JournalProps) {
  const p = view.players[seat];
  if (!p) return null;
  const mine = p.scoring;
  const plus = seat === viewer && mine.known ? SCORING_CARDS[mine.value] : undefined;
  return (
    <article
      class={`as-player${view.turn.seat === seat && view.asks.length > 0 ? ' as-active' : ''}${seat === viewer ? ' as-mine' : ''}`}
      data-testid={`player-${seat}`}
    >
      <h2 class="game-heading">
        <SeatMark seat={seat} color={seats[seat]?.color ?? ''} /> {seats[seat]?.name ?? `#${seat + 1}`}
      </h2>
      <dl class="as-stats">
        {(
          [
            ['ui.stardust', p.stardust],
            ['ui.pouch', p.pouch],
            ['ui.wisdom', p.wisdom],
            ['ui.telescopes', p.telescopes],
            ['ui.fame', p.fame],
          ] as const
        ).map(([k, v]) => (
          <div key={k}>
            <dt>{t({ code: k })}</dt>
            <dd data-testid={`${k.slice(3)}-${seat}`}>{v}</dd>
          </div>
        ))}
      </dl>
      {plus ? (
        <p class="as-secret">
          {t({
            code: 'ui.my-scoring',
            params: { a: { term: `element.${plus[0]}` }, b: { term: `element.${plus[1]}` } },
          })}
        </p>
      ) : null}
      <ul class="as-owned">
        {p.cards.map((c) => {
          const card = BY_ID.get(c.id);
          if (!card) return null;
          return (
            <li key={c.id} class={`as-card as-own${c.exhausted ? ' as-exhausted' : ''}`} data-testid={`own-${c.id}`}>
              <StarGraph card={card} marks={null} seats={seats} stars={NO_STARS} onMove={onMove} starLabel="" small />
              <CardText card={card} t={t} />
              <span class="as-state">{t({ code: c.exhausted ? 'ui.exhausted' : 'ui.ready' })}</span>
              {o.activate.has(c.id) ? (
                <button
                  type="button"
                  class="game-btn"
                  data-legal="true"
                  data-testid={`activate-${c.id}`}
                  onClick={() => onMove({ kind: 'activate', card: c.id })}
                >
                  {t({ code: 'ui.activate' })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
