// The draft: the characters handed to the viewer; pick one, then confirm (the choice stays hidden from the next player).

import { useState } from 'preact/hooks';
import { BarActions, BarButton } from '../../../ui/decision-bar';
import { Phrases } from '../../../ui/Phrases';
import type { Rank } from '../data';
import type { CtMove } from '../rules/types';
import { CharacterHead } from './CharacterHead';
import { charFaceClass } from './symbols';

interface Props {
  readonly choices: readonly Rank[];
  readonly discard: boolean;
  /** Options that are the face-down card (7 players, last pick). */
  readonly faceDown: readonly Rank[];
  readonly onMove: (m: CtMove) => void;
  readonly name: (code: string, params?: Record<string, string | number>) => string;
}

export function DraftPicker({ choices, discard, faceDown, onMove, name }: Props) {
  const [picked, setPicked] = useState<Rank | null>(null);
  const chosen = picked !== null && choices.includes(picked) ? picked : null;
  const confirm = () => {
    if (chosen === null) return;
    setPicked(null);
    onMove(discard ? { kind: 'discardDraft', character: chosen } : { kind: 'draft', character: chosen });
  };
  return (
    <section class="ct-panel ct-draft" data-testid="draft">
      <h2 class="game-heading">{name(discard ? 'ui.discard-title' : 'ui.draft-title')}</h2>
      <div class="ct-draft-options">
        {choices.map((rank) => (
          <button
            key={rank}
            type="button"
            class={`ct-char ${charFaceClass(rank)}${chosen === rank ? ' ct-selected' : ''}`}
            data-testid={`draft-option-${rank}`}
            data-legal="true"
            aria-pressed={chosen === rank}
            onClick={() => setPicked(rank)}
          >
            <CharacterHead rank={rank} title={name(`char.${rank}`)} />
            <small>{name(`ability.${rank}`)}</small>
            {faceDown.includes(rank) ? <em class="ct-muted">{name('ui.from-face-down')}</em> : null}
          </button>
        ))}
      </div>
      <p class="ct-draft-detail" data-testid="draft-detail" aria-live="polite">
        {/* Japanese breaks between phrases (after the full-width colon, never inside a word such as 「不｜可」). */}
        <Phrases
          text={
            chosen === null
              ? name('ui.draft-hint')
              : name('ui.draft-detail', { char: name(`char.${chosen}`), ability: name(`ability.${chosen}`) })
          }
        />
      </p>
      <BarActions>
        <BarButton kind="confirm" primary testId="draft-confirm" disabled={chosen === null} onClick={confirm}>
          {name('ui.confirm')}
        </BarButton>
      </BarActions>
    </section>
  );
}
