// How a contract check fails: an Error naming the game, table, seed and step, so the failure can be replayed.

/** The base seed of every playout: fixed for CI, `KOTATSU_SEED=<anything>` explores other games. */
export function baseSeed(): string {
  const fromEnv: unknown = import.meta.env.KOTATSU_SEED;
  return typeof fromEnv === 'string' && fromEnv !== '' ? fromEnv : 'kotatsu';
}

/** Where a check ran; `step` is the number of moves applied before the failing state. */
export interface Where {
  readonly gameId: string;
  readonly seats: number;
  readonly options: unknown;
  readonly seed: string;
  step: number;
}

export function describeWhere(where: Where): string {
  const options = JSON.stringify(where.options);
  return `${where.gameId}, ${where.seats} players, options ${options}, seed "${where.seed}", step ${where.step}`;
}

export class ContractError extends Error {
  override readonly name = 'ContractError';
}

/** Throws with the place and how to rerun it (`KOTATSU_SEED` only matters for playouts and bot games). */
export function fail(where: Where, what: string): never {
  throw new ContractError(
    `${what}\n  at ${describeWhere(where)} (base seed "${baseSeed()}": KOTATSU_SEED=${baseSeed()})`,
  );
}

export function check(ok: boolean, where: Where, what: () => string): void {
  if (!ok) fail(where, what());
}

/** Runs a game function, turning an exception into a contract failure that says which call threw. */
export function guarded<T>(where: Where, call: string | (() => string), run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof ContractError) throw e;
    const why = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    return fail(where, `${typeof call === 'string' ? call : call()} threw ${why}`);
  }
}

export const show = (value: unknown): string => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 300 ? `${json.slice(0, 300)}…` : json;
};
