// Words for messages: dictionaries per language, placeholder filling ("{seat} wins the trick") and plural words
// ("{n} {n|one:game|other:games}": the form Intl.PluralRules picks for the number n, in the message's language).

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

/**
 * `{n|one:seal|other:seals}`: the plural category of param n picks the words (`#` in them is the number); a category
 * the forms lack falls back to other. Japanese needs none: its template just says `{n}枚`.
 */
const PLURAL = /\{(\w+)\|([^{}]*)\}/g;

const pluralRules = new Map<Lang, Intl.PluralRules>();

function pluralCategory(lang: Lang, n: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(n);
}

function pluralWord(forms: string, value: ParamValue | undefined, lang: Lang): string | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return null;
  const byCategory = new Map(forms.split('|').map((f) => [f.slice(0, f.indexOf(':')), f.slice(f.indexOf(':') + 1)]));
  const word = byCategory.get(pluralCategory(lang, n)) ?? byCategory.get('other');
  return word === undefined ? null : word.replaceAll('#', String(n));
}

/** The message in words; an unknown code shows as itself so a missing translation is visible, not blank. */
export function formatMessage(msg: Message, ctx: FormatContext): string {
  const template = lookup(msg.code, ctx) ?? msg.code;
  // Plural words first (they are words of the template, never of a param), then the placeholders in one pass.
  const worded = template.replace(PLURAL, (whole, name: string, forms: string) => {
    return pluralWord(forms, msg.params?.[name], ctx.lang) ?? whole;
  });
  return worded.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = msg.params?.[name];
    return value === undefined ? whole : formatParam(value, ctx);
  });
}
