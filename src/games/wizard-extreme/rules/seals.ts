// Moving seals between the supply and the players, and which seals a trick winner may hand back.

import type { Seat } from '../../../engine/game';
import { updateAt } from '../../../engine/list';
import type { Color, ReturnKind, SealCounts, SealKind } from '../data';

export function addSeal(counts: SealCounts, kind: SealKind, delta: number): SealCounts {
  return { ...counts, [kind]: counts[kind] + delta };
}

/** Move one seal of `kind` from the supply to a seat (or back with delta -1). */
export function sealToSeat(
  pools: { readonly supply: SealCounts; readonly seals: readonly SealCounts[] },
  seat: Seat,
  kind: SealKind,
  delta = 1,
): { supply: SealCounts; seals: SealCounts[] } {
  return {
    supply: addSeal(pools.supply, kind, -delta),
    seals: updateAt(pools.seals, seat, (held) => addSeal(held, kind, delta)),
  };
}

/**
 * 2.トリックの進行: the winner returns a seal of the led colour; a non-red lead won with red lets them
 * return red instead; white is a joker for any trick.
 */
export function returnChoices(held: SealCounts, led: Color, trumped: boolean): ReturnKind[] {
  const out: ReturnKind[] = [];
  if (held[led] > 0) out.push(led);
  if (trumped && held.red > 0) out.push('red');
  if (held.white > 0) out.push('white');
  return out;
}

export function totalSeals(held: SealCounts): number {
  return held.red + held.yellow + held.blue + held.purple + held.green + held.white + held.black;
}
