// The viewer's own characters this round (hidden from everyone else until called).

import type { Rank } from '../data';
import { CharacterHead } from './CharacterHead';
import { charFaceClass } from './symbols';

interface Props {
  readonly chars: readonly Rank[];
  readonly name: (code: string) => string;
}

export function MyCharacters({ chars, name }: Props) {
  if (chars.length === 0) return null;
  return (
    <section class="ct-panel ct-mine" data-testid="my-characters">
      <h2 class="game-heading">{name('ui.my-chars')}</h2>
      <div class="ct-row">
        {chars.map((rank) => (
          <span key={rank} class={`ct-char ct-char-static ${charFaceClass(rank)}`} title={name(`ability.${rank}`)}>
            <CharacterHead rank={rank} title={name(`char.${rank}`)} />
            <small>{name(`ability.${rank}`)}</small>
          </span>
        ))}
      </div>
    </section>
  );
}
