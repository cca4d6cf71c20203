// A value a seat may or may not be allowed to see, typed instead of a sentinel like -1.

export type Hidden<T> = { readonly known: false } | { readonly known: true; readonly value: T };

export const UNKNOWN: { readonly known: false } = { known: false };

export function known<T>(value: T): { readonly known: true; readonly value: T } {
  return { known: true, value };
}
