// Kotatsu's own names for the cards (the printed names are unknown; the reference keys cards by number). Each name
// only describes what the card does; the rules text says these names are ours.

import type { Dictionary } from '../../engine/text';

type Names = readonly (readonly [string, string])[];

/** [ja, en] by card number, 1 first. */
const STEWARD_NAMES: Names = [
  ['灯籠の取次', 'Lantern Usher'],
  ['暦の書役', 'Calendar Clerk'],
  ['誉れの取次', 'Honour Usher'],
  ['井戸の番兵', 'Well Guard'],
  ['武具の世話役', 'Armoury Aide'],
  ['鍛冶の世話役', "Smith's Aide"],
  ['台所の給仕', 'Kitchen Steward'],
  ['水汲みの給仕', 'Water Carrier'],
  ['茶の給仕', 'Tea Server'],
  ['蔵番', 'Storehouse Keeper'],
  ['真珠の給仕', 'Pearl Steward'],
  ['貝拾い', 'Shell Gatherer'],
  ['灯ともし', 'Lamplighter'],
  ['印持ち', 'Seal Bearer'],
  ['季節の触れ役', 'Season Crier'],
];
const DIPLOMAT_NAMES: Names = [
  ['豊かな使者', 'Envoy of Plenty'],
  ['季節の使者', 'Envoy of Seasons'],
  ['井戸の使者', 'Envoy of the Well'],
  ['灯籠の使者', 'Envoy of Lanterns'],
  ['兵糧奉行', 'Quartermaster'],
  ['調練の師範', 'Drill Master'],
  ['庭の歌人', 'Garden Poet'],
  ['苔守', 'Moss Keeper'],
  ['泉の衛士', 'Spring Guard'],
  ['金蔵の衛士', 'Treasury Guard'],
  ['月見の客', 'Moon Viewer'],
  ['実りの使者', 'Envoy of Harvest'],
];
const TOP_NAMES: Names = [
  ['泉の間', 'Hall of Springs'],
  ['真珠の間', 'Hall of Pearls'],
  ['印の間', 'Hall of Seals'],
  ['小判の間', 'Hall of Coins'],
  ['鉄の間', 'Hall of Iron'],
  ['刀の間', 'Hall of Blades'],
  ['四季の間', 'Hall of Seasons'],
  ['宴の間', 'Hall of Feasts'],
  ['灯の間', 'Hall of Lamps'],
];
const GARDEN_NAMES: Names = [
  ['大松', 'Great Pine'],
  ['盆栽の棚', 'Bonsai Shelf'],
  ['梅の木', 'Plum Tree'],
  ['竹林', 'Bamboo Grove'],
  ['菖蒲の池', 'Iris Pond'],
  ['飛び石', 'Stepping Stones'],
  ['願い石', 'Wishing Stone'],
  ['苔岩', 'Mossy Rock'],
  ['枯山水', 'Raked Gravel'],
  ['手水鉢', 'Water Basin'],
];
const YARD_TILE_NAMES: Names = [
  ['作法', 'Etiquette'],
  ['弓術', 'Archery'],
  ['農事', 'Farming'],
  ['剣術', 'Swordplay'],
  ['書道', 'Calligraphy'],
  ['馬術', 'Horsemanship'],
  ['槍術', 'Spear'],
  ['兵法', 'Strategy'],
];

const GROUPS: readonly (readonly [string, Names])[] = [
  ['steward', STEWARD_NAMES],
  ['diplomat', DIPLOMAT_NAMES],
  ['top', TOP_NAMES],
  ['garden', GARDEN_NAMES],
  ['yard', YARD_TILE_NAMES],
];

/** `name.<kind>.<id>` keys in one language (0 = ja, 1 = en). */
export function cardNames(lang: 0 | 1): Dictionary {
  const out: Record<string, string> = {};
  for (const [kind, names] of GROUPS)
    names.forEach((pair, i) => {
      out[`name.${kind}.${i + 1}`] = pair[lang];
    });
  return out;
}
