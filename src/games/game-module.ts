// What a game's lazily loaded chunk provides to the app: rules, bot, words, rules text and its table.

import type { VNode } from 'preact';
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
  /**
   * The game's table, a function component of its own view and moves. Method syntax on purpose, like `Game`:
   * method parameters are checked bivariantly, so each game's module is assignable to `GameModule` as it is.
   */
  Table(props: TableProps<V, M>): VNode | null;
}
