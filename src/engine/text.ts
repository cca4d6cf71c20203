// Words for messages: dictionaries per language and placeholder filling ("{seat} wins the trick").

import type { Message, ParamValue, Seat } from './game';

export const LANGS = ['ja', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export type Dictionary = Readonly<Record<string, string>>;
/** A game's (or the app's) words, by language. Both languages must have the same keys (tested). */
export type TextBundle = Readonly<Record<Lang, Dictionary>>;

export interface FormatContext {
  readonly lang: Lang;
  /** Looked up in order; the first dictionary with the key wins. */
  readonly dictionaries: readonly TextBundle[];
  readonly seatName: (seat: Seat) => string;
}

function lookup(code: string, ctx: FormatContext): string | undefined {
  for (const bundle of ctx.dictionaries) {
    const hit = bundle[ctx.lang][code];
    if (hit !== undefined) return hit;
  }
  return undefined;
}

function formatParam(value: ParamValue, ctx: FormatContext): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if ('seat' in value) return ctx.seatName(value.seat);
  return lookup(value.term, ctx) ?? value.term;
}

/** The message in words; an unknown code shows as itself so a missing translation is visible, not blank. */
export function formatMessage(msg: Message, ctx: FormatContext): string {
  const template = lookup(msg.code, ctx) ?? msg.code;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = msg.params?.[name];
    return value === undefined ? whole : formatParam(value, ctx);
  });
}
