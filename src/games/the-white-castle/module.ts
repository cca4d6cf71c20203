// The White Castle's lazily loaded chunk: rules, bot, words, rules text and table.

import type { GameModule } from '../game-module';
import { bot } from './bot';
import { game, type WcMove, type WcOptions, type WcState, type WcView } from './rules';
import en from './rules.en.md?raw';
import ja from './rules.ja.md?raw';
import { text } from './text';
import { Table } from './ui/Table';

export const gameModule: GameModule<WcState, WcMove, WcOptions, WcView> = {
  game,
  bot,
  text,
  rulesText: { ja, en },
  Table,
};
