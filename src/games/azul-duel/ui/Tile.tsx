// One tile (or printed cell): its colour always with its shape, and an optional count.

import type { Color, PlateCell } from '../data';
import { SYMBOL } from './symbols';

interface Props {
  readonly kind: Color | PlateCell;
  readonly name?: string;
  /** A printed, still empty wall cell: drawn faintly. */
  readonly faint?: boolean;
  readonly small?: boolean;
}

export function Tile({ kind, name, faint, small }: Props) {
  return (
    <span
      class={`ad-tile ad-c-${kind}${faint ? ' ad-faint' : ''}${small ? ' ad-small' : ''}`}
      title={name}
      role="img"
      aria-label={name}
    >
      {SYMBOL[kind]}
    </span>
  );
}
