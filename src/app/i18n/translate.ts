// Turning Message values into words for the current language: app words, optionally after a game's words.

import type { Message, Seat } from '../../engine/game';
import { type FormatContext, formatMessage, type Lang, type TextBundle } from '../../engine/text';
import { settings } from '../models/settings';
import { APP_TEXT, type AppTextKey } from './app-text';

export type Translate = (msg: Message) => string;

export function makeTranslate(
  lang: Lang,
  gameText: TextBundle | null,
  seatName: (seat: Seat) => string = (s) => String(s + 1),
): Translate {
  const ctx: FormatContext = { lang, dictionaries: gameText ? [gameText, APP_TEXT] : [APP_TEXT], seatName };
  return (msg) => formatMessage(msg, ctx);
}

/** App words by key, in the current language (reads the settings signal, so components re-render on change). */
export function tr(code: AppTextKey, params?: Message['params']): string {
  return makeTranslate(settings.value.lang, null)({ code, params });
}
