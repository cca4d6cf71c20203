// The being cards as data: the Imperial, Highland and Sylvan decks (18 each) and the 12 shared legends, each with
// its pattern and its effect as steps of the vocabulary (vocabulary.ts).

import type { BeingCard } from './data';
import {
  ADJ,
  ANY,
  anyone,
  DIAG,
  enemy,
  ORTH,
  own,
  ownMoves,
  placeOwn,
  selfLeap,
  selfMoves,
  special,
  upgradeOwnCommon,
} from './data-steps';
import { ALL, COMMON, HEROIC, NON_LEGEND } from './vocabulary';

export const IMPERIAL: readonly BeingCard[] = [
  {
    id: 'swordmaster',
    rank: 'c',
    pattern: ['c', '@', 'c'],
    effect: [
      { op: 'destroy', sel: enemy(COMMON), area: DIAG, n: 1, upTo: true },
      { op: 'when', cond: 'did', do: [{ op: 'upgradeSelf' }] },
    ],
  },
  {
    id: 'messenger',
    rank: 'c',
    pattern: ['@ . .', '. c .', '. . c'],
    effect: [{ op: 'slide', mover: { sel: own(NON_LEGEND) }, kind: 'standard', upTo: true }],
  },
  { id: 'herald', rank: 'c', pattern: ['@ . .', '. c c', '. c .'], effect: [ownMoves(own(ALL), 'empty', 2)] },
  {
    id: 'bomb',
    rank: 'c',
    pattern: ['@ .', '. c', '. c'],
    effect: [
      {
        op: 'when',
        cond: 'notLastAction',
        do: [{ op: 'destroyAll', sel: anyone(COMMON), area: ADJ }, { op: 'destroySelf' }],
      },
    ],
  },
  {
    id: 'chronicler',
    rank: 'c',
    pattern: ['. c .', 'c @ c'],
    effect: [
      upgradeOwnCommon(false, true),
      { op: 'move', mover: 'last', kind: 'standard', n: 1, upTo: true, pieces: 'one' },
    ],
  },
  {
    id: 'assassin',
    rank: 'h',
    pattern: ['. . c .', '. c . .', 'c . * .', '. . . @'],
    effect: [
      {
        op: 'when',
        cond: 'markOccupied',
        do: [{ op: 'destroyAll', sel: anyone(ALL), area: { at: 'marks' } }],
        else: [selfMoves('standard', 1, { kind: 'empty', dest: { at: 'marks' } })],
      },
    ],
  },
  {
    id: 'timeMage',
    rank: 'h',
    pattern: ['. c @', 'c * c', '. c .'],
    effect: [
      { op: 'gainAction', n: 1 },
      { op: 'destroyAll', sel: enemy(ALL), area: { at: 'marks' } },
    ],
  },
  {
    id: 'summoner',
    rank: 'h',
    pattern: ['* . * . *', '. * * * .', '* * @ * *', '. c c c .'],
    effect: [placeOwn(2, 'c', { at: 'marks' }, true)],
  },
  { id: 'hypnotist', rank: 'h', pattern: ['. . c', 'c @ c', 'c . .'], effect: special('hypnotist') },
  {
    id: 'cannon',
    rank: 'h',
    pattern: ['. * * *', '. c [c] *', 'c * * *'],
    effect: [{ op: 'shoot', dirs: 'marks', hits: COMMON, max: 99, blockedBy: [], times: 1 }],
  },
  {
    id: 'champion',
    rank: 'h',
    pattern: ['c @', 'c c', '. c'],
    effect: [
      { op: 'destroy', sel: enemy(ALL), area: ADJ, n: 1, upTo: true },
      { op: 'when', cond: 'lastWasLegend', do: [{ op: 'destroySelf' }, { op: 'gainAction', n: 1 }] },
    ],
  },
  {
    id: 'infantryCaptain',
    rank: 'h',
    pattern: ['. . @ . .', 'c c . c c'],
    effect: [ownMoves(own(ALL, true), 'combat', 2)],
  },
  {
    id: 'cavalryCaptain',
    rank: 'h',
    pattern: ['. @ .', 'c . c', 'c . c'],
    effect: [
      {
        op: 'may',
        do: [
          { op: 'pick', sel: own(ALL, true), area: ANY },
          {
            op: 'move',
            mover: 'last',
            kind: 'combat',
            n: 3,
            upTo: true,
            pieces: 'one',
            mix: { standard: 2, combat: 1 },
          },
        ],
      },
    ],
  },
  {
    id: 'gryphonRider',
    rank: 'h',
    pattern: ['. c @ .', 'c . c .', '. . . c'],
    effect: [
      selfLeap('combat'),
      { op: 'when', cond: 'did', do: [{ op: 'may', do: [{ op: 'downgradeSelf' }, placeOwn(1, 'c', ADJ)] }] },
    ],
  },
  {
    id: 'knight',
    rank: 'h',
    pattern: ['. @ .', 'c c c', 'c . .'],
    effect: [selfMoves('combat', 3, { avoid: COMMON })],
  },
  {
    id: 'highPriestess',
    rank: 'h',
    pattern: ['. [c] .', '. . .', 'c . c'],
    effect: [selfMoves('standard', 1), { op: 'upgrade', sel: anyone(COMMON), area: ADJ, n: 1, upTo: true }],
  },
  { id: 'masterOfIntrigue', rank: 'h', pattern: ['c* . c*', '. @ .', 'c* . c*'], effect: special('masterOfIntrigue') },
  {
    id: 'gunTower',
    rank: 'h',
    pattern: ['* @ *', '. c c', '. c c'],
    effect: [{ op: 'shoot', dirs: 'marks', hits: NON_LEGEND, max: 2, blockedBy: ['L'], times: 1 }],
  },
];

