// Astra's table: the sphere and deck, the night sky of face-up constellations, the decision at hand, and every
// astronomer's journal (stardust, pouch, wisdom, telescopes, fame) with their discovered constellations.

import { useState } from 'preact/hooks';
import { SeatMark } from '../../../ui/SeatMark';
import type { TableProps } from '../../../ui/table-props';
import { BY_ID, type Constellation, SCORING_CARDS, SPHERE_CYCLE } from '../data';
import { previewMark } from '../rules/preview';
import type { AsMove, AsView } from '../rules/types';
import { type LegalOptions, legalOptions, starKey } from './legal-options';
import { DiscardPile, Preview, ThisTurn } from './Panels';
import { StarGraph } from './StarCard';
import './table.css';

type T = TableProps<AsView, AsMove>['t'];
const NO_STARS: ReadonlyMap<string, AsMove> = new Map();

function CardText({ card, t }: { readonly card: Constellation; readonly t: T }) {
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

function Actions({ o, onMove, t, view }: { o: LegalOptions; onMove: (m: AsMove) => void; t: T; view: AsView }) {
  const ask = view.asks[view.asks.length - 1];
  const btn = (label: string, move: AsMove, id: string) => (
    <button type="button" class="game-btn" data-testid={id} onClick={() => onMove(move)}>
      {label}
    </button>
  );
  const boonCard = ask?.kind === 'boon' ? BY_ID.get(ask.card) : undefined;
  return (
    <div class="as-actions">
      {ask?.kind === 'observe' ? (
        <span class="as-cost" data-testid="cost">
          {t({ code: 'ui.cost', params: { n: view.turn.marked } })}
        </span>
      ) : null}
      {o.stop ? btn(t({ code: 'ui.stop' }), { kind: 'stop' }, 'stop') : null}
      {o.rest ? btn(t({ code: 'ui.rest' }), { kind: 'rest' }, 'rest') : null}
      {o.pass ? btn(t({ code: 'ui.pass' }), { kind: 'pass' }, 'pass') : null}
      {[...o.discover].map((c) => btn(t({ code: `card.${c}` }), { kind: 'discover', card: c }, `discover-${c}`))}
      {[...o.refresh].map((c) => btn(t({ code: `card.${c}` }), { kind: 'refresh', card: c }, `refresh-${c}`))}
      {[...o.discard].map((c) => btn(`✕ ${t({ code: `card.${c}` })}`, { kind: 'discard', card: c }, `discard-${c}`))}
      {boonCard
        ? [...o.boons].map((i) => {
            const b = boonCard.boons[i];
            return b
              ? btn(`${t({ code: `boon.${b.kind}` })} ${b.amount}`, { kind: 'boon', boon: i }, `boon-${i}`)
              : null;
          })
        : null}
    </div>
  );
}

export function Table({ view, viewer, legal, onMove, seats, t }: TableProps<AsView, AsMove>) {
  const top = view.asks[view.asks.length - 1];
  const o = legalOptions(legal, top?.kind === 'observe' ? top.card : null);
  // A tapped star is only chosen: the preview shows its cost and the helpers' shares, then the player confirms
  // (or taps the same star again). A choice that is no longer legal is forgotten.
  const [chosen, choose] = useState<string | null>(null);
  const pendingMove = chosen === null ? undefined : o.stars.get(chosen);
  const preview = pendingMove && typeof viewer === 'number' ? previewMark(view, viewer, pendingMove) : null;
  const send = (m: AsMove) => {
    choose(null);
    onMove(m);
  };
  const tapStar = (m: AsMove) => {
    if (m.kind !== 'observe' && m.kind !== 'mark') return send(m);
    const key = starKey(m.kind === 'observe' ? m.card : top?.kind === 'observe' ? top.card : '', m.star);
    if (key === chosen) send(m);
    else choose(key);
  };
  const starLabel = t({ code: 'ui.star-cost' });
  const mine = typeof viewer === 'number' ? view.players[viewer]?.scoring : undefined;
  const plus = mine?.known ? SCORING_CARDS[mine.value] : undefined;
  return (
    <div class="game-table as-table">
      <section class="as-status" aria-label={t({ code: 'ui.sphere' })}>
        <span class="game-heading">{t({ code: 'ui.sphere' })}</span>
        <ol class="as-sphere">
          {SPHERE_CYCLE.map((e, i) => (
            <li
              key={e}
              class={`as-element as-el-${e}${i === view.sphere ? ' as-current' : ''}`}
              data-testid={`sphere-${i}`}
            >
              {t({ code: `element.${e}` })}
            </li>
          ))}
        </ol>
        <span data-testid="deck">
          {view.gameEndRevealed && view.turnsLeft !== null
            ? t({ code: 'ui.game-end-out', params: { n: view.turnsLeft + 1 } })
            : t({ code: 'ui.deck', params: { n: view.deckCount } })}
        </span>
      </section>
      <Actions o={o} onMove={send} t={t} view={view} />
      {preview && pendingMove ? (
        <Preview p={preview} seats={seats} t={t} onConfirm={() => send(pendingMove)} onCancel={() => choose(null)} />
      ) : null}
      <ThisTurn view={view} seats={seats} t={t} />
      <section class="as-sky" aria-label={t({ code: 'ui.sky' })}>
        <h2 class="game-heading">{t({ code: 'ui.sky' })}</h2>
        <ul class="as-sky-cards">
          {view.sky.map((c) => {
            const card = BY_ID.get(c.id);
            if (!card) return null;
            const observing = top?.kind === 'observe' && top.card === c.id;
            return (
              <li key={c.id} class={`as-card${observing ? ' as-observing' : ''}`} data-testid={`sky-${c.id}`}>
                <StarGraph
                  card={card}
                  marks={c.marks}
                  seats={seats}
                  stars={o.stars}
                  onMove={tapStar}
                  starLabel={starLabel}
                  chosen={chosen}
                />
                <CardText card={card} t={t} />
              </li>
            );
          })}
        </ul>
      </section>
      <section class="as-players">
        {view.players.map((p, seat) => (
          <article
            key={seat}
            class={`as-player${view.turn.seat === seat && view.asks.length > 0 ? ' as-active' : ''}`}
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
            {seat === viewer && plus ? (
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
                  <li
                    key={c.id}
                    class={`as-card as-own${c.exhausted ? ' as-exhausted' : ''}`}
                    data-testid={`own-${c.id}`}
                  >
                    <StarGraph
                      card={card}
                      marks={null}
                      seats={seats}
                      stars={NO_STARS}
                      onMove={send}
                      starLabel=""
                      small
                    />
                    <CardText card={card} t={t} />
                    <span class="as-state">{t({ code: c.exhausted ? 'ui.exhausted' : 'ui.ready' })}</span>
                    {o.activate.has(c.id) ? (
                      <button
                        type="button"
                        class="game-btn"
                        data-testid={`activate-${c.id}`}
                        onClick={() => send({ kind: 'activate', card: c.id })}
                      >
                        {t({ code: 'ui.activate' })}
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </article>
        ))}
      </section>
      <DiscardPile view={view} t={t} />
      <p class="as-edition">{t({ code: 'ui.edition' })}</p>
    </div>
  );
}
