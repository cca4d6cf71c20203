// Rats of Wistar's table: the turning action wheel, the farmhouse, the invention displays, every player's board and
// the buttons for the other legal moves (their costs in the label, before anything is confirmed).

import type { JSX } from 'preact';
import { SeatMark } from '../../../ui/SeatMark';
import { seatColor } from '../../../ui/seat-colors';
import type { TableProps } from '../../../ui/table-props';
import {
  ACTION_REGION,
  AREAS,
  BONUSES,
  DECK,
  DOORS,
  GUESTS,
  INVENTIONS,
  type Invention,
  MAIN_ACTIONS,
  MISSIONS,
  OBJECTIVES,
  objectiveSpaces,
  SECTORS,
} from '../data';
import type { RwMove } from '../rules/state';
import type { PlayerView, RwView } from '../rules/view';
import { legalOptions } from './legal-options';
import './table.css';

type Props = TableProps<RwView, RwMove>;
const inv = (c: number): Invention => INVENTIONS[DECK[c] as number] as Invention;
const BONUS_ICON: Record<string, string> = {
  move1: '↔1',
  move2: '↔2',
  wild: '★',
  basic: '🂠',
  wood: '🪵',
  metal: '⛓',
  explore: '🧭',
  potion: '⚗',
  guest: '🐭',
  play: '▶🂠',
  mission: '✔',
};
const SKILL_ICON: Record<string, string> = { gear: '⚙', lens: '🔍', flask: '🧪' };
void BONUSES;

function cardLabel(c: number): string {
  const x = inv(c);
  const cost = [
    x.cost.wood ? `${x.cost.wood}🪵` : '',
    x.cost.metal ? `${x.cost.metal}⛓` : '',
    x.needs.map((k) => SKILL_ICON[k]).join(''),
    x.power ? `⚡${x.power}` : '',
  ]
    .join(' ')
    .trim();
  const eff = x.effect.kind === 'none' ? '' : ` ${x.effect.kind}`;
  return `#${x.id} ${x.type} [${cost || '0'}] → ${x.vp}VP ${x.icons.map((k) => SKILL_ICON[k]).join('')}${eff}`;
}