export const HIGHLAND: readonly BeingCard[] = [
  { id: 'wildEagle', rank: 'c', pattern: ['. @ .', 'c . c'], effect: [selfLeap('combat')] },
  {
    id: 'clanAxeman',
    rank: 'c',
    pattern: ['. . c', '. @ .', 'c . .'],
    effect: [{ op: 'destroy', sel: anyone(NON_LEGEND), area: ORTH, n: 1, upTo: true }],
  },
  { id: 'clanHealer', rank: 'c', pattern: ['. . c', 'c @ c'], effect: [placeOwn(2, 'c', { at: 'nearGreen' }, true)] },
  { id: 'direWolf', rank: 'c', pattern: ['. . @', '. c c', 'c . .'], effect: [selfMoves('combat', 2)] },
  {
    id: 'ritualKeeper',
    rank: 'c',
    pattern: ['. c', 'c @'],
    effect: [
      { op: 'when', cond: 'selfOnGreen', do: [upgradeOwnCommon()] },
      {
        op: 'when',
        cond: 'selfOnRed',
        do: [{ op: 'move', mover: { sel: own(ALL) }, kind: 'combat', n: 1, upTo: true, pieces: 'one' }],
      },
    ],
  },
  { id: 'eagleLord', rank: 'h', pattern: ['c . @ . c', '. c . c .'], effect: [selfLeap('combat')] },
  { id: 'wolfRider', rank: 'h', pattern: ['@ . .', 'c c c', 'c . .'], effect: [selfMoves('combat', 2)] },
  {
    id: 'bloodShaman',
    rank: 'h',
    pattern: ['. . c', '. @ c', 'c c .'],
    effect: [
      { op: 'destroy', sel: anyone(NON_LEGEND), area: ANY, n: 1, upTo: false },
      {
        op: 'when',
        cond: 'lastOnRed',
        do: [{ op: 'destroyAll', sel: anyone(COMMON), area: { at: 'adj', of: 'last' } }],
      },
    ],
  },
  {
    id: 'warDrummer',
    rank: 'h',
    pattern: ['[c] c', 'c c'],
    effect: [
      { op: 'oneOf', options: [[ownMoves(own(ALL, true), 'combat', 1)], [ownMoves(own(ALL, true), 'standard', 2)]] },
    ],
  },
  {
    id: 'hillGiant',
    rank: 'h',
    pattern: ['. @ .', '. c .', 'c c c'],
    effect: [{ op: 'destroyAll', sel: anyone(NON_LEGEND), area: ORTH }],
  },
  { id: 'warlord', rank: 'h', pattern: ['. . @ . .', '. c c c .', 'c . . . c'], effect: special('warlord') },
  {
    id: 'warSummoner',
    rank: 'h',
    pattern: ['c @ c', '. c .', '. c .'],
    effect: [{ op: 'gainAction', n: 1 }, { op: 'borrowEnemy' }],
  },
  {
    id: 'ritualMaster',
    rank: 'h',
    pattern: ['c . .', '. @ .', 'c . c'],
    effect: [
      { op: 'when', cond: 'selfOnGreen', do: [{ op: 'gainAction', n: 2 }] },
      {
        op: 'when',
        cond: 'selfOnRed',
        do: [
          { op: 'destroy', sel: anyone(HEROIC), area: ANY, n: 1, upTo: true },
          { op: 'destroy', sel: anyone(COMMON), area: ANY, n: 1, upTo: true },
        ],
      },
    ],
  },
  { id: 'legendSlayer', rank: 'h', pattern: ['@ . .', 'c c .', 'c . c'], effect: special('legendSlayer') },
  {
    id: 'mountainTroll',
    rank: 'h',
    pattern: ['. @ .', 'c c .', '. c c'],
    effect: [
      { op: 'destroyAll', sel: enemy(COMMON), area: ADJ },
      { op: 'when', cond: 'destroyedTwo', do: [{ op: 'gainAction', n: 1 }] },
    ],
  },
  { id: 'hungryBear', rank: 'h', pattern: ['@ c', 'c c'], effect: [selfMoves('standard', 2, { stopOnEmpty: true })] },
  {
    id: 'werewolf',
    rank: 'h',
    pattern: ['. c . .', 'c . . @', '. c . .'],
    effect: [
      { op: 'when', cond: 'selfOnColourNotCentre', do: [selfMoves('combat', 3)], else: [selfMoves('standard', 1)] },
    ],
  },
  {
    id: 'clanGuardian',
    rank: 'h',
    pattern: ['c* c* @ c*'],
    effect: [{ op: 'upgrade', sel: own(COMMON), area: { at: 'markedPieces' }, n: 1, upTo: true }],
  },
];

