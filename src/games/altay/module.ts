// Altay's lazily loaded chunk: rules, bot, words, rules text and table.

import type { GameModule } from '../game-module';
import { bot } from './bot';
import { type AlMove, type AlOptions, type AlState, type AlView, game } from './rules';
import en from './rules.en.md?raw';
import ja from './rules.ja.md?raw';
import { text } from './text';
import { Table } from './ui/Table';

export const gameModule: GameModule<AlState, AlMove, AlOptions, AlView> = {
  game,
  bot,
  text,
  rulesText: { ja, en },
  Table,
};
