// Every message the rules emit must be translated: its code and {term} params in ja and en, and each placeholder given.

import { APP_TEXT } from '../../../src/app/i18n/app-text';
import type { Message, Status } from '../../../src/engine/game';
import { LANGS, type TextBundle } from '../../../src/engine/text';
import { check, show, type Where } from './failure';

const holes = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');

/** Checks messages against the game's words and then the app's, remembering what already passed. */
export class TextChecker {
  private readonly passed = new Set<string>();

  constructor(private readonly text: TextBundle) {}

  /** `origin` says where the message came from in a failure (a function: only worked out then). */
  message(msg: Message, where: Where, from: string | (() => string)): void {
    const origin = () => (typeof from === 'string' ? from : from());
    const params = msg.params ?? {};
    const key = `${msg.code}|${Object.keys(params).sort().join(',')}`;
    if (!this.passed.has(key)) {
      for (const lang of LANGS) {
        const template = this.lookup(msg.code, lang);
        check(
          template !== undefined,
          where,
          () => `${origin()} ${show(msg)}: code "${msg.code}" is missing in text.${lang}`,
        );
        const missing = holes(template ?? '').filter((h) => !(h in params));
        check(
          missing.length === 0,
          where,
          () => `${origin()} ${show(msg)}: text.${lang} needs {${missing.join('}, {')}}`,
        );
      }
      this.passed.add(key);
    }
    for (const value of Object.values(params)) {
      if (typeof value === 'object' && 'term' in value)
        this.code(value.term, where, () => `${origin()} ${show(msg)}: term`);
    }
  }

  /** A bare code (a term, a score category). */
  code(code: string, where: Where, origin: string | (() => string)): void {
    if (this.passed.has(code)) return;
    for (const lang of LANGS) {
      const from = () => (typeof origin === 'string' ? origin : origin());
      check(this.lookup(code, lang) !== undefined, where, () => `${from()} "${code}" is missing in text.${lang}`);
    }
    this.passed.add(code);
  }

  status(st: Status, where: Where): void {
    if (st.kind === 'turn') {
      this.message(st.prompt, where, 'status prompt');
      return;
    }
    for (const score of st.scores) {
      for (const c of score.categories) this.code(c.code, where, `score category of seat ${score.seat}`);
    }
    if (st.tieBreak) this.message(st.tieBreak, where, 'tieBreak');
    if (st.verdict) this.message(st.verdict, where, 'verdict');
  }

  private lookup(code: string, lang: (typeof LANGS)[number]): string | undefined {
    return this.text[lang][code] ?? APP_TEXT[lang][code];
  }
}
