// A seal shown as symbol, colour name and count.

import type { SealKind } from '../data';
import { SYMBOL } from './symbols';

export function SealChip({ kind, count, name }: { kind: SealKind; count: number; name: string }) {
  return (
    <span class={`we-seal we-seal-${kind}`} title={name} role="img" aria-label={`${name} ×${count}`}>
      <span aria-hidden="true">{SYMBOL[kind]}</span>
      <span>×{count}</span>
    </span>
  );
}
