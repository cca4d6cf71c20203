// Rats of Wistar's table: the turning action wheel, the farmhouse, the invention displays, the objectives, every
// player's board and the buttons for the other legal moves (their costs shown before anything is confirmed).

import type { JSX } from 'preact';
import { SeatMark } from '../../../ui/SeatMark';
import type { TableProps } from '../../../ui/table-props';
import { objectiveSpaces } from '../data';
import type { RwMove } from '../rules/state';
import type { PlayerView, RwView } from '../rules/view';
import { Board } from './Board';
import { InventionCard } from './Cards';
import { Farmhouse } from './Farmhouse';
import { Sym } from './icons';
import { canAfford, type LegalOptions, legalOptions } from './legal-options';
import { MoveButtonBody } from './MoveButton';
import { GuestTile, ObjectiveFace } from './Tiles';
import { Wheel, WheelLegend } from './Wheel';
import { words } from './words';
import './table.css';

type Props = TableProps<RwView, RwMove>;
interface Parts {
  v: RwView;
  me: PlayerView | null;
  opts: LegalOptions;
  onMove: (m: RwMove) => void;
  seats: Props['seats'];
  t: Props['t'];
  lang: string;
}

/** A basic or advanced display: its face-up cards (the ones the viewer cannot pay for marked) and the deck. */
function Display({ tier, v, me, opts, onMove, t, lang }: Parts & { tier: 'basic' | 'advanced' }) {
  const W = words(t, lang);
  const cards = tier === 'basic' ? v.basicDisplay : v.advancedDisplay;
  const deck = opts.draws.get(`${tier}.deck`);
  return (
    <div class="rw-display">
      <h2 class="game-heading">{t({ code: `ui.${tier}` })}</h2>
      <div class="rw-cards">
        {cards.map((c, i) => {
          const m = opts.draws.get(`${tier}.${i}`);
          return (
            <button
              key={c}
              type="button"
              class={`rw-card${m ? ' rw-legal' : ''}`}
              disabled={!m}
              data-testid={`rw-draw-${tier}-${i}`}
              onClick={m ? () => onMove(m) : undefined}
            >
              <InventionCard c={c} t={t} lang={lang} afford={me ? canAfford(me, c) : undefined} />
            </button>
          );
        })}
        <button
          type="button"
          class={`rw-card rw-deck${deck ? ' rw-legal' : ''}`}
          disabled={!deck}
          onClick={deck ? () => onMove(deck) : undefined}
        >
          <Sym name="hidden">
            {t({ code: 'ui.deck' })}
            {W.paren(tier === 'basic' ? v.basicDeck : v.advancedDeck)}
          </Sym>
        </button>
      </div>
    </div>
  );
}

