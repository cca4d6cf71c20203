// Rats of Wistar's table: the turning action wheel, the farmhouse, the invention displays, the objectives, every
// player's board and the answers that hold cards (their costs shown before anything is confirmed); the step buttons
// are in the frame's decision bar. On a phone the part of the table the decision is about comes first, then the
// viewer's own board and hand, then the rest.

import type { JSX } from 'preact';
import { assertDefined } from '../../../engine/assert';
import type { Message } from '../../../engine/game';
import { SeatMark } from '../../../ui/SeatMark';
import type { TableProps } from '../../../ui/table-props';
import { objectiveSpaces } from '../data';
import type { PlayerView, RwMove, RwView } from '../rules/types';
import { BarMoves, splitButtons, TableMoves } from './Actions';
import { Board } from './Board';
import { InventionCard } from './Cards';
import { Farmhouse } from './Farmhouse';
import { Sym } from './icons';
import { canAfford, type LegalOptions, legalOptions } from './legal-options';
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

/** Which part of the table holds the decision's targets (it comes first on a phone). */
type Focus = 'wheel' | 'house' | 'displays' | 'objectives' | 'actions' | null;
function focusOf(opts: LegalOptions, tableMoves: number): Focus {
  if (opts.spaces.size > 0 || opts.hut) return 'wheel';
  if (opts.house.size > 0) return 'house';
  if (opts.draws.size > 0) return 'displays';
  if (tableMoves > 0) return 'actions';
  if (opts.objectives.size > 0) return 'objectives';
  return null;
}
const focusAttr = (on: boolean) => (on ? 'true' : undefined);

/** A basic or advanced display: its face-up cards (the ones the viewer cannot pay for marked) and the deck. */
function Display({ tier, v, me, opts, onMove, t, lang }: Parts & { tier: 'basic' | 'advanced' }) {
  const W = words(t, lang);
  const cards = tier === 'basic' ? v.basicDisplay : v.advancedDisplay;
  const deck = opts.draws.get(`${tier}.deck`);
  // A card that may not be taken now is still sent, so the rules say why.
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
              data-legal={m ? 'true' : undefined}
              aria-disabled={m ? undefined : 'true'}
              data-testid={`rw-draw-${tier}-${i}`}
              onClick={() => onMove(m ?? { kind: 'draw', tier, from: i })}
            >
              <InventionCard c={c} t={t} lang={lang} afford={me ? canAfford(me, c) : undefined} />
            </button>
          );
        })}
        <button
          type="button"
          class={`rw-card rw-deck${deck ? ' rw-legal' : ''}`}
          data-legal={deck ? 'true' : undefined}
          aria-disabled={deck ? undefined : 'true'}
          data-testid={`rw-draw-${tier}-deck`}
          onClick={() => onMove(deck ?? { kind: 'draw', tier, from: 'deck' })}
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

function Objectives({ v, opts, onMove, seats, t, lang, focus }: Parts & { focus: boolean }) {
  return (
    <section class="rw-objectives" data-focus={focusAttr(focus)}>
      <h2 class="game-heading">{t({ code: 'ui.objectives' })}</h2>
      <div class="rw-cards">
        {v.objectives.map((o, i) => {
          const m = opts.objectives.get(i);
          return (
            <button
              key={o}
              type="button"
              class={`rw-card${m ? ' rw-legal' : ''}`}
              data-legal={m ? 'true' : undefined}
              aria-disabled={m ? undefined : 'true'}
              data-testid={`rw-objective-${i}`}
              data-move="objective"
              onClick={() => onMove(m ?? { kind: 'objective', index: i })}
            >
              <ObjectiveFace
                id={o}
                index={i}
                spaces={objectiveSpaces(v.seats)}
                claims={v.claims[i] ?? []}
                seats={seats}
                t={t}
                lang={lang}
              />
            </button>
          );
        })}
      </div>
    </section>
  );
}

export function Table({ view: v, viewer, legal, onMove, explain, seats, t, lang }: Props): JSX.Element {
  const opts = legalOptions(legal);
  const W = words(t, lang);
  const me = typeof viewer === 'number' ? (v.players[viewer] ?? null) : null;
  const activeSeat = v.asks[v.asks.length - 1]?.seats[0];
  const parts: Parts = { v, me, opts, onMove, seats, t, lang };
  const split = splitButtons(opts.buttons);
  const focus = focusOf(opts, split.table.length);
  const say = (msg: Message) => explain?.(msg);
  const board = (s: number) => (
    <Board
      key={s}
      p={assertDefined(v.players[s], `player ${s}`)}
      seat={s}
      seats={seats}
      t={t}
      lang={lang}
      active={s === activeSeat}
    />
  );
  return (
    <div class="game-table rw-table">
      <BarMoves moves={split.bar} {...parts} />
      <div class="rw-top">
        <strong>{t({ code: 'ui.round', params: { round: v.round } })}</strong>
        <span>
          {v.order.map((s) => (
            <SeatMark key={s} seat={s} color={seats[s]?.color ?? '#888'} small />
          ))}
        </span>
      </div>
      <div class="rw-main">
        <div class="rw-wheel-box" data-focus={focusAttr(focus === 'wheel')}>
          <Wheel
            v={v}
            me={me}
            legalSpaces={opts.spaces}
            onMove={onMove}
            explain={say}
            seats={seats}
            t={t}
            lang={lang}
          />
          <button
            type="button"
            class={`game-btn rw-hut-btn${opts.hut ? ' rw-legal' : ''}`}
            data-legal={opts.hut ? 'true' : undefined}
            aria-disabled={opts.hut ? undefined : 'true'}
            data-testid="rw-hut"
            onClick={() => onMove(opts.hut ?? { kind: 'hut' })}
          >
            <Sym name="potion">
              {t({ code: 'ui.hut' })}
              {W.paren(t({ code: 'ui.hut-gives' }))} {v.hut.map((s) => s + 1).join(' ')}
            </Sym>
          </button>
        </div>
        <TableMoves moves={split.table} focus={focus === 'actions'} {...parts} />
        <WheelLegend v={v} t={t} lang={lang} />
      </div>
      {me ? (
        <div class="rw-mine">
          {board(viewer as number)}
          {me.hand ? (
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
        </div>
      ) : null}
      <div class="rw-house-box" data-focus={focusAttr(focus === 'house')}>
        <Farmhouse v={v} me={me} house={opts.house} onMove={onMove} seats={seats} t={t} lang={lang} />
      </div>
      <div class="rw-displays" data-focus={focusAttr(focus === 'displays')}>
        <Display tier="basic" {...parts} />
        <Display tier="advanced" {...parts} />
      </div>
      <Objectives {...parts} focus={focus === 'objectives'} />
      <div class="rw-round-guest" data-testid="rw-round-guest">
        <span>
          {t({ code: 'ui.round-guest' })}
          {W.colon}
        </span>
        {v.roundGuest !== null ? <GuestTile id={v.roundGuest} t={t} lang={lang} /> : '—'}
      </div>
      <div class="rw-boards">{v.players.map((_, s) => (s === viewer ? null : board(s)))}</div>
      <p class="rw-note">{t({ code: 'ui.designed' })}</p>
    </div>
  );
}
