// Achievements (seed 実績を開発する): the once-per-turn powers and completing an achievement in progress.
import { assertDefined } from '../../../engine/assert';
import type { RuleError, Seat } from '../../../engine/game';
import { ACH_INDEX, ACHIEVEMENTS, MAX_PER_TERRITORY, type Res, TERRITORIES } from '../data';
import { achType, err, hasDone, isRes, P, RES5, spend, withPlayer } from './helpers';
import { remaining } from './market';
import { adjacent, buildAsks, mine, ownerOf } from './settlements';
import type { AbilityMove, AlAsk, AlMove, AlState, Player } from './types';

export function abilityError(s: AlState, seat: Seat, m: AbilityMove): RuleError | null {
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
      return m.card !== undefined && p.hand.includes(m.card) ? null : err('error.not-in-hand');
    case 'philosophy':
      return shape(false, false, false) ? null : err('error.bad-option');
    case 'commerce':
      if (!shape(false, true, true)) return err('error.bad-option');
      if (!isRes(m.from) || !isRes(m.to) || m.from === m.to) return err('error.bad-resource');
      return p.res[m.from] > 0 ? null : err('error.no-resource');
    case 'religion': {
      const { from, to } = m;
      if (!shape(false, true, true) || from === undefined || to === undefined) return err('error.bad-option');
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

/**
 * Seed 実績を開発する: a resource on the achievement in progress; on completion its instant effects and a settlement
 * (L1/L2). The state after, and the asks that replace `ask` (builds first, then the turn goes on).
 */
export function contribute(s0: AlState, seat: Seat, r: Res, ask: AlAsk): [AlState, AlAsk[]] {
  const dev = assertDefined(P(s0, seat).dev, `the achievement seat ${seat} is developing`);
  const placed = [...dev.res, r];
  const a = achType(s0, dev.ach);
  if (remaining(a.cost, placed).length > 0) {
    return [withPlayer(s0, seat, (p) => ({ ...spend(p, r), dev: { ...dev, res: placed } })), [ask]];
  }
  const s = withPlayer(s0, seat, (p) => ({ ...spend(p, r), done: [...p.done, dev.ach], dev: null }));
  const n = (a.level < 3 ? 1 : 0) + (a.key === 'masonry' ? 1 : 0);
  return [s, [...buildAsks(s, seat, n), ask]];
}
