// Japanese line breaking by phrase: a short label (a button, a tile's name, a prompt) breaks only between phrases,
// never inside a word (「タッ｜プ」, 「エクストリー｜ム」). Chromium does it in CSS (word-break: auto-phrase); elsewhere
// BudouX's phrase model, loaded once the app shows Japanese, puts <wbr> between the phrases of a keep-all span.

import { signal } from '@preact/signals';
import { Fragment } from 'preact';

const splitter = signal<((text: string) => string[]) | null>(null);
let loading: Promise<void> | null = null;

/** Load the phrase model (once); the labels already drawn re-render with their breaks. */
export function loadPhraseBreaks(): Promise<void> {
  loading ??= import('./phrase-model').then(
    (m) => {
      splitter.value = m.parsePhrases;
    },
    () => {
      // Without the model, labels still break where CSS allows: nothing is lost but the nicer breaks.
      loading = null;
    },
  );
  return loading;
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

/** `text` with its phrase breaks marked, when it holds Japanese and the model is loaded; else the text as it is. */
export function Phrases({ text }: { readonly text: string }) {
  const split = splitter.value;
  if (split === null || !JAPANESE.test(text)) return <>{text}</>;
  // A name of katakana words joined by 「・」 is one phrase to the model; it may still break after the dot.
  const parts = split(text).flatMap((p) => p.split(/(?<=・)/));
  return (
    <span class="phrases">
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {p}
        </Fragment>
      ))}
    </span>
  );
}
