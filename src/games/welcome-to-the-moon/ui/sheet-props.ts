// What every adventure's sheet drawing takes from the table.

import type { SheetState } from '../rules/types';
import type { LegalOptions } from './legal-options';

export interface SheetPart {
  readonly key: string;
  readonly at: number;
}

export interface SheetProps {
  readonly sheet: SheetState;
  /** The viewer's legal options when this is their own sheet on their turn; null otherwise. */
  readonly options: LegalOptions | null;
  readonly onSlot: (slot: number) => void;
  /** A box was tapped (an arrow, a robot, a plant, a wall…). */
  readonly onBox: (box: number) => void;
  readonly label: (code: string) => string;
  readonly title: string;
  /** A slot picked for a follow-up choice (The Journey's wall picker), drawn outlined; null when none. */
  readonly picked?: number | null;
  /** A phone-width screen: drawings that may reflow (The Journey's trajectory) use fewer slots a row. */
  readonly narrow?: boolean;
  /**
   * The part of the sheet in focus on a phone (The Virus: a quarter), for the lit targets named by `key`; null when
   * none is. Kept by the table, so that a new focus measures the drawing again (use-reach-zoom.ts).
   */
  readonly part?: SheetPart | null;
  readonly onPart?: (part: SheetPart | null) => void;
}