export const SYLVAN: readonly BeingCard[] = [
  { id: 'sapling', rank: 'c', pattern: ['@', 'c', 'c'], effect: [{ op: 'upgradeSelf' }] },
  {
    id: 'kiskinFarseeders',
    rank: 'c',
    pattern: ['. @ c', 'c . .'],
    effect: [placeOwn(1, 'c', { at: 'nearOwn' }, true)],
  },
  { id: 'chargingBuck', rank: 'c', pattern: ['. @', 'c c', 'c .'], effect: [selfLeap('combat', 2, 2)] },
  { id: 'forestWardens', rank: 'c', pattern: ['c . @ c'], effect: special('forestWardens') },
  {
    id: 'naiad',
    rank: 'c',
    pattern: ['. * * *', '. * @ *', 'c c* c* *'],
    effect: [
      { op: 'move', mover: { sel: own(ALL, true), area: ADJ }, kind: 'standard', n: 2, upTo: true, pieces: 'each' },
    ],
  },
  { id: 'kiskinSpirit', rank: 'h', pattern: ['c . @', 'c . c'], effect: special('kiskinSpirit') },
  {
    id: 'dryad',
    rank: 'h',
    pattern: ['c .', '. [c]', '. c'],
    effect: [{ op: 'convert', sel: enemy(NON_LEGEND), area: ADJ, sameRank: false, upTo: true }],
  },
  { id: 'centaurSpearman', rank: 'h', pattern: ['@ . .', 'c c c', '. . c'], effect: special('centaurSpearman') },
  {
    id: 'centaurChieftain',
    rank: 'h',
    pattern: ['c . . .', '. c @ .', '. . c .', '. . . c'],
    effect: special('centaurChieftain'),
  },
  {
    id: 'unicorn',
    rank: 'h',
    pattern: ['. c @', 'c c .', 'c . .'],
    effect: [{ op: 'oneOf', options: [[selfMoves('combat', 1, { upTo: false })], [{ op: 'gainAction', n: 1 }]] }],
  },
  {
    id: 'sylvanQueen',
    rank: 'h',
    pattern: ['@ . .', 'c . c', '. c .', '. c .'],
    effect: [{ op: 'convert', sel: enemy(NON_LEGEND), area: DIAG, sameRank: true, upTo: true }],
  },
  {
    id: 'sylvanPrincess',
    rank: 'h',
    pattern: ['@ .', 'c .', '. c', 'c .'],
    effect: [{ op: 'convert', sel: enemy(COMMON), area: DIAG, sameRank: false, upTo: true }],
  },
  { id: 'woodlandDruid', rank: 'h', pattern: ['c . c', '. @ .', '. c .'], effect: special('woodlandDruid') },
  { id: 'forestAncient', rank: 'h', pattern: ['. c .', 'c @ c', 'c . .'], effect: special('forestAncient') },
  {
    id: 'forestMystic',
    rank: 'h',
    pattern: ['. c .', 'c @ .', '. . c'],
    effect: [{ op: 'draw', deck: 1, legends: 1 }],
  },
  {
    id: 'kiskinLeafsplitter',
    rank: 'h',
    pattern: ['* c *', 'c @ c', '* c *'],
    effect: [{ op: 'shoot', dirs: 'diag', hits: ALL, max: 1, blockedBy: [], times: 2 }],
  },
  {
    id: 'kiskinBoughrunner',
    rank: 'h',
    pattern: ['. @ .', 'c c c', '. c .'],
    effect: [selfMoves('combat', 3, { nearOwn: true })],
  },
  { id: 'treeShepherd', rank: 'h', pattern: ['c @ c', '. c c'], effect: special('treeShepherd') },
];

