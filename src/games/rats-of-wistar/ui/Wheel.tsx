// Rats of Wistar's action wheel: the sectors with their spaces turn (animated when a new round turns them), the six
// main actions stay put around it, each with its region and how many of the viewer's rats are there. Below it a
// legend says in words what each action's free spaces give this round. On a phone the dial alone fills the width
// (its spaces a finger wide), each action marked by its symbol at the rim, named in the legend with the same symbol.

import { useEffect, useState } from 'preact/hooks';
import type { Message } from '../../../engine/game';
import { seatColor } from '../../../ui/seat-colors';
import type { TableProps } from '../../../ui/table-props';
import { ACTION_REGION, MAIN_ACTIONS, type MainAction } from '../data';
import { actionOf, sectorAt, sectorCard } from '../rules/core';
import type { PlayerView, RwMove, RwView } from '../rules/types';
import { BONUS_ICON, Icon, type IconName, REGION_ICON, SvgIcon, Sym } from './icons';
import { words } from './words';

type Props = TableProps<RwView, RwMove>;
const R = 170;
const SPACE_R = 23;
/** A space's distance from the hub: 48 wheel units apart, so neighbours never overlap. */
const spaceRing = (i: number) => 48 + i * 48;
const ACTION_ICON: Record<MainAction, IconName> = {
  wood: 'wood',
  dig: 'room',
  metal: 'metal',
  bed: 'bed',
  invent: 'card',
  explore: 'explore',
};
/** Where each action's label sits around the dial (x, y, width, height in wheel units), clear of the dial. */
const LABEL_BOX: readonly (readonly [number, number, number, number])[] = [
  [100, -215, 192, 70],
  [166, -62, 126, 124],
  [100, 145, 192, 70],
  [-292, 145, 192, 70],
  [-292, -62, 126, 124],
  [-292, -215, 192, 70],
];
const PHONE = '(max-width: 600px)';

/** Whether the screen is a phone's width (the dial is drawn alone then); false where there is no window. */
function useNarrow(): boolean {
  const query =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null;
  const [narrow, setNarrow] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const changed = () => setNarrow(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, [query]);
  return narrow;
}

// The last rotation this device drew, in sixths of a turn, so a table drawn after a new round (even behind a
// hand-off screen) turns from where it was instead of jumping.
let lastTurns: number | null = null;
function useTurns(rotation: number): number {
  const [turns, setTurns] = useState(() => lastTurns ?? rotation);
  useEffect(() => {
    let delta = (((rotation - turns) % 6) + 6) % 6;
    if (delta > 3) delta -= 6;
    const target = turns + delta;
    lastTurns = target;
    if (delta === 0) return;
    const id = requestAnimationFrame(() => setTurns(target));
    return () => cancelAnimationFrame(id);
  }, [rotation, turns]);
  return turns;
}

const slice = (p: number) => {
  const a0 = ((p * 60 - 90) * Math.PI) / 180;
  const a1 = (((p + 1) * 60 - 90) * Math.PI) / 180;
  return `M0 0 L${R * Math.cos(a0)} ${R * Math.sin(a0)} A${R} ${R} 0 0 1 ${R * Math.cos(a1)} ${R * Math.sin(a1)} Z`;
};

