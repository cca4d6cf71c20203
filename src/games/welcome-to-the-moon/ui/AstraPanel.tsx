// ASTRA's side in solo: its level, the cards it holds per action with the level's multipliers, how its score is
// made up (the total comes from the view), its bonuses and deck, and on The Launch its 81-rocket track.

import { ACTIONS, ASTRA_ADVENTURE, ASTRA_LAUNCH, ASTRA_LEVELS } from '../data';
import type { SoloView } from '../rules/types';
import type { Say } from './box-words';

const PER_ROW = 27;

function RocketTrack({ crossed, say }: { crossed: number; say: Say }) {
  const n = ASTRA_LAUNCH.rockets;
  return (
    <svg
      class="wtm-astra-track"
      viewBox={`0 0 ${PER_ROW * 12 + 4} ${Math.ceil(n / PER_ROW) * 12 + 4}`}
      role="img"
      aria-label={say('ui.astra-rockets', { crossed, of: n })}
      data-testid="astra-rockets"
    >
      {Array.from({ length: n }, (_, i) => (
        <circle
          key={i}
          class={`wtm-rocket${i < crossed ? ' wtm-crossed' : ''}`}
          cx={8 + (i % PER_ROW) * 12}
          cy={8 + Math.floor(i / PER_ROW) * 12}
          r={4.5}
        />
      ))}
    </svg>
  );
}

export interface AstraPanelProps {
  readonly solo: SoloView;
  readonly adventure: number;
  /** Start with the details open (tablets); on phones the summary line alone keeps the sheet in view. */
  readonly open: boolean;
  readonly say: Say;
}

export function AstraPanel({ solo, adventure, open, say }: AstraPanelProps) {
  const level = ASTRA_LEVELS[solo.level - 1];
  const extra = ASTRA_ADVENTURE[adventure];
  return (
    <details class="wtm-astra" data-testid="astra" open={open}>
      <summary class="wtm-astra-head">
        {say('ui.astra', {
          level: solo.level,
          name: level?.name ?? '',
          score: solo.astraScore,
          bonus: solo.astraBonus - solo.astraBonusUsed,
        })}
      </summary>
      <table class="wtm-astra-cards" data-testid="astra-cards">
        <thead>
          <tr>
            <th>{say('ui.astra-action')}</th>
            <th>{say('ui.astra-cards')}</th>
            <th>{say(adventure === 1 ? 'ui.astra-rockets-per-card' : 'ui.astra-mult')}</th>
          </tr>
        </thead>
        <tbody>
          {ACTIONS.map((a) => (
            <tr key={a} data-testid={`astra-${a}`}>
              <th>{say(`term.${a}`)}</th>
              <td>{solo.astraCards[a]}</td>
              <td>{`×${level?.mult[a] ?? 0}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {adventure === 1 ? (
        <>
          <p class="wtm-astra-how">
            {say('ui.astra-how-1', { crossed: solo.astraRockets, of: ASTRA_LAUNCH.rockets, score: solo.astraScore })}
          </p>
          <RocketTrack crossed={solo.astraRockets} say={say} />
        </>
      ) : (
        <p class="wtm-astra-how">
          {say('ui.astra-how', {
            fixed: extra?.fixed ?? 0,
            level: solo.level,
            levelMult: extra?.levelMult ?? 0,
            score: solo.astraScore,
          })}
        </p>
      )}
      <p class="wtm-astra-how">
        {say('ui.astra-bonus', {
          left: solo.astraBonus - solo.astraBonusUsed,
          used: solo.astraBonusUsed,
          deck: solo.deckSize,
          runs: solo.exhausted,
        })}
      </p>
    </details>
  );
}
