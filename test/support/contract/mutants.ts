// Well-typed illegal moves, made from legal ones: validate must refuse (return an error for) every one of them.
//
// A mutant changes one value of a legal move to another value of the same type: a value the same field held in
// another legal move of that kind (this seat's, another seat's, an earlier state's) or in a move of another kind
// (the `color` of a hand-back offered to a take), a number ±1, or the `kind` of another move with exactly the
// same fields. Moves that were legal earlier but are not now are tried as well.

import { canonicalJson } from '../../../src/engine/json';
import { type Rng, shuffle } from '../../../src/engine/random';

type Json = unknown;

/** The value at one place inside a move; `path` generalises array indices to `[]` so all slots share a pool. */
interface Slot {
  readonly at: readonly (string | number)[];
  readonly path: string;
  readonly value: Json;
}

const POOL_VALUES = 24;
const POOL_MOVES = 96;

const kindOf = (m: Json): string =>
  m !== null && typeof m === 'object' && 'kind' in m && typeof m.kind === 'string' ? m.kind : '';

const typeTag = (v: Json): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

const shapeOf = (m: Json): string =>
  m !== null && typeof m === 'object' && !Array.isArray(m) ? Object.keys(m).sort().join(',') : typeTag(m);

function slotsOf(value: Json, at: readonly (string | number)[] = [], path = ''): Slot[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value as Record<string, Json>);
  return entries.flatMap(([key, child]) => {
    const childPath = `${path}${typeof key === 'number' ? '[]' : `.${key}`}`;
    const here = [...at, key];
    return [{ at: here, path: childPath, value: child }, ...slotsOf(child, here, childPath)];
  });
}

function replaced(value: Json, at: readonly (string | number)[], next: Json): Json {
  const [head, ...rest] = at;
  if (head === undefined) return next;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, next) : v));
  const obj = value as Record<string, Json>;
  return { ...obj, [head]: replaced(obj[head], rest, next) };
}

/** What legal moves looked like so far in one playout: values per kind and field, shapes per kind, whole moves. */
export class MovePool {
  private readonly values = new Map<string, Map<string, Json>>();
  private readonly shapes = new Map<string, string>();
  private readonly moves = new Map<string, Json>();

  add(moves: readonly Json[]): void {
    for (const m of moves) {
      const kind = kindOf(m);
      this.shapes.set(kind, shapeOf(m));
      for (const slot of slotsOf(m)) {
        this.remember(`${kind}${slot.path}`, slot.value);
        this.remember(`*${slot.path}`, slot.value);
      }
      const key = canonicalJson(m);
      this.moves.delete(key);
      this.moves.set(key, m);
      if (this.moves.size > POOL_MOVES) this.moves.delete(this.moves.keys().next().value ?? '');
    }
  }

  /** Up to `limit` mutants of `legal` that equal no legal move, in a seeded order. */
  mutants(legal: readonly Json[], rng: Rng, limit: number): [Json[], Rng] {
    const legalKeys = new Set(legal.map((m) => canonicalJson(m)));
    const [sources, r1] = shuffle(rng, legal);
    const found = new Map<string, Json>();
    const offer = (m: Json) => {
      const key = canonicalJson(m);
      if (!legalKeys.has(key)) found.set(key, m);
    };
    for (const m of this.moves.values()) offer(m);
    for (const m of sources.slice(0, 6)) for (const mutant of this.mutantsOf(m)) offer(mutant);
    const [picked, r2] = shuffle(r1, [...found.values()]);
    return [picked.slice(0, limit), r2];
  }

  private mutantsOf(m: Json): Json[] {
    const kind = kindOf(m);
    const out: Json[] = [];
    for (const slot of slotsOf(m)) {
      if (slot.path === '.kind') {
        out.push(...this.kindSwaps(m, kind));
        continue;
      }
      const tag = typeTag(slot.value);
      const own = canonicalJson(slot.value);
      const seen = new Set([own]);
      for (const pool of [`${kind}${slot.path}`, `*${slot.path}`]) {
        for (const [key, v] of this.values.get(pool) ?? []) {
          if (seen.has(key) || typeTag(v) !== tag) continue;
          seen.add(key);
          out.push(replaced(m, slot.at, v));
        }
      }
      if (typeof slot.value === 'number') {
        out.push(replaced(m, slot.at, slot.value + 1), replaced(m, slot.at, slot.value - 1));
      }
    }
    return out;
  }

  /** `kind` changed to another kind whose moves have exactly these fields, so the mutant stays well-typed. */
  private kindSwaps(m: Json, kind: string): Json[] {
    const shape = shapeOf(m);
    return [...this.shapes].filter(([k, s]) => k !== kind && s === shape).map(([k]) => replaced(m, ['kind'], k));
  }

  private remember(key: string, value: Json): void {
    const values = this.values.get(key) ?? new Map<string, Json>();
    this.values.set(key, values);
    if (values.size < POOL_VALUES) values.set(canonicalJson(value), value);
  }
}
