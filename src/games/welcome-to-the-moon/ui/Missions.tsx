// The three mission cards in play: condition in words, first and later rewards, and whether someone already did it.

import { missionById } from '../data';

export interface MissionsProps {
  readonly missions: readonly number[];
  readonly claimed: readonly boolean[];
  /** The viewer's (or shown seat's) own results per mission. */
  readonly mine: readonly (string | null)[];
  readonly t: (code: string, params?: Record<string, string | number>) => string;
  /** The Dome pays missions from its missions track, not from the card: the values in force on the shown sheet. */
  readonly track?: { readonly first: number; readonly later: number };
}

export function Missions({ missions, claimed, mine, t, track }: MissionsProps) {
  return (
    <section class="wtm-missions" aria-label={t('ui.missions')}>
      {missions.map((id, k) => {
        const card = missionById(id);
        return (
          <div key={id} class={`wtm-mission${mine[k] ? ' wtm-done' : ''}`} data-testid={`mission-${card.stack}`}>
            <strong>{card.stack}</strong> {t(`mission.${id}`)}
            <span class="wtm-reward">
              {t(claimed[k] ? 'ui.reward-later' : 'ui.reward-first', track ?? { first: card.first, later: card.later })}
            </span>
            {mine[k] ? <span class="wtm-tick">✓</span> : null}
          </div>
        );
      })}
    </section>
  );
}