export function Wheel(props: {
  v: RwView;
  me: PlayerView | null;
  legalSpaces: ReadonlySet<string>;
  onMove: (m: RwMove) => void;
  explain: (msg: Message) => void;
  seats: Props['seats'];
  t: Props['t'];
  lang: string;
}) {
  const { v, me, legalSpaces, onMove, explain, seats, t, lang } = props;
  const W = words(t, lang);
  const turns = useTurns(v.rotation);
  const narrow = useNarrow();
  const box = narrow ? `${-R - 2} ${-R - 2} ${2 * R + 4} ${2 * R + 4}` : '-292 -215 584 430';
  return (
    // biome-ignore lint/a11y/useSemanticElements: the wheel is a drawing holding its spaces; a <fieldset> cannot be an SVG.
    <svg class="rw-wheel" viewBox={box} role="group" aria-label={t({ code: 'ui.wheel' })}>
      <g class="rw-dial" style={{ transform: `rotate(${turns * 60}deg)` }}>
        {v.sectors.map((sector, k) => (
          <g key={sector}>
            <path d={slice(k)} class={`rw-sector rw-sector-${sector}`} />
            {sectorCard(sector).spaces.map((sp, i) => {
              const mid = ((k * 60 + 30 - 90) * Math.PI) / 180;
              const r = spaceRing(i);
              const cx = r * Math.cos(mid);
              const cy = r * Math.sin(mid);
              const key = `${sector}.${i}`;
              const owner = v.spaces[key];
              const legal = legalSpaces.has(key);
              const off = sp.minSeats > v.seats;
              const mark = owner !== undefined ? seatColor(seats[owner]?.color ?? '', owner) : null;
              // The name starts with what the space shows (its owner's mark, or its bonuses in words).
              const shown =
                mark && owner !== undefined
                  ? `${mark.symbol}${owner + 1}`
                  : sp.bonuses.map((b) => W.bonus(b)).join(W.sep);
              // Every space takes a tap: a space out of play says so; any other is sent, and the rules say why
              // they refuse it (taken, a sector used this round, not the time to place a chief).
              const send = () =>
                off
                  ? explain({ code: 'ui.space-off', params: { n: sp.minSeats } })
                  : onMove({ kind: 'place', sector, space: i });
              return (
                // biome-ignore lint/a11y/useSemanticElements: an SVG space cannot be a <button>; it is focusable and labelled instead.
                <g
                  key={key}
                  class={`rw-space${legal ? ' rw-legal' : ''}${off ? ' rw-off' : ''}`}
                  data-testid={`rw-space-${key}`}
                  role="button"
                  tabIndex={legal ? 0 : -1}
                  data-legal={legal ? 'true' : undefined}
                  aria-disabled={legal ? undefined : 'true'}
                  aria-label={`${shown} · ${t({ code: `action.${actionOf(v, sector)}` })}`}
                  onClick={send}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') send();
                  }}
                >
                  <circle cx={cx} cy={cy} r={SPACE_R} class={mark ? `seat-c-${mark.id}` : undefined} />
                  {/* The symbols turn back as the dial turns, so they stay upright. */}
                  <g class="rw-upright" style={{ transform: `rotate(${-turns * 60}deg)` }}>
                    {mark ? (
                      <text x={cx} y={cy + 6} text-anchor="middle" class="rw-bonus">
                        {shown}
                      </text>
                    ) : (
                      sp.bonuses.map((b, j) => (
                        <SvgIcon
                          key={b}
                          name={BONUS_ICON[b] ?? 'play'}
                          x={cx + (j - (sp.bonuses.length - 1) / 2) * 17}
                          y={cy}
                          size={sp.bonuses.length > 1 ? 17 : 25}
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
      <g class="rw-hub">
        <circle r="17" />
        <path d="M-9 -3 A9.5 9.5 0 1 1 -3 9" />
        <path d="M-12 -8 L-9 -2 L-4 -6" />
      </g>
      {narrow ? <ActionMarks /> : null}
      {MAIN_ACTIONS.map((a, p) => {
        if (narrow) return null;
        const [x, y, w, h] = LABEL_BOX[p] ?? [0, 0, 0, 0];
        const region = ACTION_REGION[a];
        const side = p === 1 ? ' rw-wl-right' : p === 4 ? ' rw-wl-left' : '';
        return (
          <foreignObject key={a} x={x} y={y} width={w} height={h}>
            <div class={`rw-wlabel rw-${region}${side}`} data-testid={`rw-wlabel-${a}`}>
              <span class="rw-wl-action">
                <Icon name={ACTION_ICON[a]} />
                {phrases(t({ code: `action.${a}` }))}
              </span>
              <span class="rw-wl-rats">
                <Icon name={REGION_ICON[region] ?? 'forest'} />
                {t({ code: `region.${region}` })}
                {me ? <> · {phrases(t({ code: 'ui.your-rats', params: { n: me.workers[region] } }))}</> : ''}
              </span>
            </div>
          </foreignObject>
        );
      })}
    </svg>
  );
}

/**
 * A label that may wrap only between phrases: in Japanese after the particle の (「部屋の｜掘削」), never inside a
 * word (the label sets word-break: keep-all); English wraps at its spaces as usual.
 */
function phrases(text: string) {
  const parts = text.split(/(?<=の)/);
  return parts.map((p, i) => (
    <span key={i}>
      {p}
      {i < parts.length - 1 ? <wbr /> : null}
    </span>
  ));
}

/** On a phone: each action's symbol at the rim of its place, beside the outer space (which sits on the centre line). */
function ActionMarks() {
  return (
    <g class="rw-action-marks">
      {MAIN_ACTIONS.map((a, p) => {
        const angle = ((p * 60 + 30 - 90 + 19) * Math.PI) / 180;
        const at = R - 20;
        return (
          <g key={a} class="rw-action-mark">
            <circle cx={at * Math.cos(angle)} cy={at * Math.sin(angle)} r={15} />
            <SvgIcon name={ACTION_ICON[a]} x={at * Math.cos(angle)} y={at * Math.sin(angle)} size={20} />
          </g>
        );
      })}
    </g>
  );
}

/** Under the wheel: each action this round with its free spaces' bonuses in words. */
export function WheelLegend({ v, t, lang }: { v: RwView; t: Props['t']; lang: string }) {
  const W = words(t, lang);
  return (
    <div class="rw-legend-box">
      <p class="rw-turns">{t({ code: 'ui.wheel-turns' })}</p>
      <ul class="rw-legend" data-testid="rw-legend">
        {MAIN_ACTIONS.map((a, p) => {
          const sector = sectorAt(v, p);
          const spaces = sectorCard(sector).spaces.filter((sp) => sp.minSeats <= v.seats);
          return (
            <li key={a}>
              <strong>
                <Icon name={ACTION_ICON[a]} />
                {t({ code: `action.${a}` })}
                {W.colon}
              </strong>
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
    </div>
  );
}
