// Card references ("imperial:knight", "legend:titan", "flare:flare3") and their lookups.

import {
  BEING_DECKS,
  type BeingCard,
  DECKS,
  type DeckId,
  FLARES,
  type FlareCard,
  LEGENDS,
  TASKS,
  type TaskCard,
} from '../data';
import type { Step } from '../vocabulary';

const BEINGS = new Map<string, BeingCard>();
for (const deck of DECKS) for (const c of BEING_DECKS[deck]) BEINGS.set(`${deck}:${c.id}`, c);
for (const c of LEGENDS) BEINGS.set(`legend:${c.id}`, c);
const FLARE_MAP = new Map<string, FlareCard>(FLARES.map((f) => [`flare:${f.id}`, f]));
const TASK_MAP = new Map<string, TaskCard>(TASKS.map((t) => [t.id, t]));

export const deckRefs = (deck: DeckId): string[] => BEING_DECKS[deck].map((c) => `${deck}:${c.id}`);
export const LEGEND_REFS: readonly string[] = LEGENDS.map((c) => `legend:${c.id}`);
export const FLARE_REFS: readonly string[] = FLARES.map((f) => `flare:${f.id}`);

export function being(ref: string): BeingCard {
  const c = BEINGS.get(ref);
  if (!c) throw new Error(`No being ${ref}`);
  return c;
}
export const isBeing = (ref: string): boolean => BEINGS.has(ref);
export const isLegend = (ref: string): boolean => ref.startsWith('legend:');

export function flare(ref: string): FlareCard {
  const f = FLARE_MAP.get(ref);
  if (!f) throw new Error(`No flare ${ref}`);
  return f;
}

export function task(id: string): TaskCard {
  const t = TASK_MAP.get(id);
  if (!t) throw new Error(`No task ${id}`);
  return t;
}

/** The steps an effect run resolves: a being's effect, or the flare halves that apply (top first). */
export function effectSteps(ref: string, halves: readonly ('top' | 'bottom')[]): readonly Step[] {
  if (ref.startsWith('flare:')) {
    const f = flare(ref);
    return halves.flatMap((h) => f[h].effect);
  }
  return being(ref).effect;
}

/** The short card id without its deck ("knight"), for words. */
export const cardId = (ref: string): string => ref.slice(ref.indexOf(':') + 1);
