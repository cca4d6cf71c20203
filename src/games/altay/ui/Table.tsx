// Altay's table: the map (our own SVG: territories by terrain, adjacency lines, settlements in seat colour and
// symbol), the viewer's hand, cards in play and resources, the market and the achievement displays. Legal targets
// come from legalMoves through legal-options.ts; the table decides nothing itself.

import { useState } from 'preact/hooks';
import type { Message } from '../../../engine/game';
import { SeatBadge } from '../../../ui/SeatBadge';
import { SeatMark } from '../../../ui/SeatMark';
import { seatColor } from '../../../ui/seat-colors';
import type { TableProps } from '../../../ui/table-props';
import { ACHIEVEMENTS, CARD_TYPES, type CardOption, type CostSym, MARKET, PEOPLES, TERRITORIES } from '../data';
import type { AlMove, AlView } from '../rules';
import { legalOptions, mapTap } from './legal-options';
import './table.css';

/** Short resource marks in the viewer's language (letters or kanji; emoji fonts are missing on some devices). */
let RES_MARK: string[] = ['F', 'W', 'M', 'S', 'C'];
const TERRAIN_MARK: Record<string, string> = { farm: '≋', forest: '♣', hill: '⌒', mountain: '▲' };

type T = (msg: Message) => string;
const tc = (t: T, code: string, params?: Message['params']) => t(params ? { code, params } : { code });
const costText = (cost: readonly CostSym[]) =>
  cost.map((c) => (c === 'X' ? `(${RES_MARK[1]}/${RES_MARK[2]}/${RES_MARK[3]})` : RES_MARK[c])).join('');

function optionLabel(t: T, o: CardOption, m: AlMove): string {
  switch (o.op) {
    case 'gain':
      return `${tc(t, 'ui.opt.gain', { n: o.n, res: { term: `res.${o.res}` } })}${o.terrain ? ` (${TERRAIN_MARK[o.terrain]})` : ''}`;
    case 'atk':
    case 'def':
      return tc(t, `ui.opt.${o.op}`, { n: o.n });
    case 'shaman':
      return tc(t, 'ui.opt.shaman', { res: { term: `res.${m.kind === 'play' ? (m.res ?? 0) : 0}` } });
    default:
      return tc(t, `ui.opt.${o.op}`);
  }
}

function buttonLabel(t: T, v: AlView, m: AlMove): string {
  switch (m.kind) {
    case 'attack':
      return tc(t, 'ui.attack-from', { from: m.from + 1, to: m.to + 1 });
    case 'contribute':
      return `${RES_MARK[m.res]} → ${tc(t, 'ui.dev')}`;
    case 'abandon':
      return tc(t, 'ui.abandon');
    case 'ability':
      if (m.key === 'commerce')
        return tc(t, 'ui.commerce', { from: RES_MARK[m.from ?? 0] ?? '', to: RES_MARK[m.to ?? 0] ?? '' });
      if (m.key === 'religion') return tc(t, 'ui.religion', { from: (m.from ?? 0) + 1, to: (m.to ?? 0) + 1 });
      if (m.key === 'philosophy') return tc(t, 'ui.philosophy');
      return `${tc(t, `ui.${m.key}`)}: ${tc(t, `card.${v.cards[m.card ?? 0]?.t ?? 'hunter'}`)}`;
    case 'end':
      return m.keep === null
        ? tc(t, 'ui.end-turn')
        : tc(t, 'ui.keep', { card: { term: `card.${v.cards[m.keep]?.t ?? 'hunter'}` } });
    case 'hold':
      return tc(t, 'ui.hold');
    case 'people':
      return tc(t, `people.${m.people}`);
    default:
      return m.kind;
  }
}

