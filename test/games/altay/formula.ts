// The seed's scoring (勝利点) worked out again from a final state, independently of the rules' breakdown code.
import type { Seat } from '../../../src/engine/game';
import { ACHIEVEMENTS, CARD_TYPES, TERRITORIES } from '../../../src/games/altay/data';
import type { AlState } from '../../../src/games/altay/rules';

export function expectedScore(s: AlState, seat: Seat): number {
  const p = s.players[seat];
  if (!p) return 0;
  const own = (t: number) => s.settle[t]?.[seat] ?? 0;
  const mineT = TERRITORIES.filter((t) => own(t.id) > 0);
  const cards = [...p.deck, ...p.hand, ...p.discard, ...p.played, ...p.kept.map((k) => k.card)];
  let pts = 0;
  for (const inst of p.done) {
    const a = ACHIEVEMENTS[s.achs[inst] ?? -1];
    if (!a) continue;
    if (a.level < 3) {
      pts += 1;
      continue;
    }
    let w = 0;
    if (a.key === 'academy') w = p.done.filter((i) => (ACHIEVEMENTS[s.achs[i] ?? -1]?.level ?? 3) < 3).length;
    if (a.key === 'amphitheatre') w = Math.floor(cards.length / 4);
    if (a.key === 'aqueducts') w = mineT.filter((t) => own(t.id) > 1).length;
    if (a.key === 'ark') w = mineT.filter((t) => own(t.id) === 1).length;
    if (a.key === 'colossus') w = cards.filter((c) => (s.cards[c]?.vp ?? 0) > 0).length;
    if (a.key === 'greatWall')
      w = mineT.filter((t) => t.adj.some((b) => (s.settle[b] ?? []).some((n, o) => o !== seat && n > 0))).length;
    if (a.key === 'highways')
      w = Math.max(...['farm', 'forest', 'hill', 'mountain'].map((tr) => mineT.filter((t) => t.terrain === tr).length));
    if (a.key === 'mausoleum')
      w = Math.floor(cards.filter((c) => CARD_TYPES[s.cards[c]?.t ?? '']?.starting).length / 2);
    if (a.key === 'siegeEngines') w = p.captured;
    if (a.key === 'triumphalArch') w = 1 + Math.floor(p.markers.length / 2);
    pts += Math.min(7, w) + (s.dealt[seat] === inst ? 3 : 0);
  }
  pts += cards.reduce((a, c) => a + (s.cards[c]?.vp ?? 0), 0);
  pts += mineT.length + mineT.filter((t) => t.vp).length;
  pts += p.captured;
  pts += Math.floor(p.markers.reduce((a, m) => a + m.value, 0) / 3);
  return pts;
}
