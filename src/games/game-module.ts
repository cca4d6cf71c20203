// What a game's lazily loaded chunk provides to the app: rules, bot, words, rules text and its table.

import type { ComponentType } from 'preact';
import type { Bot } from '../engine/bot';
import type { Game } from '../engine/game';
import type { TextBundle } from '../engine/text';
import type { TableProps } from '../ui/table-props';

export interface GameModule<S = unknown, M = unknown, O = unknown, V = unknown> {
  readonly game: Game<S, M, O, V>;
  readonly bot: Bot<V, M>;
  /** Prompts, rule errors, log lines, score categories and terms, in ja and en. */
  readonly text: TextBundle;
  /** The rules in our own words, as Markdown, per language. */
  readonly rulesText: { readonly ja: string; readonly en: string };
  readonly Table: ComponentType<TableProps<V, M>>;
}
