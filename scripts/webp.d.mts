// Types of webp.mjs, for the TypeScript tests that read the committed rules pictures.
export function webpSize(bytes: Uint8Array): { width: number; height: number };
