// A dome plate drawn as its 2x2 cells, turned by `rotation` quarter turns.

import { rotatedCells } from '../rules/board';
import { Tile } from './Tile';

interface Props {
  readonly id: number;
  readonly rotation: number;
  readonly name: (kind: string) => string;
}

export function PlateFace({ id, rotation, name }: Props) {
  return (
    <span class="ad-plate-face">
      {rotatedCells(id, rotation).map((c, i) => (
        <Tile key={i} kind={c} name={name(c)} small />
      ))}
    </span>
  );
}
