// The new-game form: player count, seats (names, colours, bots), options; then a fresh seed and the stored game.

import { useState } from 'preact/hooks';
import type { Message } from '../../engine/game';
import type { OptionSpec } from '../../engine/meta';
import { type OptionValue, optionApplies } from '../../engine/options';
import type { Lang } from '../../engine/text';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { SEAT_COLORS } from '../../ui/seat-colors';
import { makeTranslate, tr } from '../i18n/translate';
import { loadModule } from '../models/load-game';
import { navigate } from '../models/route';
import { createGame } from '../models/saves';
import { findEntry, useServices } from '../services';
import { type SeatDraft, SeatEditor } from './SeatEditor';

function initialSeats(): SeatDraft[] {
  return SEAT_COLORS.map((c) => ({ name: '', color: c.id, bot: false }));
}

/** Choosing a colour someone else has swaps the two, so colours stay distinct. */
export function withColor(seats: readonly SeatDraft[], index: number, color: string): SeatDraft[] {
  const old = seats[index]?.color ?? color;
  return seats.map((s, i) => {
    if (i === index) return { ...s, color };
    return s.color === color ? { ...s, color: old } : s;
  });
}

/**
 * The options the form offers for `count` players, in order: an option with `shownWhen` appears only while the earlier
 * option it names is set to that value (`choices` holds each option's chosen index; the first choice when untouched).
 */
export function shownOptions(
  specs: readonly OptionSpec[],
  count: number,
  choices: Readonly<Record<string, number>>,
): OptionSpec[] {
  const earlier: Record<string, OptionValue> = {};
  const shown: OptionSpec[] = [];
  for (const spec of specs) {
    if (!optionApplies(spec, count, earlier)) continue;
    shown.push(spec);
    const chosen = spec.choices[choices[spec.key] ?? 0] ?? spec.choices[0];
    if (chosen) earlier[spec.key] = chosen.value;
  }
  return shown;
}

function OptionField({
  spec,
  lang,
  value,
  onChange,
}: {
  readonly spec: OptionSpec;
  readonly lang: Lang;
  readonly value: number;
  readonly onChange: (choice: number) => void;
}) {
  return (
    <label class="field">
      <span>{spec.label[lang]}</span>
      <select
        data-testid={`option-${spec.key}`}
        value={String(value)}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      >
        {spec.choices.map((c, i) => (
          <option key={i} value={String(i)}>
            {c.label[lang]}
          </option>
        ))}
      </select>
      {spec.help ? <small>{spec.help[lang]}</small> : null}
    </label>
  );
}

export function Setup({ gameId, lang }: { readonly gameId: string; readonly lang: Lang }) {
  const services = useServices();
  const entry = findEntry(services, gameId);
  // Four at the table is the usual evening; games for fewer or more start at their nearest count.
  const [count, setCount] = useState(entry ? Math.min(entry.meta.players.max, Math.max(entry.meta.players.min, 4)) : 2);
  const [seats, setSeats] = useState<SeatDraft[]>(initialSeats);
  const [choices, setChoices] = useState<Readonly<Record<string, number>>>({});
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  if (!entry) {
    return (
      <main class="screen" data-testid="setup">
        <Notice tone="error">{tr('app.game-missing')}</Notice>
      </main>
    );
  }
  const { meta } = entry;
  const active = seats.slice(0, count);
  const options = shownOptions(meta.options, count, choices);
  const counts = Array.from({ length: meta.players.max - meta.players.min + 1 }, (_, i) => meta.players.min + i);

  const start = async () => {
    if (active.every((s) => s.bot)) return setError({ code: 'setup.need-human' });
    setBusy(true);
    setError(null);
    const module = await loadModule(services, gameId);
    if (!module.ok) {
      setBusy(false);
      return setError(module.error);
    }
    const raw = Object.fromEntries(options.map((o) => [o.key, o.choices[choices[o.key] ?? 0]?.value]));
    const named = active.map((s, i) => ({ ...s, name: s.name.trim() || tr('setup.default-name', { n: i + 1 }) }));
    const made = await createGame(services, {
      module: module.value,
      seats: named,
      rawOptions: raw,
      seed: services.newSeed(),
    });
    setBusy(false);
    if (made.ok) navigate({ name: 'play', saveId: made.save.id });
    else setError(made.message);
  };

  return (
    <main class="screen setup" data-testid="setup">
      <p>
        <a href={`#/game/${encodeURIComponent(gameId)}`}>← {meta.name[lang]}</a>
      </p>
      <h1>{tr('setup.title', { game: meta.name[lang] })}</h1>
      <fieldset class="seat-count">
        <legend>{tr('setup.players')}</legend>
        {counts.map((n) => (
          <Button
            key={n}
            look={n === count ? 'primary' : 'secondary'}
            aria-pressed={n === count}
            data-testid={`seat-count-${n}`}
            onClick={() => setCount(n)}
          >
            {n}
          </Button>
        ))}
      </fieldset>
      <div class="seat-editors">
        {active.map((s, i) => (
          <SeatEditor
            key={i}
            index={i}
            seat={s}
            lang={lang}
            onChange={(patch) =>
              setSeats((old) => {
                const next = patch.color ? withColor(old, i, patch.color) : old;
                return next.map((x, j) => (j === i ? { ...x, ...patch } : x));
              })
            }
          />
        ))}
      </div>
      {options.length > 0 ? (
        <fieldset class="options">
          <legend>{tr('setup.options')}</legend>
          {options.map((o) => (
            <OptionField
              key={o.key}
              spec={o}
              lang={lang}
              value={choices[o.key] ?? 0}
              onChange={(v) => setChoices((c) => ({ ...c, [o.key]: v }))}
            />
          ))}
        </fieldset>
      ) : null}
      <div role="alert" aria-live="assertive">
        {error ? <Notice tone="error">{makeTranslate(lang, null)(error)}</Notice> : null}
      </div>
      <Button look="primary" data-testid="start-game" disabled={busy} onClick={() => void start()}>
        {tr('setup.start')}
      </Button>
    </main>
  );
}
