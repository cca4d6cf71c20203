// Rats of Wistar: the smaller faces — an objective card (what it measures, its claim steps and who took them), a
// guest mouse tile, a hero card and a cheese tile. Names come first; values come from data.ts.

import type { JSX } from 'preact';
import type { Message } from '../../../engine/game';
import { SeatMark } from '../../../ui/SeatMark';
import type { SeatInfo } from '../../../ui/table-props';
import { GUESTS, HEROES, OBJECTIVES, type Objective } from '../data';
import { EffectLine, GainCoins, VpBadge } from './CardParts';
import { Icon, type IconName } from './icons';
import { words } from './words';

type T = (m: Message) => string;
const MEASURE_ICON: Record<Objective['measure'], IconName> = {
  rooms: 'room',
  beds: 'bed',
  guests: 'guest',
  played: 'play',
  missions: 'mission',
  power: 'power',
  gear: 'gear',
  lens: 'lens',
  flask: 'flask',
  house: 'house',
  tool: 'tool',
  automaton: 'automaton',
};

/** An objective: its number, what it measures, and one step per claim space (need, points, the seat there). */
export function ObjectiveFace(props: {
  id: number;
  index: number;
  spaces: number;
  claims: readonly number[];
  seats: readonly SeatInfo[];
  t: T;
  lang: string;
}): JSX.Element | null {
  const { id, index, spaces, claims, seats, t, lang } = props;
  const W = words(t, lang);
  const o = OBJECTIVES[id];
  if (!o) return null;
  return (
    <span class="rw-face rw-objective-card">
      <span class="rw-face-head">
        <span class="rw-face-name">
          <Icon name={MEASURE_ICON[o.measure]} />
          {t({ code: 'obj.name', params: { n: index + 1, measure: t({ code: `measure.${o.measure}` }) } })}
          <span class="game-sr">{W.sep}</span>
        </span>
      </span>
      <span class="rw-steps">
        {o.needs.slice(0, spaces).map((need, k) => {
          const who = claims[k];
          return (
            <span key={need} class={`rw-step${who !== undefined ? ' rw-step-taken' : ''}`}>
              {t({ code: 'obj.step', params: { needs: need, vp: o.vp[k] ?? 0 } })}
              {who !== undefined ? (
                <>
                  <SeatMark seat={who} color={seats[who]?.color ?? '#888'} small />
                  <span class="game-sr">
                    {t({ code: 'ui.claimed', params: { seats: seats[who]?.name ?? who + 1 } })}
                  </span>
                </>
              ) : null}
              <span class="game-sr">{W.sep}</span>
            </span>
          );
        })}
      </span>
    </span>
  );
}

/** A guest mouse tile: house or cellar, its points and what it does. */
export function GuestTile({ id, t, lang }: { id: number; t: T; lang: string }): JSX.Element | null {
  const W = words(t, lang);
  const g = GUESTS[id];
  if (!g) return null;
  // A guest's gain comes when it is invited (a card's, when it is played).
  const eff =
    g.effect.kind === 'now'
      ? t({ code: 'eff.guest-now', params: { gain: W.gain(g.effect.gain) } })
      : W.effect(g.effect);
  return (
    <span class={`rw-face rw-tile rw-guest rw-part-${g.part}`} data-testid={`rw-guest-${id}`}>
      <span class="rw-face-head">
        <span class="rw-face-name">
          <Icon name="guest" />
          {t({ code: 'guest.name', params: { part: t({ code: `part.${g.part}` }) } })}
          <span class="game-sr">{W.sep}</span>
        </span>
        <VpBadge vp={g.vp} t={t} />
      </span>
      {eff ? <EffectLine kind={g.effect.kind}>{eff}</EffectLine> : null}
    </span>
  );
}

/** A hero card: its number and the small gift it gave at the start. */
export function HeroCard({ id, t }: { id: number; t: T }): JSX.Element | null {
  const h = HEROES[id];
  if (!h) return null;
  return (
    <span class="rw-face rw-tile rw-hero" data-testid={`rw-hero-${id}`}>
      <span class="rw-face-name">
        <Icon name="hero" />
        {t({ code: 'hero.name', params: { n: id + 1 } })}
      </span>
      <span class="rw-face-line">
        {t({ code: 'hero.start' })}
        <GainCoins gain={h.start} t={t} />
      </span>
    </span>
  );
}

/** A cheese tile: its points. */
export function CheeseTile({ vp, t }: { vp: number; t: T }): JSX.Element {
  return (
    <span class="rw-tile rw-cheese-tile">
      <Icon name="cheese" />
      {t({ code: 'w.vp', params: { n: vp } })}
    </span>
  );
}
