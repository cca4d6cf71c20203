// Rats of Wistar's words: both languages, every code the rules can emit, the same placeholders.
import { MAIN_ACTIONS, REGIONS } from '../../../src/games/rats-of-wistar/data';
import { text } from '../../../src/games/rats-of-wistar/text';
import { describeTextBundle } from '../../support/text-bundle';

const codes = [
  ...[
    'draft',
    'place',
    'act',
    'step-dig',
    'step-bed',
    'step-invent',
    'step-explore',
    'step-bonusExplore',
    'step-move',
    'potion',
    'play',
    'mission',
    'cube',
  ].map((c) => `prompt.${c}`),
  ...MAIN_ACTIONS.map((a) => `action.${a}`),
  ...REGIONS.map((r) => `region.${r}`),
  ...['abilities', 'beds', 'rooms', 'guests', 'inventions', 'end-effects', 'power', 'leftovers', 'wild', 'bonus'].map(
    (c) => `score.${c}`,
  ),
  'tie.turn-order',
  'ui.designed',
];
describeTextBundle(text, codes);
