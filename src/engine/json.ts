// Plain-JSON helpers: canonical text (sorted keys) for comparing states, and the one equality of moves.

type JsonObject = Readonly<Record<string, unknown>>;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (!isObject(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = v[k];
    return sorted;
  });
}

/**
 * Equal as plain JSON, whatever order the keys of the objects are written in: for JSON values the same answer as
 * comparing `canonicalJson`, without building the text (a list row calls it for every legal move it checks).
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && sameItems(a, b);
  return isObject(a) && isObject(b) && sameFields(a, b);
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
  return true;
}

/** The same fields with equal values; a field set to undefined is left out, as JSON leaves it out. */
function sameFields(a: JsonObject, b: JsonObject): boolean {
  let written = 0;
  for (const k of Object.keys(a)) {
    if (a[k] === undefined) continue;
    written++;
    if (!jsonEqual(a[k], b[k])) return false;
  }
  for (const k of Object.keys(b)) if (b[k] !== undefined) written--;
  return written === 0;
}

/**
 * Is `value` one of `list`? The one equality of moves (`jsonEqual`), so the order in which a move's keys are
 * written (by another tool, an older format) is no part of it.
 */
export function isListed(list: readonly unknown[], value: unknown): boolean {
  return list.some((x) => jsonEqual(x, value));
}
