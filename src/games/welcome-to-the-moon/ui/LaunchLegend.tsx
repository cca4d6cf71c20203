// The Launch's key to our own glyphs on the sheet (rockets, activation, build, sabotage, arrows), in the viewer's words.

import type { Say } from './box-words';

const GLYPHS = [
  ['▲2', 'ui.legend-rockets', ''],
  ['▲2', 'ui.legend-needs', ' wtm-legend-dashed'],
  ['↗', 'ui.legend-activation', ''],
  ['X', 'ui.legend-x', ''],
  ['!', 'ui.legend-sabotage', ' wtm-legend-sabotage'],
  ['○ ●', 'ui.legend-arrow', ''],
] as const;

export function LaunchLegend({ say }: { say: Say }) {
  return (
    <details class="wtm-legend" data-testid="legend" open>
      <summary>{say('ui.legend')}</summary>
      <dl>
        {GLYPHS.map(([glyph, code, cls]) => (
          <div key={code} class="wtm-legend-row">
            <dt class={`wtm-legend-glyph${cls}`}>{glyph}</dt>
            <dd>{say(code)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
