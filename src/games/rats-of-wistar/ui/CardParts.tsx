// Rats of Wistar: the pieces every drawn card face shares — the cost strip of coins, the points badge and a
// symbol-with-words line. Each coin and badge carries its word; the symbol only helps the eye.

import type { ComponentChildren, JSX } from 'preact';
import type { Message } from '../../../engine/game';
import type { Gain, Skill } from '../data';
import { fullGain } from '../rules/core';
import { Icon, type IconName } from './icons';

type T = (m: Message) => string;
const GAIN_ICON: Record<string, IconName> = {
  wood: 'wood',
  metal: 'metal',
  move: 'move',
  wild: 'wild',
  card: 'card',
  potion: 'potion',
  vp: 'mission',
};
const GAIN_KEYS = ['wood', 'metal', 'move', 'wild', 'card', 'potion', 'vp'] as const;

/** One coin: a drawn symbol in a round token, with its amount in words beside it. */
export function Coin({ icon, children }: { icon: IconName; children: ComponentChildren }): JSX.Element {
  return (
    <span class="rw-coin">
      <span class="rw-coin-disc">
        <Icon name={icon} />
      </span>
      <span class="rw-coin-word">{children}</span>
      <span class="game-sr"> </span>
    </span>
  );
}

/** The coins of a gain or a payment (wood, metal, tokens, cards, potions, points), one per kind. */
export function GainCoins({ gain, t, none }: { gain: Gain; t: T; none?: string }): JSX.Element {
  const all = fullGain(gain);
  const coins = GAIN_KEYS.flatMap((k) => {
    const n = all[k];
    return n > 0
      ? [
          <Coin key={k} icon={GAIN_ICON[k] ?? 'play'}>
            {t({ code: `w.${k}`, params: { n } })}
          </Coin>,
        ]
      : [];
  });
  return <>{coins.length > 0 ? coins : none ? <span class="rw-coin-word">{none}</span> : null}</>;
}

/** A coin per skill (gear, lens, flask), each with its word. */
export function SkillCoins({ skills, t }: { skills: readonly Skill[]; t: T }): JSX.Element {
  return (
    <>
      {skills.map((k, i) => (
        <Coin key={`${k}${i}`} icon={k}>
          {t({ code: `skill.${k}` })}
        </Coin>
      ))}
    </>
  );
}

/** The points badge in a card's top corner. */
export function VpBadge({ vp, t }: { vp: number; t: T }): JSX.Element {
  return <span class="rw-vp">{t({ code: 'w.vp', params: { n: vp } })}</span>;
}

const EFFECT_ICON: Record<string, IconName> = {
  now: 'play',
  income: 'move',
  once: 'potion',
  boost: 'power',
  attack: 'explore',
  end: 'mission',
};

/** A card's effect: the symbol of its kind (when played, income, once a round…), then its words beside it. */
export function EffectLine({ kind, children }: { kind: string; children: ComponentChildren }): JSX.Element {
  return (
    <span class="rw-effect">
      <Icon name={EFFECT_ICON[kind] ?? 'play'} />
      <span>{children}</span>
    </span>
  );
}
