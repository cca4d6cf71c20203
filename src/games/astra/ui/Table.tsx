// Astra's table: the sphere and deck, the night sky of face-up constellations (the decision's stars, all on the
// first screen of a phone), then a tapped star's preview, the viewer's journal, the turn so far, the other journals
// and the discard pile. The step buttons (finish, rest, pass, confirm, the short lists of answers) and the viewer's
// stardust are in the frame's decision bar.

import { useState } from 'preact/hooks';
import type { TableProps } from '../../../ui/table-props';
import { BY_ID, SPHERE_CYCLE } from '../data';
import { previewMark } from '../rules/preview';
import type { AsMove, AsView } from '../rules/types';
import { Actions } from './Actions';
import { CardText, Journal } from './Journal';
import { legalOptions, starKey } from './legal-options';
import { DiscardPile, Preview, ThisTurn } from './Panels';
import { StarGraph } from './StarCard';
import './table.css';

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
  // An unlit star is still tried, so the rules say why it cannot be marked (not joined, taken, not a start star).
  const tryStar = (card: string) => (star: number) =>
    send(top?.kind === 'observe' && top.card === card ? { kind: 'mark', star } : { kind: 'observe', card, star });
  const starLabel = t({ code: 'ui.star-cost' });
  const me = typeof viewer === 'number' ? viewer : null;
  const journal = (seat: number) => (
    <Journal key={seat} view={view} seat={seat} viewer={viewer} seats={seats} o={o} onMove={send} t={t} />
  );
  return (
    <div class="game-table as-table">
      <Actions
        o={o}
        view={view}
        t={t}
        onMove={send}
        pending={preview && pendingMove ? { move: pendingMove, preview } : null}
        onCancel={() => choose(null)}
        stardust={me === null ? null : (view.players[me]?.stardust ?? null)}
      />
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
      <div class="as-layout">
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
                    onTry={me === null ? undefined : tryStar(c.id)}
                    starLabel={starLabel}
                    chosen={chosen}
                  />
                  <CardText card={card} t={t} />
                </li>
              );
            })}
          </ul>
        </section>
        <div class="as-side">
          {preview && pendingMove ? <Preview p={preview} seats={seats} t={t} /> : null}
          {me !== null ? journal(me) : null}
          <ThisTurn view={view} seats={seats} t={t} />
          <section class="as-players">{view.players.map((_, seat) => (seat === me ? null : journal(seat)))}</section>
          <DiscardPile view={view} t={t} />
          <p class="as-edition">{t({ code: 'ui.edition' })}</p>
        </div>
      </div>
    </div>
  );
}