function MapView({ view, props }: { view: AlView; props: TableProps<AlView, AlMove> }) {
  const lo = legalOptions(props.legal);
  const inPlay = TERRITORIES.filter((t) => view.inPlay[t.id]);
  // the attack gesture: tap one of your territories, then an enemy or neutral territory next to it
  const [picked, setPicked] = useState<number | null>(null);
  const [offer, setOffer] = useState<AlMove | null>(null);
  const from = picked !== null && lo.attacks.has(picked) ? picked : null;
  const offered = offer && props.legal.some((m) => JSON.stringify(m) === JSON.stringify(offer)) ? offer : null;
  const tap = (id: number) => {
    const r = mapTap(lo, from, id);
    if (r.kind === 'move') props.onMove(r.move);
    else if (r.kind === 'from') {
      setPicked(r.from);
      setOffer(null);
    } else if (r.kind === 'offer') {
      setOffer(r.move);
      if (r.move.kind === 'attack') setPicked(r.move.from);
    }
  };
  const targets = from === null ? lo.attackTargets : new Set(lo.attacks.get(from)?.keys() ?? []);
  return (
    <>
      <svg class="al-map" viewBox="-4 -4 108 108" role="img" aria-label={tc(props.t, 'ui.map')}>
        {inPlay.flatMap((a) =>
          a.adj
            .filter((b) => b > a.id && view.inPlay[b])
            .map((b) => {
              const tb = TERRITORIES[b];
              return tb ? <line key={`${a.id}-${b}`} class="al-adj" x1={a.x} y1={a.y} x2={tb.x} y2={tb.y} /> : null;
            }),
        )}
        {TERRITORIES.map((t) => {
          const on = view.inPlay[t.id];
          const move = lo.mapMoves.get(t.id);
          const target = move !== undefined || targets.has(t.id);
          const source = lo.attacks.has(t.id);
          const tappable = move !== undefined || source || lo.attackTargets.has(t.id);
          const mk = view.marker[t.id];
          const owners = (view.settle[t.id] ?? []).map((n, seat) => ({ n, seat })).filter((x) => x.n > 0);
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: the territory is also offered as a labelled button
            <g
              key={t.id}
              class={`al-terr al-${t.terrain}${on ? '' : ' al-off'}${target ? ' al-target' : ''}${source ? ' al-source' : ''}${from === t.id ? ' al-picked' : ''}`}
              data-territory={t.id}
              data-testid={`terr-${t.id}`}
              data-legal={move ? 'true' : 'false'}
              data-attack={from === t.id ? 'from' : target && !move ? 'target' : source ? 'source' : undefined}
              onClick={tappable ? () => tap(t.id) : undefined}
            >
              <circle cx={t.x} cy={t.y} r={6.2} />
              <text class="al-tnum" x={t.x - 4.4} y={t.y - 3}>
                {t.id + 1}
              </text>
              <text class="al-tmark" x={t.x + 2.2} y={t.y - 2.6}>
                {TERRAIN_MARK[t.terrain]}
              </text>
              {t.vp && on ? (
                <text class="al-vp" x={t.x + 2.4} y={t.y + 5}>
                  ★1
                </text>
              ) : null}
              {mk ? (
                <text class="al-marker" x={t.x - 3.2} y={t.y + 2.2}>
                  ⚑{mk.value}
                  {mk.res !== null ? RES_MARK[mk.res] : ''}
                </text>
              ) : null}
              {owners.map((o) => {
                const c = seatColor(props.seats[o.seat]?.color ?? '', o.seat);
                return (
                  <text key={o.seat} class={`al-settle seat-c-${c.id}`} x={t.x - 3.6} y={t.y + 2.6}>
                    {c.symbol}
                    {o.seat + 1}×{o.n}
                  </text>
                );
              })}
            </g>
          );
        })}
      </svg>
      {lo.attacks.size > 0 ? (
        <div class="al-offer" data-testid="attack-offer">
          {offered && offered.kind === 'attack' ? (
            <>
              <button
                type="button"
                class="game-btn"
                data-testid="attack-confirm"
                onClick={() => {
                  setOffer(null);
                  setPicked(null);
                  props.onMove(offered);
                }}
              >
                {tc(props.t, 'ui.attack-from', { from: offered.from + 1, to: offered.to + 1 })}
              </button>
              <button
                type="button"
                class="game-btn"
                data-testid="attack-cancel"
                onClick={() => {
                  setOffer(null);
                  setPicked(null);
                }}
              >
                {tc(props.t, 'ui.cancel')}
              </button>
            </>
          ) : (
            <span class="al-small">
              {tc(props.t, from === null ? 'ui.attack-hint' : 'ui.attack-hint-to', { from: (from ?? 0) + 1 })}
            </span>
          )}
        </div>
      ) : null}
    </>
  );
}

