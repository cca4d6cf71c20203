// Types of browser.mjs, for the TypeScript bench that reuses the e2e launcher.
import type { BrowserContext, Page } from 'playwright-core';

export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumPath(): { path: string; error?: undefined } | { path?: undefined; error: string };
export interface ProfileEvents {
  readonly requests: { url: string; type: string; fromWorker: boolean }[];
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  readonly cspViolations: string[];
}
export interface Profile {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly events: ProfileEvents;
  /** The profile directory (pass it back as `dir` to reopen it after the browser was killed). */
  readonly dir: string;
  close(): Promise<void>;
}
export declare function launchProfile(options: {
  executablePath: string;
  viewport?: { width: number; height: number };
  dir?: string;
  hasTouch?: boolean;
}): Promise<Profile>;
export declare function waitForActivatedWorker(page: Page): Promise<void>;
export declare function reloadUntilControlled(page: Page): Promise<void>;
