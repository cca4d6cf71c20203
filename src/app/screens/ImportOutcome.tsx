// What an import did, in words: the games that came in, those already here, odd dates, and each game left out with
// its reason (a rule's reason in that game's own words, once its chunk is loaded).

import { useEffect, useState } from 'preact/hooks';
import type { Message, ParamValue } from '../../engine/game';
import type { Lang, TextBundle } from '../../engine/text';
import { findGame } from '../../games/registry';
import type { ImportError, ImportSummary } from '../../storage/types';
import { Notice } from '../../ui/Notice';
import { makeTranslate, tr } from '../i18n/translate';
import { settings } from '../models/settings';

/** The importer counts games and moves from 0; people count from 1, and a refusal reason is a rule's own code. */
export function importMessage(e: {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}): Message {
  const params: Record<string, ParamValue> = {};
  for (const [k, v] of Object.entries(e.params ?? {})) {
    if ((k === 'game' || k === 'index' || k === 'first') && typeof v === 'number') params[k] = v + 1;
    else if (k === 'reason' && typeof v === 'string') params[k] = { term: v };
    else params[k] = v;
  }
  return { code: e.code, params };
}

export type Outcome =
  | { readonly ok: true; readonly summary: ImportSummary }
  | { readonly ok: false; readonly error: ImportError }
  | { readonly ok: false; readonly reason: Message }
  | null;

/** One line per kind of result that happened: new games, copies, games carried further, games already here. */
function summaryLines(s: ImportSummary): string[] {
  const lines: string[] = [];
  const fresh = s.imported - s.copies;
  if (fresh > 0) lines.push(tr('settings.imported-new', { n: fresh }));
  if (s.copies > 0) lines.push(tr('settings.imported-copies', { n: s.copies }));
  if (s.updated > 0) lines.push(tr('settings.imported-updated', { n: s.updated }));
  if (s.skipped > 0) lines.push(tr('settings.imported-skipped-n', { n: s.skipped }));
  if (s.oddDates > 0) lines.push(tr('settings.imported-odd-dates', { n: s.oddDates }));
  return lines;
}

/** A refusal in words. A rule's reason whose words need values the importer did not keep reads as "not allowed". */
export function refusalWords(e: ImportError, lang: Lang, gameText: TextBundle | null): string {
  const t = makeTranslate(lang, gameText);
  let words = t(importMessage(e));
  if (/\{\w+\}/.test(words) && typeof e.params?.reason === 'string') {
    words = t(importMessage({ ...e, params: { ...e.params, reason: 'engine.illegal-move' } }));
  }
  const gameId = e.params?.gameId;
  const name = typeof gameId === 'string' ? findGame(gameId)?.meta.name[lang] : undefined;
  return name ? t({ code: 'settings.refused-game', params: { name, reason: words } }) : words;
}

/** The words of the games named in the refusals, loaded from their chunks (a refusal shows at once, in app words). */
function useGameTexts(refused: readonly ImportError[]): ReadonlyMap<string, TextBundle> {
  const [texts, setTexts] = useState<ReadonlyMap<string, TextBundle>>(new Map());
  const ids = [...new Set(refused.map((e) => e.params?.gameId).filter((id): id is string => typeof id === 'string'))];
  const key = ids.join('\n');
  useEffect(() => {
    let live = true;
    const known = ids.flatMap((id) => {
      const entry = findGame(id);
      return entry ? [entry.load().then((m) => [id, m.text] as const)] : [];
    });
    void Promise.allSettled(known).then((loaded) => {
      const found = loaded.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      if (live && found.length > 0) setTexts(new Map(found));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return texts;
}

const textOf = (texts: ReadonlyMap<string, TextBundle>, e: ImportError): TextBundle | null => {
  const id = e.params?.gameId;
  return typeof id === 'string' ? (texts.get(id) ?? null) : null;
};

function RefusedList({ refused }: { readonly refused: readonly ImportError[] }) {
  const texts = useGameTexts(refused);
  const lang = settings.value.lang;
  if (refused.length === 0) return null;
  return (
    <ul class="import-refused" data-testid="import-refused">
      {refused.map((e) => (
        <li key={`${String(e.params?.game)}-${e.code}`}>{refusalWords(e, lang, textOf(texts, e))}</li>
      ))}
    </ul>
  );
}

/** A refused file: why, and for a file whose every game was refused, each game's reason. */
function ImportRefused({ error }: { readonly error: ImportError }) {
  const texts = useGameTexts([error]);
  return (
    <Notice tone="error" testId="import-error">
      {tr('settings.import-refused', { reason: refusalWords(error, settings.value.lang, textOf(texts, error)) })}
      <RefusedList refused={error.games ?? []} />
    </Notice>
  );
}

export function ImportOutcome({ outcome }: { readonly outcome: Outcome }) {
  const t = makeTranslate(settings.value.lang, null);
  if (outcome?.ok === false && 'error' in outcome) return <ImportRefused error={outcome.error} />;
  if (outcome?.ok === true) {
    return (
      <Notice tone={outcome.summary.refused.length > 0 ? 'warning' : 'success'} testId="import-ok">
        {tr('settings.import-done')}
        <ul class="import-summary">
          {summaryLines(outcome.summary).map((line) => (
            <li key={line}>{line}</li>
          ))}
          {outcome.summary.refused.length > 0 ? (
            <li>
              {tr('settings.imported-refused', { n: outcome.summary.refused.length })}
              <RefusedList refused={outcome.summary.refused} />
            </li>
          ) : null}
        </ul>
      </Notice>
    );
  }
  if (outcome?.ok === false) {
    return (
      <Notice tone="error" testId="import-error">
        {tr('settings.import-refused', { reason: t(outcome.reason) })}
      </Notice>
    );
  }
  return null;
}
