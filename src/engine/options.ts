// Setup options read from untrusted input (the setup form, an import file) by the option specs a game declares.

import type { GameMeta, OptionChoice, OptionSpec } from './meta';

export type OptionValue = OptionChoice['value'];
export type OptionChoices = Readonly<Record<string, OptionValue>>;

/**
 * Whether `spec` is offered for `seats` players, given the choices of the options declared before it (`shownWhen`
 * reads those).
 */
export function optionApplies(spec: OptionSpec, seats: number, earlier: OptionChoices): boolean {
  if (spec.forSeats && !spec.forSeats.includes(seats)) return false;
  return !spec.shownWhen || earlier[spec.shownWhen.key] === spec.shownWhen.value;
}

/**
 * The choices of `raw` for `seats` players, one per option the game's meta declares: a missing key, or an option
 * that does not apply (to this player count, or while an earlier choice hides it), takes its value from `defaults`. Null when the player count is not the
 * game's, `raw` is not an object, or a value is not one of the option's choices. Keys the meta does not declare are
 * ignored, so a game maps the result to its own options type (and may first upgrade an old save's shape).
 */
export function readOptionChoices(
  meta: Pick<GameMeta, 'options' | 'players'>,
  raw: unknown,
  seats: number,
  defaults: OptionChoices,
): OptionChoices | null {
  if (!Number.isInteger(seats) || seats < meta.players.min || seats > meta.players.max) return null;
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return null;
  const given = raw as Readonly<Record<string, unknown>>;
  const out: Record<string, OptionValue> = { ...defaults };
  for (const spec of meta.options) {
    const fallback = defaults[spec.key];
    if (fallback === undefined) throw new Error(`readOptionChoices: no default for option ${spec.key}`);
    const applies = optionApplies(spec, seats, out);
    const value = applies && Object.hasOwn(given, spec.key) ? given[spec.key] : fallback;
    const choice = spec.choices.find((c) => c.value === value);
    if (!choice) return null;
    out[spec.key] = choice.value;
  }
  return out;
}
