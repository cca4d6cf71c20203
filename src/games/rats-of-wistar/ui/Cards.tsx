// Rats of Wistar: an invention card, a mission and an objective as the table shows them — drawn symbols with the
// words beside them (cost, needs, points, skills and what the effect does).

import type { JSX } from 'preact';
import type { Message } from '../../../engine/game';
import { DECK, INVENTIONS, type Invention, MISSIONS, type Skill } from '../data';
import { Icon, type IconName } from './icons';
import { words } from './words';

type T = (m: Message) => string;
export const invOf = (c: number): Invention => INVENTIONS[DECK[c] as number] as Invention;

const EFFECT_ICON: Record<string, IconName> = {
  now: 'play',
  income: 'move',
  once: 'potion',
  boost: 'power',
  attack: 'explore',
  end: 'mission',
};

function SkillIcons({ skills }: { skills: readonly Skill[] }) {
  return (
    <>
      {skills.map((k, i) => (
        <Icon key={`${k}${i}`} name={k} />
      ))}
    </>
  );
}

/** One invention card: its number and type, its cost line and what it gives, all in words. */
export function CardText({ c, t, lang }: { c: number; t: T; lang: string }): JSX.Element {
  const x = invOf(c);
  const W = words(t, lang);
  const eff = W.effect(x.effect);
  return (
    <span class="rw-cardtext" data-testid={`rw-card-${c}`}>
      <span class="rw-card-head">
        <Icon name="card" />#{x.id} {t({ code: `type.${x.type}` })} · {t({ code: 'w.vp', params: { n: x.vp } })}
        {x.icons.length > 0 ? (
          <>
            {' '}
            · <SkillIcons skills={x.icons} /> {W.skills(x.icons)}
          </>
        ) : null}
      </span>
      <span class="rw-card-cost">
        {x.cost.wood > 0 ? <Icon name="wood" /> : null}
        {x.cost.metal > 0 ? <Icon name="metal" /> : null}
        {x.power > 0 ? <Icon name="power" /> : null}
        {t({ code: 'ui.cost' })}: {W.cost(x)}
      </span>
      {eff ? (
        <span class="rw-card-effect">
          <Icon name={EFFECT_ICON[x.effect.kind] ?? 'play'} />
          {eff}
        </span>
      ) : null}
    </span>
  );
}

/** A revealed mission: its rows (what each needs, what it gives) and the track its cube comes from. */
export function MissionText({ id, t, lang }: { id: number; t: T; lang: string }): JSX.Element {
  const W = words(t, lang);
  const m = MISSIONS[id];
  return (
    <span class="rw-mission-text" data-testid={`rw-mission-text-${id}`}>
      {W.missionRows(id).map((row) => (
        <span key={row} class="rw-mission-row">
          {row}
        </span>
      ))}
      {m ? (
        <span class="rw-mission-row">
          {t({ code: `track.${m.part === 'house' ? 'grey' : 'brown'}` })} ·{' '}
          {t({ code: 'mission.reveal', params: { gain: W.gain(m.reveal) } })}
        </span>
      ) : null}
    </span>
  );
}
