// Types of server.mjs, for the TypeScript bench that reuses the e2e launcher.
export declare const ROOT: string;
export declare function findFreePort(start?: number): Promise<number>;
export interface PreviewServer {
  readonly url: string;
  readonly running: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  killNow(): void;
}
export declare function previewServer(options: { port: number; dist?: string; configFile?: string }): PreviewServer;
export declare function sleep(ms: number): Promise<void>;