function Objectives({ v, opts, onMove, seats, t, lang }: Parts) {
  return (
    <section class="rw-objectives">
      <h2 class="game-heading">{t({ code: 'ui.objectives' })}</h2>
      <div class="rw-cards">
        {v.objectives.map((o, i) => {
          const m = opts.objectives.get(i);
          const face = (
            <ObjectiveFace
              id={o}
              index={i}
              spaces={objectiveSpaces(v.seats)}
              claims={v.claims[i] ?? []}
              seats={seats}
              t={t}
              lang={lang}
            />
          );
          return m ? (
            <button
              key={o}
              type="button"
              class="rw-card rw-legal"
              data-testid={`rw-objective-${i}`}
              data-move="objective"
              onClick={() => onMove(m)}
            >
              {face}
            </button>
          ) : (
            <div key={o} class="rw-card" data-testid={`rw-objective-${i}`}>
              {face}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** The moves that are not a target on the table; the many ways to pay for a wild token or power fold away. */
function Actions({ v, me, opts, onMove, t, lang }: Parts) {
  const W = words(t, lang);
  const button = (m: RwMove) => (
    <button
      key={JSON.stringify(m)}
      type="button"
      class="game-btn rw-legal"
      data-move={m.kind}
      onClick={() => onMove(m)}
    >
      <MoveButtonBody m={m} v={v} t={t} lang={lang} />
    </button>
  );
  const group = (kind: 'buyWild' | 'buyPower') => {
    const ms = opts.purchases.filter((m) => m.kind === kind);
    if (ms.length === 0) return null;
    const what =
      kind === 'buyWild'
        ? t({ code: 'w.wild', params: { n: 1 } })
        : t({ code: 'n.power', params: { n: (me?.power ?? 0) + 1 } });
    return (
      <details class="rw-pay" data-testid={`rw-pay-${kind}`}>
        <summary class="game-btn">
          <Sym name={kind === 'buyWild' ? 'wild' : 'power'}>
            {what}
            {W.colon}
            {t({ code: 'ui.pay-ways', params: { n: ms.length } })}
          </Sym>
        </summary>
        <div class="rw-pay-list">{ms.map(button)}</div>
      </details>
    );
  };
  return (
    <div class="rw-actions" data-testid="rw-actions">
      {opts.buttons.map(button)}
      {group('buyWild')}
      {group('buyPower')}
    </div>
  );
}

export function Table({ view: v, viewer, legal, onMove, seats, t, lang }: Props): JSX.Element {
  const opts = legalOptions(legal);
  const W = words(t, lang);
  const me = typeof viewer === 'number' ? (v.players[viewer] ?? null) : null;
  const activeSeat = v.asks[v.asks.length - 1]?.seats[0];
  const parts: Parts = { v, me, opts, onMove, seats, t, lang };
  return (
    <div class="game-table rw-table">
      <div class="rw-top">
        <strong>{t({ code: 'ui.round', params: { round: v.round } })}</strong>
        <span>
          {v.order.map((s) => (
            <SeatMark key={s} seat={s} color={seats[s]?.color ?? '#888'} small />
          ))}
        </span>
        <span class="rw-round-guest" data-testid="rw-round-guest">
          <span>
            {t({ code: 'ui.round-guest' })}
            {W.colon}
          </span>
          {v.roundGuest !== null ? <GuestTile id={v.roundGuest} t={t} lang={lang} /> : '—'}
        </span>
      </div>
      <div class="rw-main">
        <div class="rw-wheel-box">
          <Wheel v={v} me={me} legalSpaces={opts.spaces} onMove={onMove} seats={seats} t={t} lang={lang} />
          <WheelLegend v={v} t={t} lang={lang} />
          <button
            type="button"
            class={`game-btn${opts.hut ? ' rw-legal' : ''}`}
            disabled={!opts.hut}
            data-testid="rw-hut"
            onClick={opts.hut ? () => onMove(opts.hut as RwMove) : undefined}
          >
            <Sym name="potion">
              {t({ code: 'ui.hut' })}
              {W.paren(t({ code: 'ui.hut-gives' }))} {v.hut.map((s) => s + 1).join(' ')}
            </Sym>
          </button>
        </div>
        <Actions {...parts} />
      </div>
      <Farmhouse v={v} me={me} house={opts.house} onMove={onMove} seats={seats} t={t} lang={lang} />
      <div class="rw-displays">
        <Display tier="basic" {...parts} />
        <Display tier="advanced" {...parts} />
      </div>
      <Objectives {...parts} />
      {me?.hand ? (
        <section class="rw-hand">
          <h2 class="game-heading">{t({ code: 'ui.hand' })}</h2>
          <div class="rw-cards">
            {me.hand.map((c) => (
              <div key={c} class="rw-card">
                <InventionCard c={c} t={t} lang={lang} afford={canAfford(me, c)} />
              </div>
            ))}
          </div>
        </section>
      ) : null}
      <div class="rw-boards">
        {v.players.map((p, s) => (
          <Board key={s} p={p} seat={s} seats={seats} t={t} lang={lang} active={s === activeSeat} />
        ))}
      </div>
      <p class="rw-note">{t({ code: 'ui.designed' })}</p>
    </div>
  );
}
