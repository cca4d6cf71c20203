// States and moves are plain JSON (saves and imports store them as text): find the first value that is not.

/** The path of the first value JSON would change or drop (undefined, NaN, a Set, a class instance), or null. */
export function nonJsonAt(value: unknown, path = '$'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value !== 'object') return path;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const bad = nonJsonAt(item, `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return path;
  for (const [key, child] of Object.entries(value)) {
    const bad = nonJsonAt(child, `${path}.${key}`);
    if (bad) return bad;
  }
  return null;
}
