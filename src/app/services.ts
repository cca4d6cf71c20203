// What the app is given from outside (games, the store, timings), as a context so tests can hand in fakes.

import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { RegistryEntry } from '../games/registry';
import type { GameStore } from '../storage/types';
import type { Cue } from './sound';

export interface AppServices {
  /** The registry (or a test's list of fake games). */
  readonly games: readonly RegistryEntry[];
  /** The store, opened once at start; rejects when storage cannot be opened. */
  readonly getStore: () => Promise<GameStore>;
  /** How long a bot waits before moving, so people can follow; 0 in tests. */
  readonly botDelayMs: () => number;
  /** A fresh seed for a new game. */
  readonly newSeed: () => string;
  /** Play a sound cue (the app checks the sound setting; tests pass a recorder or nothing). */
  readonly cue?: (cue: Cue) => void;
}

/** 128 random bits as hex, from the platform's cryptographic generator. */
export function cryptoSeed(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('Expected AppServices in context (wrap the app in ServicesContext.Provider)');
  return s;
}

export function findEntry(services: AppServices, gameId: string): RegistryEntry | undefined {
  return services.games.find((e) => e.meta.id === gameId);
}
