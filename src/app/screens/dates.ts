// The date and time formatters of the saved-game lists, one set per language, made on first use: building an Intl
// formatter costs far more than using one, and a list of a thousand saves used to build one per row (issue 33).

import type { Lang } from '../../engine/text';

export interface Formats {
  /** 14:05 */
  readonly time: Intl.DateTimeFormat;
  /** 4 Dec 2026 */
  readonly date: Intl.DateTimeFormat;
  /** 4 Dec 2026, 14:05 */
  readonly stamp: Intl.DateTimeFormat;
  /** today, yesterday, 3 days ago */
  readonly days: Intl.RelativeTimeFormat;
}

const formats = new Map<Lang, Formats>();

export function formatsOf(lang: Lang): Formats {
  const known = formats.get(lang);
  if (known) return known;
  const locale = lang === 'ja' ? 'ja-JP' : 'en-GB';
  const made: Formats = {
    time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
    date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
    stamp: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    days: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  };
  formats.set(lang, made);
  return made;
}
