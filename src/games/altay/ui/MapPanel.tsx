// Altay's map (our own SVG: territories by terrain, adjacency lines, settlements in seat colour and symbol) and the
// attack gesture: tap one of your territories, then a territory next to it; the attack is offered to confirm in the
// decision bar. A territory that answers nothing now still takes a tap and says why (or sends the move it stands
// for, so the rules say why); each territory's tap area is a little larger than its circle.

import { useState } from 'preact/hooks';
import type { Message } from '../../../engine/game';
import { BarActions, BarButton } from '../../../ui/decision-bar';
import { seatColor } from '../../../ui/seat-colors';
import { TERRITORIES } from '../data';
import type { AlMove, AlView } from '../rules';
import { legalOptions, mapTap } from './legal-options';
import { type AlTableProps, RES_MARK, TERRAIN_MARK, tc } from './words';

export function MapPanel({ view, props }: { view: AlView; props: AlTableProps }) {
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
    } else props.explain?.({ code: 'ui.attack-hint' }); // two of yours reach it: say to pick one first
  };
  const targets = from === null ? lo.attackTargets : new Set(lo.attacks.get(from)?.keys() ?? []);
  // What a tap on a territory that answers nothing says: a start or a build there is sent (the rules say why not).
  const placing = [...lo.mapMoves.values()][0]?.kind;
  const why = (id: number) => {
    if (placing === 'start' || placing === 'build') return props.onMove({ kind: placing, t: id });
    const msg: Message = !view.inPlay[id]
      ? { code: 'ui.why-terr-off', params: { n: id + 1 } }
      : lo.attacks.size > 0
        ? { code: 'ui.why-terr-attack', params: { n: id + 1 } }
        : { code: 'ui.why-terr-none' };
    props.explain?.(msg);
  };
  return (
    <>
      <svg class="al-map" viewBox="-3 -3 106 106" role="img" aria-label={tc(props.t, 'ui.map')}>
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
          // A legal target is a tap that moves the decision on: a move, an attack offered, a territory picked to
          // attack from (not a second tap that drops the pick, nor a target two of yours reach before one is picked).
          const answer = mapTap(lo, from, t.id);
          const legal =
            answer.kind === 'move' || answer.kind === 'offer' || (answer.kind === 'from' && answer.from !== null);
          const mk = view.marker[t.id];
          const owners = (view.settle[t.id] ?? []).map((n, seat) => ({ n, seat })).filter((x) => x.n > 0);
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: the territory is also offered as a labelled button
            <g
              key={t.id}
              class={`al-terr al-${t.terrain}${on ? '' : ' al-off'}${target ? ' al-target' : ''}${source ? ' al-source' : ''}${from === t.id ? ' al-picked' : ''}`}
              data-territory={t.id}
              data-testid={`terr-${t.id}`}
              data-legal={legal ? 'true' : undefined}
              data-attack={from === t.id ? 'from' : target && !move ? 'target' : source ? 'source' : undefined}
              onClick={() => (tappable ? tap(t.id) : why(t.id))}
            >
              <circle cx={t.x} cy={t.y} r={6.8} class="al-hit" />
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
          <span class="al-small">
            {offered && offered.kind === 'attack'
              ? tc(props.t, 'ui.attack-from', { from: offered.from + 1, to: offered.to + 1 })
              : tc(props.t, from === null ? 'ui.attack-hint' : 'ui.attack-hint-to', { from: (from ?? 0) + 1 })}
          </span>
        </div>
      ) : null}
      {offered && offered.kind === 'attack' ? (
        <BarActions>
          <BarButton
            kind="confirm"
            primary
            testId="attack-confirm"
            onClick={() => {
              setOffer(null);
              setPicked(null);
              props.onMove(offered);
            }}
          >
            {tc(props.t, 'ui.attack-from', { from: offered.from + 1, to: offered.to + 1 })}
          </BarButton>
          <BarButton
            kind="cancel"
            testId="attack-cancel"
            onClick={() => {
              setOffer(null);
              setPicked(null);
            }}
          >
            {tc(props.t, 'ui.cancel')}
          </BarButton>
        </BarActions>
      ) : null}
    </>
  );
}
