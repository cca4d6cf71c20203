// Drawn over a sheet, last, so nothing covers it: a phone's (or tablet's) choice of a part of the sheet first
// (part-focus.ts). In the overview each part holding a lit target is one lit target; with a part in focus, a lit
// button goes back to the others.

import { BoxMark, TapBox } from './BoxMark';
import type { PartFocus } from './part-focus';

interface Area {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface PartChoiceProps {
  readonly focus: PartFocus;
  /** The area a part covers on the sheet, null for none. */
  readonly area: (part: number) => Area | null;
  /** Where the way back goes while `part` is in focus (clear of a finger on the part's own targets). */
  readonly back: (part: number) => { readonly x: number; readonly y: number; readonly w: number } | null;
  /** Test ids: `${testid}-${part + 1}` for a part, `${backId}` for the way back. */
  readonly testid: string;
  readonly backId: string;
  /** What a screen reader says of a part, of the way back, and the way back's short text. */
  readonly words: (part: number) => string;
  readonly backWords: string;
  readonly backText: string;
}

export function PartChoice({ focus, area, back, testid, backId, words, backWords, backText }: PartChoiceProps) {
  if (focus.part !== null) {
    const at = back(focus.part);
    if (!at) return null;
    return (
      <TapBox testid={backId} legal={true} active={true} label={backWords} onTap={() => focus.pick(null)} cls="wtm-box">
        <BoxMark x={at.x} y={at.y} w={at.w} text={backText} />
      </TapBox>
    );
  }
  return (
    <g>
      {focus.lit.map((p) => {
        const a = area(p);
        if (!a) return null;
        return (
          <TapBox
            key={p}
            testid={`${testid}-${p + 1}`}
            legal={true}
            active={true}
            label={words(p)}
            onTap={() => focus.pick(p)}
            cls="wtm-quarter-pick"
          >
            <rect x={a.x} y={a.y} width={a.w} height={a.h} rx={6} />
          </TapBox>
        );
      })}
    </g>
  );
}
