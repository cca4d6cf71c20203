// Rats of Wistar's table: the turning action wheel, the farmhouse, the invention displays, every player's board and
// the buttons for the other legal moves (their costs in the label, before anything is confirmed).

import type { JSX } from 'preact';
import { SeatMark } from '../../../ui/SeatMark';
import { seatColor } from '../../../ui/seat-colors';
import type { TableProps } from '../../../ui/table-props';
import { ACTION_REGION, MAIN_ACTIONS, objectiveSpaces, SECTORS } from '../data';
import type { RwMove } from '../rules/state';
import type { PlayerView, RwView } from '../rules/view';
import { CardText } from './Cards';
import { Farmhouse } from './Farmhouse';
import { BONUS_ICON, REGION_ICON, SvgIcon, Sym } from './icons';
import { legalOptions } from './legal-options';
import { MoveButtonBody } from './MoveButton';
import { words } from './words';
import './table.css';

type Props = TableProps<RwView, RwMove>;
function actionOf(v: RwView, sector: number): string {
  for (let p = 0; p < 6; p++)
    if (v.sectors[(((p - v.rotation) % 6) + 6) % 6] === sector) return MAIN_ACTIONS[p] as string;
  return 'wood';
}

function Wheel({
  v,
  me,
  legalSpaces,
  onMove,
  seats,
  t,
  lang,
}: {
  v: RwView;
  me: PlayerView | null;
  legalSpaces: ReadonlySet<string>;
  onMove: (m: RwMove) => void;
  seats: Props['seats'];
  t: Props['t'];
  lang: string;
}) {
  const W = words(t, lang);
  // While the viewer may place a chief, every space in play takes a tap: an illegal one is still sent, and the app
  // says why it is refused (taken, or a sector already used this round).
  const placing = legalSpaces.size > 0;
  const R = 150;
  const slice = (p: number) => {
    const a0 = ((p * 60 - 90) * Math.PI) / 180;
    const a1 = (((p + 1) * 60 - 90) * Math.PI) / 180;
    return `M0 0 L${R * Math.cos(a0)} ${R * Math.sin(a0)} A${R} ${R} 0 0 1 ${R * Math.cos(a1)} ${R * Math.sin(a1)} Z`;
  };
  return (
    <svg class="rw-wheel" viewBox="-292 -205 584 410" role="img" aria-label={t({ code: 'ui.wheel' })}>
      <g class="rw-dial" style={{ transform: `rotate(${v.rotation * 60}deg)` }}>
        {v.sectors.map((sector, k) => (
          <g key={sector}>
            <path d={slice(k)} class={`rw-sector rw-sector-${sector}`} />
            {(SECTORS[sector]?.spaces ?? []).map((sp, i) => {
              const mid = ((k * 60 + 30 - 90) * Math.PI) / 180;
              const r = 45 + i * 36;
              const cx = r * Math.cos(mid);
              const cy = r * Math.sin(mid);
              const key = `${sector}.${i}`;
              const owner = v.spaces[key];
              const legal = legalSpaces.has(key);
              const off = sp.minSeats > v.seats;
              const tap = legal || (placing && !off);
              const mark = owner !== undefined ? seatColor(seats[owner]?.color ?? '', owner) : null;
              // The name starts with what the space shows (its owner's mark, or its bonuses in words).
              const shown = mark
                ? `${mark.symbol}${(owner as number) + 1}`
                : sp.bonuses.map((b) => W.bonus(b)).join(W.sep);
              // The symbols stay upright while the dial turns.
              const upright = `rotate(${-v.rotation * 60} ${cx} ${cy})`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: an SVG space cannot be a <button>; it is focusable and labelled instead.
                <g
                  key={key}
                  class={`rw-space${legal ? ' rw-legal' : ''}${off ? ' rw-off' : ''}`}
                  data-testid={`rw-space-${key}`}
                  role="button"
                  tabIndex={legal ? 0 : -1}
                  aria-disabled={!tap}
                  aria-label={`${shown} · ${t({ code: `action.${actionOf(v, sector)}` })}`}
                  onClick={tap ? () => onMove({ kind: 'place', sector, space: i }) : undefined}
                  onKeyDown={(e) => {
                    if (tap && (e.key === 'Enter' || e.key === ' ')) onMove({ kind: 'place', sector, space: i });
                  }}
                >
                  <circle cx={cx} cy={cy} r={16} class={mark ? `seat-c-${mark.id}` : undefined} />
                  <g transform={upright}>
                    {mark ? (
                      <text x={cx} y={cy + 5} text-anchor="middle" class="rw-bonus">
                        {shown}
                      </text>
                    ) : (
                      sp.bonuses.map((b, j) => (
                        <SvgIcon
                          key={b}
                          name={BONUS_ICON[b] ?? 'play'}
                          x={cx + (j - (sp.bonuses.length - 1) / 2) * 12}
                          y={cy}
                          size={sp.bonuses.length > 1 ? 12 : 18}
                        />
                      ))
                    )}
                  </g>
                </g>
              );
            })}
          </g>
        ))}
      </g>
      {MAIN_ACTIONS.map((a, p) => {
        const mid = ((p * 60 + 30 - 90) * Math.PI) / 180;
        const x = 214 * Math.cos(mid);
        const y = 178 * Math.sin(mid);
        const region = ACTION_REGION[a];
        return (
          <g key={a} class={`rw-outer rw-${region}`}>
            <text x={x} y={y - 6} text-anchor="middle" class="rw-action-name">
              {t({ code: `action.${a}` })}
            </text>
            <SvgIcon name={REGION_ICON[region] ?? 'forest'} x={x - 52} y={y + 6} size={13} />
            <text x={x} y={y + 10} text-anchor="middle" class="rw-rats">
              {t({ code: `region.${region}` })} · {t({ code: 'ui.rats', params: { n: me ? me.workers[region] : '-' } })}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Under the wheel: each action this round with its free spaces' bonuses in words. */
function WheelLegend({ v, t, lang }: { v: RwView; t: Props['t']; lang: string }) {
  const W = words(t, lang);
  return (
    <ul class="rw-legend" data-testid="rw-legend">
      {MAIN_ACTIONS.map((a, p) => {
        const sector = v.sectors[(((p - v.rotation) % 6) + 6) % 6] as number;
        const spaces = (SECTORS[sector]?.spaces ?? []).filter((sp) => sp.minSeats <= v.seats);
        return (
          <li key={a}>
            <strong>{t({ code: `action.${a}` })}</strong>:{' '}
            {spaces.map((sp, i) => (
              <span key={`${sector}.${i}`} class={v.spaces[`${sector}.${i}`] !== undefined ? 'rw-taken' : undefined}>
                {i > 0 ? ' / ' : ''}
                {sp.bonuses.map((b) => (
                  <Sym key={b} name={BONUS_ICON[b] ?? 'play'}>
                    {W.bonus(b)}
                  </Sym>
                ))}
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

function Board({
  p,
  seat,
  seats,
  t,
  lang,
  active,
}: {
  p: PlayerView;
  seat: number;
  seats: Props['seats'];
  t: Props['t'];
  lang: string;
  active: boolean;
}) {
  const T = (code: string, n: number) => t({ code, params: { n } });
  return (
    <section class={`rw-board${active ? ' rw-active' : ''}`} data-testid={`rw-board-${seat}`}>
      <div class="game-seat-badge">
        <SeatMark seat={seat} color={seats[seat]?.color ?? '#888'} /> {seats[seat]?.name}
      </div>
      <div class="rw-row">
        <Sym name="wood">{T('w.wood', p.wood)}</Sym>
        <Sym name="metal">{T('w.metal', p.metal)}</Sym>
        <Sym name="move">{T('w.move', p.move)}</Sym>
        <Sym name="wild">{T('w.wild', p.wild)}</Sym>
        <Sym name="power">{T('n.power', p.power)}</Sym>
        <Sym name="card">{T('n.hand', p.handCount)}</Sym>
      </div>
      <div class="rw-row">
        {t({ code: 'ui.workers' })}:
        {(['forest', 'burrow', 'farm'] as const).map((r) => (
          <Sym key={r} name={REGION_ICON[r] ?? 'forest'}>
            {t({ code: `region.${r}` })} {p.workers[r]}
          </Sym>
        ))}
        · {t({ code: 'ui.entrance' })} {p.workers.entrance}
      </div>
      <div class="rw-row">
        <Sym name="room">{T('n.rooms', 2 + p.dug)}</Sym>
        <Sym name="bed">{T('n.beds', p.beds)}</Sym>
        <Sym name="guest">{T('n.guests', p.guests.length)}</Sym>
        <Sym name="cheese">{T('n.cheese', p.cheese.length)}</Sym>
        <Sym name="play">{T('n.played', p.played.length)}</Sym>
      </div>
      <div class="rw-row">
        {t({ code: 'track.brown' })} {p.cubes.brown.map((x) => (x ? '○' : '■')).join('')} · {t({ code: 'track.grey' })}{' '}
        {p.cubes.grey.map((x) => (x ? '○' : '■')).join('')}
      </div>
      <div class="rw-played">
        {p.played.map((c) => (
          <CardText key={c} c={c} t={t} lang={lang} />
        ))}
      </div>
    </section>
  );
}

export function Table({ view: v, viewer, legal, onMove, seats, t, lang }: Props): JSX.Element {
  const opts = legalOptions(legal);
  const W = words(t, lang);
  const me = typeof viewer === 'number' ? (v.players[viewer] ?? null) : null;
  const activeSeat = v.asks[v.asks.length - 1]?.seats[0];
  const display = (tier: 'basic' | 'advanced') => {
    const cards = tier === 'basic' ? v.basicDisplay : v.advancedDisplay;
    const deck = opts.draws.get(`${tier}.deck`);
    return (
      <div class="rw-display">
        <h2 class="game-heading">{t({ code: `ui.${tier}` })}</h2>
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
              <CardText c={c} t={t} lang={lang} />
            </button>
          );
        })}
        <button
          type="button"
          class={`rw-card${deck ? ' rw-legal' : ''}`}
          disabled={!deck}
          onClick={deck ? () => onMove(deck) : undefined}
        >
          <Sym name="hidden">
            {t({ code: 'ui.deck' })} ({tier === 'basic' ? v.basicDeck : v.advancedDeck})
          </Sym>
        </button>
      </div>
    );
  };
  return (
    <div class="game-table rw-table">
      <div class="rw-top">
        <strong>{t({ code: 'ui.round', params: { round: v.round } })}</strong>
        <span>
          {v.order.map((s) => (
            <SeatMark key={s} seat={s} color={seats[s]?.color ?? '#888'} small />
          ))}
        </span>
        <span data-testid="rw-round-guest">
          <Sym name="guest">
            {t({ code: 'ui.round-guest' })}: {v.roundGuest !== null ? W.guest(v.roundGuest) : '—'}
          </Sym>
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
              {t({ code: 'ui.hut' })} ({t({ code: 'ui.hut-gives' })}) {v.hut.map((s) => s + 1).join(' ')}
            </Sym>
          </button>
        </div>
        <div class="rw-actions" data-testid="rw-actions">
          {opts.buttons.map((m) => (
            <button
              key={JSON.stringify(m)}
              type="button"
              class="game-btn rw-legal"
              data-move={m.kind}
              onClick={() => onMove(m)}
            >
              <MoveButtonBody m={m} v={v} t={t} lang={lang} />
            </button>
          ))}
        </div>
      </div>
      <Farmhouse v={v} house={opts.house} onMove={onMove} seats={seats} t={t} lang={lang} />
      <div class="rw-displays">
        {display('basic')}
        {display('advanced')}
      </div>
      <section class="rw-objectives">
        <h2 class="game-heading">{t({ code: 'ui.objectives' })}</h2>
        {v.objectives.map((o, i) => (
          <div key={o} data-testid={`rw-objective-${i}`}>
            {i + 1}. {W.objective(o, objectiveSpaces(v.seats))}
            {(v.claims[i] ?? []).length > 0
              ? ` · ${t({ code: 'ui.claimed', params: { seats: (v.claims[i] ?? []).map((s) => seats[s]?.name ?? s + 1).join(W.sep) } })}`
              : ''}
          </div>
        ))}
      </section>
      {me?.hand ? (
        <section class="rw-hand">
          <h2 class="game-heading">{t({ code: 'ui.hand' })}</h2>
          {me.hand.map((c) => (
            <div key={c} class="rw-card">
              <CardText c={c} t={t} lang={lang} />
            </div>
          ))}
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
