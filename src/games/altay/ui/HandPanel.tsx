// The viewer's side of the Altay table: resources, swords and deck, the hand with each card's legal options (and
// try buttons for the others, so the rules say why), kept cards and the cards played this turn.

import { SeatMark } from '../../../ui/SeatMark';
import { CARD_TYPES, type CardOption } from '../data';
import type { AlMove, AlView } from '../rules';
import { legalOptions } from './legal-options';
import { type AlTableProps, optionLabel, RES_MARK, tc } from './words';

export function HandPanel({ view, props }: { view: AlView; props: AlTableProps }) {
  const t = props.t;
  const lo = legalOptions(props.legal);
  const me = typeof view.me === 'number' ? view.players[view.me] : undefined;
  const myTurn = lo.buttons.some((m) => m.kind === 'end');
  if (!me) return null;
  /** The words of a play button: the card option the move plays. */
  const optionText = (o: CardOption | undefined, m: AlMove) => (o ? optionLabel(t, o, m) : '');
  return (
    <section class="al-mine">
      {/* Each figure is kept whole on its line (never 「捨て｜札 0」); the line breaks only between them. */}
      <h2 class="game-heading al-figures">
        {typeof view.me === 'number' ? (
          <SeatMark seat={view.me} color={props.seats[view.me]?.color ?? ''} small />
        ) : null}{' '}
        <span>
          {tc(t, 'ui.resources')}: {RES_MARK.map((r, i) => `${r}${me.res[i] ?? 0}`).join(' ')}
        </span>{' '}
        · <span>{tc(t, 'ui.swords', { n: me.swords })}</span> ·{' '}
        <span>{tc(t, 'ui.deck', { n: me.deckCount, d: me.discard.length })}</span>
      </h2>
      <h2 class="game-heading">{tc(t, 'ui.hand')}</h2>
      <div class="al-grid" data-testid="hand">
        {(me.hand ?? []).length === 0 ? <span class="al-small">—</span> : null}
        {(me.hand ?? []).map((card, i) => {
          const c = view.cards[card];
          const ct = c ? CARD_TYPES[c.t] : undefined;
          const plays = lo.plays.get(card) ?? [];
          const shield = lo.shields.get(card);
          return (
            <div
              key={`${card}-${i}`}
              class={`al-card${plays.length > 0 || shield ? ' al-legal' : ''}`}
              data-card={c?.t}
            >
              <b>{tc(t, `card.${c?.t ?? 'hunter'}`)}</b>
              {plays.map((m, j) => (
                <button
                  key={j}
                  type="button"
                  class="game-btn al-mini"
                  data-legal="true"
                  data-play={c?.t}
                  data-testid={`play-${card}-${j}`}
                  onClick={() => props.onMove(m)}
                >
                  {m.kind === 'play' ? optionText(ct?.options[m.opt], m) : ''}
                </button>
              ))}
              {myTurn && ct
                ? ct.options.map((o, opt) =>
                    plays.some((m) => m.kind === 'play' && m.opt === opt) ? null : (
                      // not legal now: still sent, so the app says why (the rules refuse it in words)
                      <button
                        key={`x${opt}`}
                        type="button"
                        class="game-btn al-mini al-illegal"
                        data-legal="false"
                        data-testid={`try-${card}-${opt}`}
                        onClick={() =>
                          props.onMove(
                            o.op === 'shaman' ? { kind: 'play', card, opt, res: 0 } : { kind: 'play', card, opt },
                          )
                        }
                      >
                        {optionLabel(t, o, { kind: 'play', card, opt })}
                      </button>
                    ),
                  )
                : null}
              {shield ? (
                <button type="button" class="game-btn al-mini" data-legal="true" onClick={() => props.onMove(shield)}>
                  🛡
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
      {me.kept.length > 0 ? (
        <>
          <h2 class="game-heading">{tc(t, 'ui.kept')}</h2>
          <div class="al-grid">
            {me.kept.map((k) => (
              <div key={k.card} class="al-card">
                <b>{tc(t, `card.${view.cards[k.card]?.t}`)}</b>
                <span class="al-small">{k.res.map((r) => RES_MARK[r]).join('') || '—'}</span>
                {(lo.kept.get(k.card) ?? []).map((m, j) => (
                  <button
                    key={j}
                    type="button"
                    class="game-btn al-mini"
                    data-legal="true"
                    onClick={() => props.onMove(m)}
                  >
                    {m.kind === 'feed' || m.kind === 'stash' ? `+${RES_MARK[m.res]}` : tc(t, 'ui.release')}
                  </button>
                ))}
              </div>
            ))}
          </div>
        </>
      ) : null}
      {me.played.length > 0 ? (
        <p class="al-small">
          {tc(t, 'ui.played')}: {me.played.map((c) => tc(t, `card.${view.cards[c]?.t}`)).join('、')}
        </p>
      ) : null}
    </section>
  );
}
