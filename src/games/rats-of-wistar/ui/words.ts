// Rats of Wistar: what each card, mission, objective and guest does, in words (from the data tables; the wording is
// in text.ts, ja and en). The table shows these beside the symbols.

import type { Message } from '../../../engine/game';
import {
  type Ability,
  type Bonus,
  type Effect,
  type Gain,
  GUESTS,
  type Invention,
  MISSIONS,
  type Skill,
} from '../data';
import { fullGain, objectiveCard } from '../rules/core';

type T = (m: Message) => string;
const GAIN_KEYS = ['wood', 'metal', 'move', 'wild', 'card', 'potion', 'vp'] as const;

export function words(t: T, lang: string) {
  const sep = lang === 'ja' ? '、' : ', ';
  // Japanese text uses the full-width colon throughout; English a colon and a space.
  const colon = lang === 'ja' ? '：' : ': ';
  // A note in brackets after a word: full-width brackets in Japanese, a space and brackets in English.
  const paren = (x: string | number) => (lang === 'ja' ? `（${x}）` : ` (${x})`);
  const w = (code: string, params: Record<string, string | number> = {}) => t({ code, params });
  const gain = (x: Gain | { wood?: number; metal?: number }): string => {
    const parts = GAIN_KEYS.flatMap((k) => {
      const n = fullGain(x)[k];
      return n > 0 ? [w(`w.${k}`, { n })] : [];
    });
    return parts.length > 0 ? parts.join(sep) : w('w.nothing');
  };
  const skills = (xs: readonly Skill[]) => xs.map((k) => w(`skill.${k}`)).join(sep);
  const effect = (e: Effect): string => {
    switch (e.kind) {
      case 'none':
        return '';
      case 'now':
        return w('eff.now', { gain: gain(e.gain) });
      case 'income':
        return w('eff.income', { gain: gain(e.gain) });
      case 'once':
        return e.pay
          ? w('eff.once-pay', { pay: gain(e.pay), gain: gain(e.gain) })
          : w('eff.once', { gain: gain(e.gain) });
      case 'boost':
        return w('eff.boost', { action: w(`action.${e.action}`), n: e.n });
      case 'attack':
        return w('eff.attack', { what: w(`potion.${e.lose}`) });
      case 'end':
        return w('eff.end', { vp: e.vp, per: w(`per.${e.per}`) });
    }
  };
  /** Cost, needs and power of an invention in one line. */
  const cost = (x: Invention): string => {
    const parts = [x.cost.wood || x.cost.metal ? gain(x.cost) : w('card.free')];
    if (x.needs.length > 0) parts.push(w('card.needs', { skills: skills(x.needs) }));
    if (x.power > 0) parts.push(w(`card.power${x.power}`));
    return parts.join(sep);
  };
  /** What an invention gives: points, skill icons and its effect. */
  const gives = (x: Invention): string => {
    const parts = [w('w.vp', { n: x.vp })];
    if (x.icons.length > 0) parts.push(w('card.icons', { skills: skills(x.icons) }));
    const e = effect(x.effect);
    if (e) parts.push(e);
    return parts.join(sep);
  };
  const missionRows = (id: number): string[] => {
    const m = MISSIONS[id];
    if (!m) return [];
    return m.rows.map((r, i) => {
      const need = [r.pay.wood || r.pay.metal ? w('mission.pay', { pay: gain(r.pay) }) : ''];
      if (r.skills.length > 0) need.push(w('card.needs', { skills: skills(r.skills) }));
      return w('mission.row', {
        row: i + 1,
        need: need.filter((x) => x).join(sep) || w('w.nothing'),
        reward: gain(r.reward),
      });
    });
  };
  const objective = (id: number, spaces: number): string => {
    const o = objectiveCard(id);
    return w('obj.line', {
      measure: w(`measure.${o.measure}`),
      needs: o.needs.slice(0, spaces).join('/'),
      vp: o.vp.slice(0, spaces).join('/'),
    });
  };
  const guest = (id: number): string => {
    const g = GUESTS[id];
    if (!g) return '';
    const e = effect(g.effect);
    return [w('w.vp', { n: g.vp }), ...(e ? [e] : [])].join(sep);
  };
  const bonus = (b: Bonus) => w(`bonus.${b}`);
  /** What an ability space gives once its cube is off. */
  const perk = (ab: Ability): string =>
    ab.perk.kind === 'vp'
      ? w('w.vp', { n: ab.perk.vp })
      : ab.perk.kind === 'gain'
        ? gain(ab.perk.gain)
        : effect({ kind: 'boost', action: ab.perk.action, n: ab.perk.n });
  return { gain, skills, effect, cost, gives, missionRows, objective, guest, bonus, perk, sep, colon, paren };
}
