// Rats of Wistar: an invention drawn as a card face — a frame per type (house, tool, automaton) and tier, the name
// first, the points badge, the cost strip of coins, the skills it carries and what its effect does, all from data.ts.

import type { JSX } from 'preact';
import type { Message } from '../../../engine/game';
import type { Invention } from '../data';
import { card } from '../rules/core';
import { Coin, EffectLine, GainCoins, SkillCoins, VpBadge } from './CardParts';
import { Icon } from './icons';
import { words } from './words';
import './cards.css';

type T = (m: Message) => string;
export const invOf = (c: number): Invention => card(c);

/**
 * One invention card. `afford` is whether the viewer could pay for it now (from the rules' own check); `false`
 * marks the card in words, `undefined` says nothing (another seat's cards, or no viewer).
 */
export function InventionCard({
  c,
  t,
  lang,
  afford,
}: {
  c: number;
  t: T;
  lang: string;
  afford?: boolean;
}): JSX.Element {
  const x = invOf(c);
  const W = words(t, lang);
  const eff = W.effect(x.effect);
  const free = x.cost.wood === 0 && x.cost.metal === 0;
  return (
    <span
      class={`rw-face rw-inv rw-kind-${x.type} rw-tier-${x.tier}${afford === false ? ' rw-cant' : ''}`}
      data-testid={`rw-card-${c}`}
      data-card={x.id}
    >
      <span class="rw-face-head">
        <span class="rw-face-name">
          <Icon name={x.type} />
          {t({ code: 'card.name', params: { type: t({ code: `type.${x.type}` }), n: x.id } })}
          <span class="game-sr">{W.sep}</span>
        </span>
        <span class="rw-face-tier">
          {t({ code: `card.${x.tier}` })}
          <span class="game-sr">{W.sep}</span>
        </span>
        <VpBadge vp={x.vp} t={t} />
      </span>
      <span class="rw-cost-strip" data-testid="rw-cost">
        <span class="rw-cost-label">
          {t({ code: 'ui.cost' })}
          {W.colon}
        </span>
        {free ? <span class="rw-coin-word">{t({ code: 'card.free' })}</span> : <GainCoins gain={x.cost} t={t} />}
        {x.power > 0 ? <Coin icon="power">{t({ code: `card.power${x.power}` })}</Coin> : null}
        {x.needs.length > 0 ? (
          <span class="rw-needs">
            {t({ code: 'card.needs', params: { skills: '' } }).trim()}
            <SkillCoins skills={x.needs} t={t} />
          </span>
        ) : null}
        <span class="game-sr">{W.sep}</span>
      </span>
      {x.icons.length > 0 ? (
        <span class="rw-face-skills">
          {t({ code: 'card.icons', params: { skills: '' } }).trim()}
          <SkillCoins skills={x.icons} t={t} />
          <span class="game-sr">{W.sep}</span>
        </span>
      ) : null}
      {eff ? <EffectLine kind={x.effect.kind}>{eff}</EffectLine> : null}
      {afford === false ? (
        <span class="rw-cant-note" data-testid="rw-cant-pay">
          <span class="game-sr">{W.sep}</span>
          {t({ code: 'card.cant-pay' })}
        </span>
      ) : null}
    </span>
  );
}