export const LEGENDS: readonly BeingCard[] = [
  {
    id: 'fireDragon',
    rank: 'L',
    pattern: ['h . h', '. c .', '. h .', '* @ *', '* * *'],
    effect: special('fireDragon'),
  },
  {
    id: 'hellBull',
    rank: 'L',
    pattern: ['c . c', 'h [c] h', '. c .'],
    effect: [{ op: 'slide', mover: 'self', kind: 'combat', upTo: true, stopAfterLegend: true }],
  },
  {
    id: 'angelOfDeath',
    rank: 'L',
    pattern: ['. c . c .', 'c . [h] . c', '. . c . .'],
    effect: special('angelOfDeath'),
  },
  { id: 'eldestTree', rank: 'L', pattern: ['. . . h .', 'c . @ . c', '. h . . .'], effect: special('eldestTree') },
  { id: 'boneCatapult', rank: 'L', pattern: ['c * *', '* @ *', 'h h h'], effect: special('boneCatapult') },
  {
    id: 'fireElemental',
    rank: 'L',
    pattern: ['. . @ . .', '. h . c .', 'h . c . c'],
    effect: [
      {
        op: 'oneOf',
        options: [
          [{ op: 'destroyAll', sel: enemy(NON_LEGEND), area: ADJ }],
          [{ op: 'destroyAll', sel: enemy(COMMON), area: { at: 'within', d: 2 } }],
        ],
      },
    ],
  },
  { id: 'leviathan', rank: 'L', pattern: ['. . . . @', '. . h h .', 'h c . . .'], effect: special('leviathan') },
  {
    id: 'twoHeadedDragon',
    rank: 'L',
    pattern: ['@ . h* .', '. h* . .', 'h* . c* .', '. . . c*'],
    effect: [
      { op: 'upgrade', sel: own(ALL), area: { at: 'markedPieces' }, n: 1, upTo: true },
      {
        op: 'when',
        cond: 'did',
        do: [{ op: 'destroy', sel: anyone(HEROIC), area: { at: 'adj', of: 'last' }, n: 1, upTo: true }],
      },
    ],
  },
  {
    id: 'earthElemental',
    rank: 'L',
    pattern: ['. @ c .', '. c c .', 'h . . h'],
    effect: [
      { op: 'destroy', sel: anyone(NON_LEGEND), area: { at: 'onOrNearRed' }, n: 1, upTo: false },
      { op: 'upgrade', sel: own(COMMON), area: { at: 'onOrNearGreen' }, n: 1, upTo: false },
      selfMoves('combat', 1, { dest: { at: 'redOrGreen' } }),
    ],
  },
  { id: 'timeElemental', rank: 'L', pattern: ['. @ .', 'h . h', '. h .', 'c . c'], effect: [{ op: 'extraTurn' }] },
  { id: 'stormElemental', rank: 'L', pattern: ['h . .', 'h . h', '. [c] .'], effect: special('stormElemental') },
  {
    id: 'titan',
    rank: 'L',
    pattern: ['. @ .', '. h .', '. h .', 'c c c'],
    effect: [
      { op: 'destroyAll', sel: anyone(ALL), area: ORTH, uncounted: true },
      { op: 'destroyAll', sel: anyone(NON_LEGEND), area: DIAG, uncounted: true },
    ],
  },
];
