// The eight characters in calling order: set aside face up, called now, revealed, assassinated or robbed.

import { RANKS } from '../data';
import type { CtView } from '../rules/types';
import { CharacterHead } from './CharacterHead';
import { charFaceClass } from './symbols';

interface Props {
  readonly view: CtView;
  readonly name: (code: string) => string;
}

export function CharacterTrack({ view, name }: Props) {
  return (
    <ol class="ct-track" data-testid="character-track" aria-label={name('ui.characters')}>
      {RANKS.map((rank) => {
        const marks: string[] = [];
        if (view.faceUp.includes(rank)) marks.push(name('ui.face-up'));
        if (view.killed === rank) marks.push(`✝ ${name('ui.killed')}`);
        if (view.robbed === rank) marks.push(`¤ ${name('ui.robbed')}`);
        const now = view.phase !== 'draft' && view.turn?.rank === rank;
        if (now) marks.push(`▶ ${name('ui.now')}`);
        const out = view.faceUp.includes(rank);
        return (
          <li
            key={rank}
            class={`ct-track-item ${charFaceClass(rank)}${now ? ' ct-now' : ''}${out ? ' ct-out' : ''}`}
            title={name(`ability.${rank}`)}
          >
            <CharacterHead rank={rank} title={name(`char.${rank}`)} />
            {marks.length ? <span class="ct-track-marks">{marks.join(' · ')}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
