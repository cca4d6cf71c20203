// Russian Railroads invariants for the contract playouts: components conserved, tracks in colour order, and the
// scores against an independent recomputation of the scoring formula.
import { RAIL, type RailId, SPACES, TOKENS } from '../../../src/games/russian-railroads/data';
import type { RrMove, RrPlayer, RrState } from '../../../src/games/russian-railroads/rules';

const LEN: Record<RailId, number> = { ts: 15, sp: 9, kiev: 9 };

export function checkComponents(s: RrState): void {
  let locos = Object.values(s.locoSupply).reduce((a, b) => a + b, 0) + (s.qcards.includes('loco9') ? 1 : 0);
  // A factory waiting for the gap it replaces is held by its ask.
  locos += s.asks.filter((a) => a.kind === 'gap').length;
  // So is a replaced locomotive on its way to another slot or the supply (GH pg. 10).
  locos += s.asks.filter((a) => a.kind === 'chain').length;
  let doublers = s.doublerSupply;
  let ends = s.endDisplay.length;
  for (const pl of s.players) {
    locos += Object.values(pl.locos).filter((n) => n > 0).length + pl.gaps.filter((g) => g !== null).length;
    doublers += pl.doublers;
    ends += pl.endBonus.length;
    if (pl.doublers > 8) throw new Error('more than 8 doublers');
    if (new Set(pl.tokens).size !== pl.tokens.length || pl.tokens.length > TOKENS.length) throw new Error('tokens');
  }
  if (locos !== 9 * s.seats + 1) throw new Error(`locomotives not conserved: ${locos}`);
  if (doublers !== 30) throw new Error(`doublers not conserved: ${doublers}`);
  if (ends !== 6) throw new Error(`end-bonus cards not conserved: ${ends}`);
}

export function checkTracks(s: RrState): void {
  for (const pl of s.players) {
    for (const rail of ['ts', 'sp', 'kiev'] as const) {
      const t = pl.tracks[rail];
      if (t.length !== RAIL[rail].colours) throw new Error('colour count');
      if ((t[0] ?? 0) < 1) throw new Error('black left its railroad');
      for (let c = 1; c < t.length; c++) {
        const pos = t[c] ?? 0;
        if (pos > 0 && pos >= (t[c - 1] ?? 0)) throw new Error(`${rail}: colour ${c} passed the one before`);
        if (pos > LEN[rail]) throw new Error('past the end');
      }
    }
  }
}

/** The round score written out again, space by space, without the rules' helpers. */
export function independentRound(pl: RrPlayer): number {
  const val = pl.revalued ? [0, 1, 3, 6, 10] : [0, 1, 2, 4, 7];
  const rch: Record<RailId, number> = {
    ts: Math.min(15, pl.locos.ts0 + pl.locos.ts1),
    sp: Math.min(9, pl.locos.sp),
    kiev: Math.min(9, pl.locos.kiev),
  };
  let total = 0;
  for (const rail of ['ts', 'sp', 'kiev'] as const) {
    let sub = 0;
    for (let i = 1; i <= rch[rail]; i++) {
      let top = -1;
      pl.tracks[rail].forEach((pos, c) => {
        if (pos >= i) top = c;
      });
      if (top >= 0) sub += (val[top] ?? 0) * (rail === 'ts' && i <= pl.doublers ? 2 : 1);
    }
    if (rail === 'sp' && pl.claimed.includes('sp:7')) sub *= 2;
    if (rail === 'kiev' && pl.medal) sub *= 2;
    if (rail === 'kiev') for (let i = 1; i <= 4; i++) if ((pl.tracks.kiev[0] ?? 0) >= i && rch.kiev >= i) sub += i;
    total += sub;
  }
  const ind = [0, 1, 2, 3, 5, 5, 10, 10, 15, 15, 15, 15, 20, 20, 25, 30];
  for (const m of pl.markers) total += ind[m] ?? Number.NaN;
  return total;
}

export function checkScores(s: RrState, last: { before: RrState } | null): void {
  if (last && (last.before.round !== s.round || (s.final && !last.before.final))) {
    s.players.forEach((pl, i) => {
      if (s.lastRound?.[i] !== independentRound(pl)) throw new Error(`round score of seat ${i} off`);
    });
  }
  if (s.final) {
    s.final.forEach((x, i) => {
      const pl = s.players[i] as RrPlayer;
      const sum = Object.values(pl.cat).reduce((a, b) => a + b, 0);
      if (x.total !== sum) throw new Error('total is not the sum of categories');
    });
  }
}

export const EVERY_MOVE: readonly RrMove[] = [
  ...SPACES.flatMap((sp) => [0, 1, 2, 3, 4].map((coins): RrMove => ({ kind: 'place', space: sp.id, coins }))),
  ...SPACES.flatMap((sp) => [0, 1, 2].map((coins): RrMove => ({ kind: 'place', space: sp.id, coins, black: true }))),
  ...[1, 2, 3, 8, 9, 15, 16].flatMap((n) => [0, 1, 2].map((coins): RrMove => ({ kind: 'useEngineer', n, coins }))),
  { kind: 'pass' },
  ...(['ts', 'sp', 'kiev'] as const).flatMap((rail) =>
    ([0, 1, 2, 3, 4] as const).map((colour): RrMove => ({ kind: 'step', rail, colour })),
  ),
  { kind: 'skip' },
  ...(['ts0', 'ts1', 'sp', 'kiev'] as const).map((slot): RrMove => ({ kind: 'loco', slot })),
  { kind: 'choose', option: 'loco' },
  { kind: 'choose', option: 'factory' },
  ...[-1, 0, 1, 2, 3, 4, 5].map((gap): RrMove => ({ kind: 'gap', gap })),
  ...[-1, 0, 1, 2].map((index): RrMove => ({ kind: 'marker', index })),
  ...TOKENS.map((token): RrMove => ({ kind: 'token', token })),
  ...(['triple', 'engineer', 'factory', 'blackWorker', 'loco9'] as const).map(
    (card): RrMove => ({ kind: 'qcard', card }),
  ),
  ...(['doubler', 'industry', 'black'] as const).map((option): RrMove => ({ kind: 'triple', option })),
  ...(['railroads', 'factories', 'tokens', 'ten'] as const).map((card): RrMove => ({ kind: 'endBonus', card })),
  ...(['black2', 'coins', 'hire', 'ind2'] as const).map((space): RrMove => ({ kind: 'repeat', space })),
  ...(['ts0', 'ts1', 'sp', 'kiev', 'supply'] as const).map((slot): RrMove => ({ kind: 'chain', slot })),
  ...(['stay', 'coins', 'black2', 'first', 'hire', 'mixed', 'ind2'] as const).map(
    (space): RrMove => ({ kind: 'relocate', space }),
  ),
  { kind: 'useEngineer', n: 6, coins: 0, black: true },
];
