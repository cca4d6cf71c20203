// Plain-JSON helpers: canonical text (sorted keys) for comparing states and moves.

export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const sorted: Record<string, unknown> = {};
      for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
      return sorted;
    }
    return v;
  });
}

export function jsonEqual(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * Is `value` one of `list`? The one equality of moves: plain JSON with the same canonical text, so the order in
 * which a move's keys are written (by another tool, an older format) is no part of it.
 */
export function isListed(list: readonly unknown[], value: unknown): boolean {
  const wanted = canonicalJson(value);
  return list.some((x) => canonicalJson(x) === wanted);
}
