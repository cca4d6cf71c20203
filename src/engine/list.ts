// Copy-on-write helpers for the readonly arrays of game states.

/** A copy of `list` with the item at `index` replaced; the index must exist (a broken invariant otherwise). */
export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new Error(`replaceAt: index ${index} outside a list of ${list.length}`);
  }
  const out = list.slice();
  out[index] = value;
  return out;
}

/** A copy of `list` with the item at `index` changed by `f`. */
export function updateAt<T>(list: readonly T[], index: number, f: (item: T) => T): T[] {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new Error(`updateAt: index ${index} outside a list of ${list.length}`);
  }
  return replaceAt(list, index, f(list[index] as T));
}
