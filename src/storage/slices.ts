// Long imports work in short slices: between two slices the page handles taps (Cancel), draws progress, and lives.

import type { ImportOptions, ImportPhase } from './types';

/** Work this long between two yields to the event loop, so a tap or a Cancel is handled within a frame or two. */
const SLICE_MS = 12;

const yieldToPage = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Hands out the time budget of one phase; between slices it reports progress and says whether the player cancelled. */
export class Slicer {
  private sliceStart = performance.now();
  done = 0;
  constructor(
    private readonly phase: ImportPhase,
    private readonly total: number,
    private readonly opts: ImportOptions,
  ) {}

  /** Counts `n` units of work; when the slice is used up, yields and answers whether the import was cancelled. */
  async tick(n = 1): Promise<boolean> {
    this.done += n;
    if (performance.now() - this.sliceStart < (this.opts.sliceMs ?? SLICE_MS)) return false;
    this.report();
    await yieldToPage();
    this.sliceStart = performance.now();
    return this.cancelled();
  }

  cancelled(): boolean {
    return this.opts.signal?.aborted === true;
  }

  report(): void {
    this.opts.onProgress?.({ phase: this.phase, done: Math.min(this.done, this.total), total: this.total });
  }

  /** The phase is over: progress shows it full. */
  finish(): void {
    this.done = this.total;
    this.report();
  }
}