function Market({ view, props }: { view: AlView; props: TableProps<AlView, AlMove> }) {
  const lo = legalOptions(props.legal);
  const myTurn = lo.buttons.some((m) => m.kind === 'end');
  const t = props.t;
  return (
    <section class="al-market">
      <h2 class="game-heading">{tc(t, 'ui.market')}</h2>
      <div class="al-grid">
        {MARKET.map(([type], i) => {
          const pile = view.market[i] ?? [];
          const top = pile[0];
          const card = top === undefined ? undefined : view.cards[top];
          const ct = CARD_TYPES[type];
          const cost = ct ? [...ct.cost, ...Array.from({ length: card?.vp ?? 0 }, () => 4 as const)] : [];
          const buys = lo.buys.get(type) ?? [];
          return (
            <div key={type} class={`al-card${buys.length > 0 ? ' al-legal' : ''}`} data-market={type}>
              <b>{tc(t, `card.${type}`)}</b>
              {card && card.vp > 0 ? <span class="al-vpb">{tc(t, 'ui.vp', { n: card.vp })}</span> : null}
              <span class="al-small">
                {costText(cost)} ×{pile.length}
              </span>
              {buys.map((m, j) => (
                <button key={j} type="button" class="game-btn al-mini" onClick={() => props.onMove(m)}>
                  {m.kind === 'buy' && m.pay.length > 0 ? m.pay.map((r) => RES_MARK[r]).join('') : '✓'}
                </button>
              ))}
              {myTurn && buys.length === 0 && card ? (
                // not legal now: still sent, so the app says why (too poor, bought this turn)
                <button
                  type="button"
                  class="game-btn al-mini al-illegal"
                  data-legal="false"
                  data-testid={`try-buy-${type}`}
                  onClick={() =>
                    props.onMove({ kind: 'buy', type, pay: cost.filter((c) => c === 'X').map(() => 1 as const) })
                  }
                >
                  ✓
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function Achievements({ view, props }: { view: AlView; props: TableProps<AlView, AlMove> }) {
  const lo = legalOptions(props.legal);
  const myTurn = lo.buttons.some((m) => m.kind === 'end');
  const t = props.t;
  const me = typeof view.me === 'number' ? view.players[view.me] : undefined;
  const achCard = (inst: number, extra?: string) => {
    const a = ACHIEVEMENTS[view.achs[inst] ?? 0];
    const dev = lo.develop.get(inst) ?? [];
    return (
      <div key={inst} class={`al-card${dev.length > 0 ? ' al-legal' : ''}`} data-ach={a?.key}>
        <b>{tc(t, `ach.${a?.key ?? 'academy'}`)}</b>
        {extra ? <span class="al-small">{extra}</span> : null}
        <span class="al-small">{costText(a?.cost ?? [])}</span>
        {dev.map((m, j) => (
          <button key={j} type="button" class="game-btn al-mini" onClick={() => props.onMove(m)}>
            {m.kind === 'develop' ? RES_MARK[m.res] : ''}
          </button>
        ))}
        {myTurn && dev.length === 0 && a ? (
          // not legal now: still sent, so the app says why (level order, one at a time, resources)
          <button
            type="button"
            class="game-btn al-mini al-illegal"
            data-legal="false"
            data-testid={`try-ach-${inst}`}
            onClick={() => props.onMove({ kind: 'develop', ach: inst, res: a.cost[0] === 'X' ? 1 : (a.cost[0] ?? 0) })}
            aria-label={tc(t, 'ui.dev')}
          >
            +
          </button>
        ) : null}
      </div>
    );
  };
  return (
    <section class="al-achs">
      <h2 class="game-heading">{tc(t, 'ui.achievements')}</h2>
      {view.display.map((lv, l) => (
        <div key={l} class="al-grid">
          <span class="al-small">{tc(t, 'ui.level', { n: l + 1 })}</span>
          {lv.map((st) => achCard(st[st.length - 1] ?? 0, `×${st.length}`))}
        </div>
      ))}
      {me && me.secret !== null && me.secret >= 0 ? (
        <div class="al-grid">
          <span class="al-small">{tc(t, 'ui.secret')}</span>
          {achCard(me.secret)}
        </div>
      ) : null}
    </section>
  );
}

function SeatSummary({ view, props, seat }: { view: AlView; props: TableProps<AlView, AlMove>; seat: number }) {
  const p = view.players[seat];
  const info = props.seats[seat];
  if (!p || !info) return null;
  const t = props.t;
  return (
    <div class="al-seat" data-seat={seat}>
      <SeatBadge seat={seat} name={info.name} color={info.color} isBot={info.bot} />
      {p.people ? <span class="al-small">{tc(t, `people.${p.people}`)}</span> : null}
      <span class="al-small">
        {RES_MARK.map((r, i) => `${r}${p.res[i] ?? 0}`).join(' ')} · {tc(t, 'ui.hand-hidden', { n: p.handCount })} ·{' '}
        {tc(t, 'ui.supply', { n: p.supply })} · {tc(t, 'ui.markers', { n: p.markers.length })} ·{' '}
        {tc(t, 'ui.captured', { n: p.captured })}
      </span>
      <span class="al-small">
        {tc(t, 'ui.done')}: {p.done.map((i) => tc(t, `ach.${ACHIEVEMENTS[view.achs[i] ?? 0]?.key}`)).join('、') || '—'}
        {p.dev
          ? ` · ${tc(t, 'ui.dev')}: ${tc(t, `ach.${ACHIEVEMENTS[view.achs[p.dev.ach] ?? 0]?.key}`)} (${p.dev.res.map((r) => RES_MARK[r]).join('')})`
          : ''}
      </span>
      {p.kept.length > 0 ? (
        <span class="al-small">
          {tc(t, 'ui.kept')}:{' '}
          {p.kept
            .map((k) => `${tc(t, `card.${view.cards[k.card]?.t}`)}(${k.res.map((r) => RES_MARK[r]).join('')})`)
            .join(' ')}
        </span>
      ) : null}
    </div>
  );
}

export function Table(props: TableProps<AlView, AlMove>) {
  const { view, t } = props;
  RES_MARK = [0, 1, 2, 3, 4].map((r) => tc(t, `res.s${r}`));
  const lo = legalOptions(props.legal);
  const me = typeof view.me === 'number' ? view.players[view.me] : undefined;
  const top = view.asks[view.asks.length - 1];
  const myTurn = lo.buttons.some((m) => m.kind === 'end');
  return (
    <div class="game-table al-table">
      {view.ending ? <p class="al-ending">{tc(t, 'ui.ending')}</p> : null}
      <div class="al-layout">
        <div class="al-left">
          <MapView view={view} props={props} />
          <div class="al-seats">
            {view.players.map((_, i) => (
              <SeatSummary key={i} view={view} props={props} seat={i} />
            ))}
          </div>
        </div>
        <div class="al-right">
          {lo.buttons.length > 0 || top?.kind === 'people' ? (
            <section class="al-actions">
              {top?.kind === 'people' ? <h2 class="game-heading">{tc(t, 'ui.pick-people')}</h2> : null}
              {lo.buttons.map((m, i) => (
                <button
                  key={i}
                  type="button"
                  class="game-btn"
                  data-move={m.kind}
                  data-testid={
                    m.kind === 'end' && m.keep === null
                      ? 'end-turn'
                      : m.kind === 'people'
                        ? `people-${m.people}`
                        : `move-${i}`
                  }
                  onClick={() => props.onMove(m)}
                >
                  {buttonLabel(t, view, m)}
                </button>
              ))}
              {top?.kind === 'people'
                ? PEOPLES.filter((x) => view.players.some((p) => p.people === x)).map((x) => (
                    <span key={x} class="al-small">
                      {tc(t, `people.${x}`)} ✓
                    </span>
                  ))
                : null}
            </section>
          ) : null}
          {me ? (
            <section class="al-mine">
              <h2 class="game-heading">
                {typeof view.me === 'number' ? (
                  <SeatMark seat={view.me} color={props.seats[view.me]?.color ?? ''} small />
                ) : null}{' '}
                {tc(t, 'ui.resources')}: {RES_MARK.map((r, i) => `${r}${me.res[i] ?? 0}`).join(' ')} ·{' '}
                {tc(t, 'ui.swords', { n: me.swords })} · {tc(t, 'ui.deck', { n: me.deckCount, d: me.discard.length })}
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
                          data-play={c?.t}
                          data-testid={`play-${card}-${j}`}
                          onClick={() => props.onMove(m)}
                        >
                          {m.kind === 'play' && ct?.options[m.opt]
                            ? optionLabel(t, ct.options[m.opt] as CardOption, m)
                            : ''}
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
                                    o.op === 'shaman'
                                      ? { kind: 'play', card, opt, res: 0 }
                                      : { kind: 'play', card, opt },
                                  )
                                }
                              >
                                {optionLabel(t, o, { kind: 'play', card, opt })}
                              </button>
                            ),
                          )
                        : null}
                      {shield ? (
                        <button type="button" class="game-btn al-mini" onClick={() => props.onMove(shield)}>
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
                          <button key={j} type="button" class="game-btn al-mini" onClick={() => props.onMove(m)}>
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
          ) : null}
          <Market view={view} props={props} />
          <Achievements view={view} props={props} />
        </div>
      </div>
    </div>
  );
}