function moveLabel(m: RwMove, v: RwView, t: Props['t']): string {
  const T = (code: string) => t({ code });
  switch (m.kind) {
    case 'main':
      return T('ui.main');
    case 'bonus': {
      const ask = v.asks[v.asks.length - 1];
      const b = ask?.kind === 'turn' ? ask.bonuses[m.index] : undefined;
      return `${BONUS_ICON[b ?? ''] ?? ''} ${b ?? ''}`;
    }
    case 'endTurn':
      return T('ui.end-turn');
    case 'finish':
      return T('ui.finish');
    case 'buyWild':
    case 'buyPower':
      return `${m.kind === 'buyWild' ? '★' : '⚡'} ← ${m.wood}🪵 ${m.metal}⛓${m.discard.length ? ` −${m.discard.map((c) => `#${inv(c).id}`).join(',')}` : ''}`;
    case 'moveToken':
    case 'shift':
      return `${m.kind === 'moveToken' ? '🎫 ' : ''}${T(`region.${m.from}`)} → ${T(`region.${m.to}`)}`;
    case 'deploy':
      return `${T('ui.entrance')} → ${T(`region.${m.to}`)}`;
    case 'tent':
      return '⛺';
    case 'objective':
      return `${T('ui.objectives')} ${m.index + 1}`;
    case 'once':
    case 'play':
      return `${m.kind === 'once' ? '1x ' : '▶ '}${cardLabel(m.card)}`;
    case 'dig':
      return `${T('action.dig')} (2⛓)`;
    case 'bed':
      return `${T('action.bed')} (2🪵)`;
    case 'potion':
      return `⚗ ${T(`potion.${m.pick}`)}`;
    case 'cube':
      return `${T(`track.${m.track}`)} ${m.index + 1}`;
    case 'draft': {
      const pair = v.pairs[m.pair];
      return pair ? `${cardLabel(pair[0])} + ${cardLabel(pair[1])}` : '';
    }
    default:
      return m.kind;
  }
}

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
}: {
  v: RwView;
  me: PlayerView | null;
  legalSpaces: ReadonlySet<string>;
  onMove: (m: RwMove) => void;
  seats: Props['seats'];
  t: Props['t'];
}) {
  const R = 150;
  const slice = (p: number) => {
    const a0 = ((p * 60 - 90) * Math.PI) / 180;
    const a1 = (((p + 1) * 60 - 90) * Math.PI) / 180;
    return `M0 0 L${R * Math.cos(a0)} ${R * Math.sin(a0)} A${R} ${R} 0 0 1 ${R * Math.cos(a1)} ${R * Math.sin(a1)} Z`;
  };
  return (
    <svg class="rw-wheel" viewBox="-268 -205 536 410" role="img" aria-label={t({ code: 'ui.wheel' })}>
      {MAIN_ACTIONS.map((a, p) => {
        const mid = ((p * 60 + 30 - 90) * Math.PI) / 180;
        const x = 200 * Math.cos(mid);
        const y = 178 * Math.sin(mid);
        const region = ACTION_REGION[a];
        return (
          <g key={a} class={`rw-outer rw-${region}`}>
            <text x={x} y={y - 6} text-anchor="middle" class="rw-action-name">
              {t({ code: `action.${a}` })}
            </text>
            <text x={x} y={y + 10} text-anchor="middle" class="rw-rats">
              {t({ code: `region.${region}` })} · {t({ code: 'ui.rats', params: { n: me ? me.workers[region] : '-' } })}
            </text>
          </g>
        );
      })}
      <g class="rw-dial" style={{ transform: `rotate(${v.rotation * 60}deg)` }}>
        {v.sectors.map((sector, k) => (
          <g key={sector}>
            <path d={slice(k)} class={`rw-sector rw-sector-${sector}`} />
            {(SECTORS[sector]?.spaces ?? []).map((sp, i) => {
              const mid = ((k * 60 + 30 - 90) * Math.PI) / 180;
              const r = 45 + i * 36;
              const key = `${sector}.${i}`;
              const owner = v.spaces[key];
              const legal = legalSpaces.has(key);
              const off = sp.minSeats > v.seats;
              // What the space shows (its owner's mark, or its bonus icons) starts its name, so both agree.
              const mark =
                owner !== undefined
                  ? `${seatColor(seats[owner]?.color ?? '', owner).symbol}${owner + 1}`
                  : sp.bonuses.map((b) => BONUS_ICON[b]).join('');
              return (
                // biome-ignore lint/a11y/useSemanticElements: an SVG space cannot be a <button>; it is focusable and labelled instead.
                <g
                  key={key}
                  class={`rw-space${legal ? ' rw-legal' : ''}${off ? ' rw-off' : ''}`}
                  data-testid={`rw-space-${key}`}
                  role="button"
                  tabIndex={legal ? 0 : -1}
                  aria-disabled={!legal}
                  aria-label={`${mark} ${t({ code: `action.${actionOf(v, sector)}` })} ${sp.bonuses.join(' ')}`}
                  onClick={legal ? () => onMove({ kind: 'place', sector, space: i }) : undefined}
                  onKeyDown={(e) => {
                    if (legal && (e.key === 'Enter' || e.key === ' ')) onMove({ kind: 'place', sector, space: i });
                  }}
                >
                  <circle
                    cx={r * Math.cos(mid)}
                    cy={r * Math.sin(mid)}
                    r={16}
                    class={owner !== undefined ? `seat-c-${seatColor(seats[owner]?.color ?? '', owner).id}` : undefined}
                  />
                  <text x={r * Math.cos(mid)} y={r * Math.sin(mid) + 5} text-anchor="middle" class="rw-bonus">
                    {mark}
                  </text>
                </g>
              );
            })}
          </g>
        ))}
      </g>
    </svg>
  );
}

function Farmhouse({
  v,
  house,
  onMove,
  seats,
  t,
}: {
  v: RwView;
  house: ReturnType<typeof legalOptions>['house'];
  onMove: (m: RwMove) => void;
  seats: Props['seats'];
  t: Props['t'];
}) {
  const hit = (key: string) => house.get(key);
  const btn = (key: string, label: string) => {
    const m = hit(key);
    return (
      <button
        type="button"
        class={`rw-chip${m ? ' rw-legal' : ''}`}
        disabled={!m}
        data-testid={`rw-${key}`}
        onClick={m ? () => onMove(m) : undefined}
      >
        {label}
      </button>
    );
  };
  return (
    <section class="rw-house">
      <h2 class="game-heading">{t({ code: 'ui.farmhouse' })}</h2>
      <div class="rw-areas">
        {AREAS.map((a) => (
          <div key={a.id} class={`rw-area rw-${a.part}`}>
            <div class="rw-area-name">
              {a.id} {a.part}
              {v.players.map((p, s) =>
                p.explorer === a.id || p.tents.includes(a.id) ? (
                  <SeatMark key={s} seat={s} color={seats[s]?.color ?? '#888'} small />
                ) : null,
              )}
            </div>
            {(v.missions[a.id] ?? []).map((sl, i) =>
              sl.open
                ? btn(
                    `mission.${a.id}.${i}`,
                    `✔ M${sl.mission}${sl.mission !== null ? ` ${MISSIONS[sl.mission]?.part}` : ''}`,
                  )
                : btn(`reveal.${a.id}.${i}`, '? M'),
            )}
            {(v.areaGuests[a.id] ?? 0) > 0 ? btn(`invite.${a.id}`, `🐭×${v.areaGuests[a.id]}`) : null}
            {hit(`go.${a.id}`) ? btn(`go.${a.id}`, '→') : null}
            {a.id === 5 ? <span>🧀 {v.cheese.join(',')}</span> : null}
          </div>
        ))}
      </div>
      <div class="rw-doors">
        {DOORS.map((d) => (
          <span key={d.id}>
            {v.doors[d.id] ? (
              <span class="rw-open">{`${d.between[0]}–${d.between[1]} ✓`}</span>
            ) : (
              btn(`door.${d.id}`, `🚪${d.between[0]}–${d.between[1]}`)
            )}
          </span>
        ))}
      </div>
    </section>
  );
}

