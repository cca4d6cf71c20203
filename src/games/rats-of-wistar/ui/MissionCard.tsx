// Rats of Wistar: a revealed mission drawn as a card face — its name first, the cube colour it takes (house grey,
// cellar brown), its reveal bonus, and each row: what it costs and needs, and what it gives. Rows the viewer has
// done are marked in words.

import type { JSX } from 'preact';
import type { Message } from '../../../engine/game';
import { MISSIONS } from '../data';
import { GainCoins, SkillCoins } from './CardParts';
import { Icon } from './icons';
import { words } from './words';

type T = (m: Message) => string;

export function MissionCard({
  id,
  t,
  lang,
  done = 0,
}: {
  id: number;
  t: T;
  lang: string;
  /** Rows the viewer has completed. */
  done?: number;
}): JSX.Element | null {
  const W = words(t, lang);
  const m = MISSIONS[id];
  if (!m) return null;
  const track = m.part === 'house' ? 'grey' : 'brown';
  return (
    <span class={`rw-face rw-mission-card rw-part-${m.part}`} data-testid={`rw-mission-text-${id}`}>
      <span class="rw-face-head">
        <span class="rw-face-name">
          <Icon name="mission" />
          {t({ code: 'ui.mission', params: { n: id, part: t({ code: `part.${m.part}` }) } })}
          <span class="game-sr">{W.sep}</span>
        </span>
        <span class={`rw-cube rw-cube-${track}`}>{t({ code: `track.${track}` })}</span>
      </span>
      <span class="rw-face-line">
        {t({ code: 'mission.reveal', params: { gain: '' } }).trim()}
        <GainCoins gain={m.reveal} t={t} />
        <span class="game-sr">{W.sep}</span>
      </span>
      {m.rows.map((r, i) => (
        <span key={`${id}.${i}`} class={`rw-mrow${i < done ? ' rw-mrow-done' : ''}`} data-testid={`rw-mrow-${id}-${i}`}>
          <span class="rw-mrow-n">{t({ code: 'mission.row-n', params: { row: i + 1 } })}</span>
          <GainCoins gain={r.pay} t={t} />
          <SkillCoins skills={r.skills} t={t} />
          {!(r.pay.wood || r.pay.metal) && r.skills.length === 0 ? (
            <span class="rw-coin-word">{t({ code: 'w.nothing' })}</span>
          ) : null}
          <span class="rw-arrow">→</span>
          <GainCoins gain={r.reward} t={t} />
          {i < done ? <span class="rw-done-note">{t({ code: 'mission.row-done' })}</span> : null}
        </span>
      ))}
    </span>
  );
}
