// Achievements (seed 実績を開発する): the once-per-turn powers and completing an achievement in progress.
import type { RuleError, Seat } from '../../../engine/game';
import { ACH_INDEX, ACHIEVEMENTS, MAX_PER_TERRITORY, type Res, TERRITORIES } from '../data';
import { achType, err, hasDone, P, RES5, spend } from './helpers';
import { remaining } from './market';
import { adjacent, buildAsks, mine, ownerOf } from './settlements';
import type { AlAsk, AlMove, AlState, Player } from './types';

export function abilityError(s: AlState, seat: Seat, m: Extract<AlMove, { kind: 'ability' }>): RuleError | null {
  const p = P(s, seat);
  const a = ACHIEVEMENTS[ACH_INDEX[m.key] ?? -1];
  if (a?.timing !== 'turn' || !hasDone(s, seat, m.key)) return err('error.no-ability');
  if (p.used.includes(m.key)) return err('error.used-this-turn');
  const shape = (card: boolean, from: boolean, to: boolean) =>
    (m.card !== undefined) === card && (m.from !== undefined) === from && (m.to !== undefined) === to;
  switch (m.key) {
    case 'engineering':
    case 'mathematics':
      if (!shape(true, false, false)) return err('error.bad-option');
      return p.hand.includes(m.card as number) ? null : err('error.not-in-hand');
    case 'philosophy':
      return shape(false, false, false) ? null : err('error.bad-option');
    case 'commerce':
      if (!shape(false, true, true)) return err('error.bad-option');
      if (!RES5.includes(m.from as Res) || !RES5.includes(m.to as Res) || m.from === m.to)
        return err('error.bad-resource');
      return (p.res[m.from as Res] as number) > 0 ? null : err('error.no-resource');
    case 'religion': {
      if (!shape(false, true, true)) return err('error.bad-option');
      const from = m.from as number;
      const to = m.to as number;
      if (!s.inPlay[from] || mine(s, seat, from) === 0) return err('error.not-your-territory');
      if (!s.inPlay[to] || !adjacent(from, to)) return err('error.not-adjacent');
      const owner = ownerOf(s, to);
      if (owner === seat ? mine(s, seat, to) >= MAX_PER_TERRITORY : owner !== null || s.marker[to] !== null)
        return err('error.cannot-move-there');
      return null;
    }
    default:
      return err('error.no-ability');
  }
}

export function abilityMoves(s: AlState, seat: Seat, p: Player, ok: (m: AlMove) => void): void {
  for (const card of new Set(p.hand)) {
    ok({ kind: 'ability', key: 'engineering', card });
    ok({ kind: 'ability', key: 'mathematics', card });
  }
  ok({ kind: 'ability', key: 'philosophy' });
  for (const from of RES5) for (const to of RES5) ok({ kind: 'ability', key: 'commerce', from, to });
  for (const t of TERRITORIES)
    if (mine(s, seat, t.id) > 0) for (const to of t.adj) ok({ kind: 'ability', key: 'religion', from: t.id, to });
}

/** Seed 実績を開発する: a resource on the achievement; on completion its instant effects and a settlement (L1/L2). */
export function contribute(s: AlState, seat: Seat, r: Res, ask: AlAsk): AlAsk[] {
  const p = P(s, seat);
  const dev = p.dev as { ach: number; res: Res[] };
  spend(p, r);
  dev.res.push(r);
  const a = achType(s, dev.ach);
  if (remaining(a.cost, dev.res).length > 0) return [ask];
  p.done.push(dev.ach);
  p.dev = null;
  const n = (a.level < 3 ? 1 : 0) + (a.key === 'masonry' ? 1 : 0);
  return [...buildAsks(s, seat, n), ask];
}
