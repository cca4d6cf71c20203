// The rule module of each implemented adventure, by number.

import type { Adventure } from '../../data';
import { launch } from './1';
import { journey } from './2';
import { colony } from './3';
import { mine } from './4';
import { dome } from './5';
import { virus } from './6';
import { escapeRules } from './7';
import { battle } from './8';
import type { AdventureRules } from './types';

const RULES: Readonly<Record<Adventure, AdventureRules>> = {
  1: launch,
  2: journey,
  3: colony,
  4: mine,
  5: dome,
  6: virus,
  7: escapeRules,
  8: battle,
};

export function adventureRules(adventure: Adventure): AdventureRules {
  return RULES[adventure];
}