function Board({
  p,
  seat,
  seats,
  t,
  active,
}: {
  p: PlayerView;
  seat: number;
  seats: Props['seats'];
  t: Props['t'];
  active: boolean;
}) {
  return (
    <section class={`rw-board${active ? ' rw-active' : ''}`} data-testid={`rw-board-${seat}`}>
      <div class="game-seat-badge">
        <SeatMark seat={seat} color={seats[seat]?.color ?? '#888'} /> {seats[seat]?.name}
      </div>
      <div>
        🪵{p.wood} ⛓{p.metal} 🎫{p.move} ★{p.wild} ⚡{p.power} · 🂠{p.handCount}
      </div>
      <div>
        {t({ code: 'ui.workers' })}: 🌲{p.workers.forest} 🕳{p.workers.burrow} 🌾{p.workers.farm} ·{' '}
        {t({ code: 'ui.entrance' })} {p.workers.entrance}
      </div>
      <div>
        🏠{2 + p.dug} 🛏{p.beds} 🐭{p.guests.length} 🧀{p.cheese.length} ▶{p.played.length} ·{' '}
        {t({ code: 'track.brown' })} {p.cubes.brown.map((x) => (x ? '○' : '■')).join('')} {t({ code: 'track.grey' })}{' '}
        {p.cubes.grey.map((x) => (x ? '○' : '■')).join('')}
      </div>
      <div class="rw-played">{p.played.map((c) => `#${inv(c).id}`).join(' ')}</div>
    </section>
  );
}

export function Table({ view: v, viewer, legal, onMove, seats, t }: Props): JSX.Element {
  const opts = legalOptions(legal);
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
              {cardLabel(c)}
            </button>
          );
        })}
        <button
          type="button"
          class={`rw-card${deck ? ' rw-legal' : ''}`}
          disabled={!deck}
          onClick={deck ? () => onMove(deck) : undefined}
        >
          {t({ code: 'ui.deck' })} ({tier === 'basic' ? v.basicDeck : v.advancedDeck})
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
        <span>
          {t({ code: 'ui.round-guest' })}:{' '}
          {v.roundGuest !== null ? `🐭 ${GUESTS[v.roundGuest]?.vp}VP ${GUESTS[v.roundGuest]?.effect.kind}` : '—'}
        </span>
      </div>
      <div class="rw-main">
        <div class="rw-wheel-box">
          <Wheel v={v} me={me} legalSpaces={opts.spaces} onMove={onMove} seats={seats} t={t} />
          <button
            type="button"
            class={`game-btn${opts.hut ? ' rw-legal' : ''}`}
            disabled={!opts.hut}
            data-testid="rw-hut"
            onClick={opts.hut ? () => onMove(opts.hut as RwMove) : undefined}
          >
            ⚗ {t({ code: 'ui.hut' })} (🎫+⚗) {v.hut.map((s) => s + 1).join(' ')}
          </button>
        </div>
        <div class="rw-actions" data-testid="rw-actions">
          {opts.buttons.map((m) => (
            <button key={JSON.stringify(m)} type="button" class="game-btn rw-legal" onClick={() => onMove(m)}>
              {moveLabel(m, v, t)}
            </button>
          ))}
        </div>
      </div>
      <Farmhouse v={v} house={opts.house} onMove={onMove} seats={seats} t={t} />
      <div class="rw-displays">
        {display('basic')}
        {display('advanced')}
      </div>
      <section class="rw-objectives">
        <h2 class="game-heading">{t({ code: 'ui.objectives' })}</h2>
        {v.objectives.map((o, i) => {
          const obj = OBJECTIVES[o];
          return (
            <div key={o}>
              {i + 1}. {obj?.measure} ≥ {obj?.needs.slice(0, objectiveSpaces(v.seats)).join('/')} (
              {obj?.vp.slice(0, objectiveSpaces(v.seats)).join('/')}VP) ·{' '}
              {(v.claims[i] ?? []).map((s) => s + 1).join(',')}
            </div>
          );
        })}
      </section>
      {me?.hand ? (
        <section class="rw-hand">
          <h2 class="game-heading">{t({ code: 'ui.hand' })}</h2>
          {me.hand.map((c) => (
            <div key={c} class="rw-card">
              {cardLabel(c)}
            </div>
          ))}
        </section>
      ) : null}
      <div class="rw-boards">
        {v.players.map((p, s) => (
          <Board key={s} p={p} seat={s} seats={seats} t={t} active={s === activeSeat} />
        ))}
      </div>
      <p class="rw-note">{t({ code: 'ui.designed' })}</p>
    </div>
  );
}
