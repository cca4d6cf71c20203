// The turn (seed ターン時行動): the free sequence of activities, their checks, their effects, and the end of turn.
import { assertDefined } from '../../../engine/assert';
import { settle } from '../../../engine/decision';
import { type RuleError, type Seat, termParam } from '../../../engine/game';
import { replaceAt } from '../../../engine/list';
import { type CardOption, CULTURE, HAND_SIZE, MARKET, type Res, TERRITORIES } from '../data';
import { abilityError, abilityMoves, contribute } from './achievements';
import { attackError, attackPower } from './battle';
import {
  accOption,
  achType,
  addBoost,
  boostsOf,
  cardOf,
  cardType,
  err,
  gain,
  hasDone,
  isRes,
  NEW_TURN,
  P,
  RES5,
  spend,
  storeOption,
  without,
  withPlayer,
} from './helpers';
import { affords, cardCost, fits, payment, remaining, xChoices } from './market';
import { addSettlements, buildAsks, checkTrigger, mine, ownerOf, terrainCount } from './settlements';
import { draw, refill } from './setup';
import type { AbilityMove, AlAsk, AlMove, AlState, Kept, Player } from './types';

export function optionOk(s: AlState, seat: Seat, o: CardOption, name: string, m: { res?: Res }): RuleError | null {
  const p = P(s, seat);
  if ('terrain' in o && o.terrain && o.op !== 'fillVillage') {
    if (boostsOf(p, o.terrain) >= terrainCount(s, seat, o.terrain))
      return err('error.no-terrain', { terrain: termParam(`terrain.${o.terrain}`) });
  }
  if (o.op === 'fillVillage') {
    if (boostsOf(p, o.terrain) >= terrainCount(s, seat, o.terrain))
      return err('error.no-terrain', { terrain: termParam(`terrain.${o.terrain}`) });
    if (!p.kept.some((k) => cardOf(s, k.card).t === 'village')) return err('error.no-village');
  }
  if ((o.op === 'acc' || o.op === 'store') && p.kept.some((k) => cardOf(s, k.card).t === name))
    return err('error.same-in-play');
  if (o.op === 'shaman') {
    if (p.markers.length === 0) return err('error.no-marker');
    if (m.res === undefined || !RES5.includes(m.res)) return err('error.bad-resource');
  } else if (m.res !== undefined) return err('error.bad-resource');
  return null;
}

export function turnError(s: AlState, seat: Seat, m: AlMove): RuleError | null {
  const p = P(s, seat);
  switch (m.kind) {
    case 'play': {
      if (!p.hand.includes(m.card)) return err('error.not-in-hand');
      const o = cardType(s, m.card).options[m.opt];
      if (!o) return err('error.bad-option');
      return optionOk(s, seat, o, cardOf(s, m.card).t, m);
    }
    case 'buy': {
      const idx = MARKET.findIndex(([t]) => t === m.type);
      if (idx < 0) return err('error.bad-card');
      const top = assertDefined(s.market[idx], `the market pile of ${m.type}`)[0];
      if (top === undefined) return err('error.pile-empty');
      if (p.bought.includes(m.type)) return err('error.bought-twice');
      const need = payment(cardCost(s, top), m.pay);
      if (!need) return err('error.bad-payment');
      if (!affords(p.res, need)) return err('error.cannot-afford');
      return null;
    }
    case 'feed': {
      const k = p.kept.find((x) => x.card === m.card && x.op === 'acc');
      if (!k) return err('error.not-kept');
      if (!isRes(m.res) || p.res[m.res] <= 0) return err('error.no-resource');
      if (!fits(remaining(accOption(s, k.card).need, k.res), m.res)) return err('error.not-needed');
      return null;
    }
    case 'stash': {
      const k = p.kept.find((x) => x.card === m.card && x.op === 'store');
      if (!k) return err('error.not-kept');
      if (!isRes(m.res) || p.res[m.res] <= 0) return err('error.no-resource');
      const o = storeOption(s, k.card);
      if (k.res.length >= o.cap) return err('error.store-full');
      if (o.only !== undefined && o.only !== m.res) return err('error.store-kind');
      return null;
    }
    case 'release': {
      const k = p.kept.find((x) => x.card === m.card && x.op === 'store');
      if (!k) return err('error.not-kept');
      if (k.res.length === 0 || k.fresh) return err('error.release-later');
      return null;
    }
    case 'attack':
      return attackError(s, seat, m.from, m.to);
    case 'develop': {
      if (p.dev) return err('error.one-at-a-time');
      const fromDisplay = s.display.some((lv) => lv.some((st) => st[st.length - 1] === m.ach));
      if (!fromDisplay && (p.secret < 0 || m.ach !== p.secret)) return err('error.no-such-achievement');
      const a = achType(s, m.ach);
      if (a.level > 1 && !p.done.some((i) => achType(s, i).level === a.level - 1)) return err('error.level-first');
      if (p.done.some((i) => s.achs[i] === s.achs[m.ach])) return err('error.already-done');
      if (!isRes(m.res) || p.res[m.res] <= 0) return err('error.no-resource');
      if (!fits(a.cost, m.res)) return err('error.not-needed');
      return null;
    }
    case 'contribute': {
      if (!p.dev) return err('error.no-development');
      if (!isRes(m.res) || p.res[m.res] <= 0) return err('error.no-resource');
      if (!fits(remaining(achType(s, p.dev.ach).cost, p.dev.res), m.res)) return err('error.not-needed');
      return null;
    }
    case 'abandon':
      return p.dev ? null : err('error.no-development');
    case 'ability':
      return abilityError(s, seat, m);
    case 'end':
      if (m.keep === null) return null;
      if (!hasDone(s, seat, 'writing')) return err('error.no-writing');
      return p.hand.includes(m.keep) ? null : err('error.not-in-hand');
    default:
      return err('error.not-now');
  }
}

export function turnMoves(s: AlState, seat: Seat): AlMove[] {
  const p = P(s, seat);
  const out: AlMove[] = [];
  const ok = (m: AlMove) => {
    if (turnError(s, seat, m) === null) out.push(m);
  };
  for (const card of new Set(p.hand)) {
    cardType(s, card).options.forEach((o, opt) => {
      if (o.op === 'shaman') for (const res of RES5) ok({ kind: 'play', card, opt, res });
      else ok({ kind: 'play', card, opt });
    });
  }
  const rich = p.res.some((r) => r > 0);
  if (rich) {
    MARKET.forEach(([type], idx) => {
      const top = assertDefined(s.market[idx], `the market pile of ${type}`)[0];
      if (top === undefined) return;
      const x = cardCost(s, top).filter((c) => c === 'X').length;
      for (const pay of xChoices(x)) ok({ kind: 'buy', type, pay });
    });
  }
  for (const k of p.kept) {
    for (const res of rich ? RES5 : [])
      ok(k.op === 'acc' ? { kind: 'feed', card: k.card, res } : { kind: 'stash', card: k.card, res });
    ok({ kind: 'release', card: k.card });
  }
  if (p.swordCards > 0)
    for (const t of TERRITORIES)
      if (mine(s, seat, t.id) > 0) for (const to of t.adj) ok({ kind: 'attack', from: t.id, to });
  const tops = s.display.flatMap((lv) => lv.flatMap((st) => st.slice(-1)));
  const candidates = [...tops, p.secret].filter((a) => a >= 0);
  if (!p.dev && rich) for (const ach of candidates) for (const res of RES5) ok({ kind: 'develop', ach, res });
  if (p.dev) {
    for (const res of RES5) ok({ kind: 'contribute', res });
    ok({ kind: 'abandon' });
  }
  if (p.done.length > 0) abilityMoves(s, seat, p, ok);
  out.push({ kind: 'end', keep: null });
  if (hasDone(s, seat, 'writing')) for (const keep of new Set(p.hand)) out.push({ kind: 'end', keep });
  return out;
}

/** An accumulate card completed: off the table onto the discard pile; the settlements it builds. */
export function completeAcc(s: AlState, seat: Seat, card: number): [AlState, number] {
  const done = withPlayer(s, seat, (p) => ({
    ...p,
    kept: p.kept.filter((k) => k.card !== card),
    discard: [...p.discard, card],
  }));
  return [done, accOption(s, card).build];
}

const keptCard = (p: Player, card: number): Kept =>
  assertDefined(
    p.kept.find((k) => k.card === card),
    `card ${card} in play`,
  );
/** The player with the kept card `card` replaced by `f` of it. */
const withKept = (p: Player, card: number, f: (k: Kept) => Kept): Player => ({
  ...p,
  kept: p.kept.map((k) => (k.card === card ? f(k) : k)),
});

type Step = [AlState, AlAsk[]];

/** Seed ターン時行動: a hand card is played with one of its options; it leaves the hand and the option acts. */
function play(s0: AlState, ask: AlAsk, seat: Seat, m: Extract<AlMove, { kind: 'play' }>): Step {
  const o = assertDefined(cardType(s0, m.card).options[m.opt], `option ${m.opt} of card ${m.card}`);
  const played = (p: Player): Player => ({ ...p, played: [...p.played, m.card] });
  const s = withPlayer(s0, seat, (p) => ({ ...p, hand: without(p.hand, m.card) }));
  switch (o.op) {
    case 'gain':
      return [
        withPlayer(s, seat, (p) => {
          const q = played(gain(p, o.res, o.n));
          return o.terrain ? { ...q, boosts: addBoost(q.boosts, o.terrain) } : q;
        }),
        [ask],
      ];
    case 'atk':
      return [
        withPlayer(s, seat, (p) => played({ ...p, swords: p.swords + o.n, swordCards: p.swordCards + 1 })),
        [ask],
      ];
    case 'def':
      // a shield card played on one's own turn does nothing; legal but useless (cards are played freely)
      return [withPlayer(s, seat, played), [ask]];
    case 'acc':
    case 'store': {
      const kept: Kept = { card: m.card, op: o.op, res: [], fresh: true };
      return [withPlayer(s, seat, (p) => ({ ...p, kept: [...p.kept, kept] })), [ask]];
    }
    case 'draw':
      return [withPlayer(draw(s, seat, 1), seat, played), [ask]];
    case 'fillVillage': {
      const village = assertDefined(
        P(s, seat).kept.find((k) => cardOf(s, k.card).t === 'village'),
        'a village in play',
      );
      const boosted = withPlayer(s, seat, (p) => ({ ...p, boosts: addBoost(p.boosts, o.terrain) }));
      const [after, builds] = completeAcc(boosted, seat, village.card);
      return [withPlayer(after, seat, played), [...buildAsks(after, seat, builds), ask]];
    }
    case 'shaman': {
      const r = assertDefined(m.res, 'the resource the shaman option gives');
      const [oldest, ...markers] = P(s, seat).markers;
      const given = assertDefined(oldest, 'a conquest marker to give up');
      const after = withPlayer(s, seat, (p) => played(gain({ ...p, markers }, r)));
      return [{ ...after, removedMarkers: [...after.removedMarkers, given] }, [ask]];
    }
  }
}

/** Seed 新しいアクションカードを獲得する: the top card of a pile, paid, onto the discard pile. */
function buy(s: AlState, seat: Seat, m: Extract<AlMove, { kind: 'buy' }>): AlState {
  const idx = MARKET.findIndex(([t]) => t === m.type);
  const [card, ...rest] = assertDefined(s.market[idx], `the market pile of ${m.type}`);
  const top = assertDefined(card, `the top card of the ${m.type} pile`);
  const need = assertDefined(payment(cardCost(s, top), m.pay), `the payment for ${m.type}`);
  const paid = withPlayer(s, seat, (p) => ({
    ...p,
    res: [p.res[0] - need[0], p.res[1] - need[1], p.res[2] - need[2], p.res[3] - need[3], p.res[4] - need[4]],
    bought: [...p.bought, m.type],
    discard: [...p.discard, top],
  }));
  return { ...paid, market: replaceAt(s.market, idx, rest) };
}

/** One resource onto an accumulate card (Village, Town, City); when it is full, the card is done and builds. */
function feed(s0: AlState, ask: AlAsk, seat: Seat, m: Extract<AlMove, { kind: 'feed' }>): Step {
  const s = withPlayer(s0, seat, (p) => withKept(spend(p, m.res), m.card, (k) => ({ ...k, res: [...k.res, m.res] })));
  if (remaining(accOption(s, m.card).need, keptCard(P(s, seat), m.card).res).length > 0) return [s, [ask]];
  const [after, builds] = completeAcc(s, seat, m.card);
  return [after, [...buildAsks(after, seat, builds), ask]];
}

/** Store cards: a resource kept (given back on a later turn), or all of them taken back (the card is discarded). */
function stash(s: AlState, seat: Seat, m: Extract<AlMove, { kind: 'stash' }>): AlState {
  return withPlayer(s, seat, (p) =>
    withKept(spend(p, m.res), m.card, (k) => ({ ...k, res: [...k.res, m.res], fresh: true })),
  );
}
function release(s: AlState, seat: Seat, card: number): AlState {
  return withPlayer(s, seat, (p) => {
    const k = keptCard(p, card);
    return {
      ...k.res.reduce((q, r) => gain(q, r), p),
      kept: p.kept.filter((x) => x.card !== card),
      discard: [...p.discard, card],
    };
  });
}

/** Seed 戦闘する: the whole sword pool attacks; a neutral territory's marker is taken, a player's asked to defend. */
function attack(s0: AlState, ask: AlAsk, seat: Seat, m: Extract<AlMove, { kind: 'attack' }>): Step {
  const atk = attackPower(s0, seat, m.from);
  const s = withPlayer(s0, seat, (p) => ({ ...p, swords: 0, swordCards: 0 }));
  const owner = ownerOf(s, m.to);
  if (owner !== null) {
    const defend: AlAsk = {
      kind: 'defend',
      seats: [owner],
      attacker: seat,
      from: m.from,
      to: m.to,
      atk,
      shields: 0,
      used: 0,
    };
    return [s, [defend, ask]];
  }
  const mk = assertDefined(s.marker[m.to], `the conquest marker on territory ${m.to}`);
  const { res } = mk;
  const taken = withPlayer(s, seat, (p) => {
    const q = { ...p, markers: [...p.markers, mk] };
    return res === null ? q : gain(q, res);
  });
  return [checkTrigger({ ...taken, marker: replaceAt(s.marker, m.to, null) }), [ask]];
}

/** Seed 実績を開発する: an achievement taken from the display (or the secret wonder), the first resource put on it. */
function develop(s0: AlState, ask: AlAsk, seat: Seat, m: Extract<AlMove, { kind: 'develop' }>): Step {
  const display = s0.display.map((lv) => {
    const i = lv.findIndex((st) => st[st.length - 1] === m.ach);
    return i < 0 ? lv : replaceAt(lv, i, assertDefined(lv[i], 'a display stack').slice(0, -1));
  });
  const taken = withPlayer({ ...s0, display }, seat, (p) => ({
    ...p,
    secret: m.ach === p.secret ? -1 : p.secret,
    dev: { ach: m.ach, res: [] },
  }));
  return contribute(refill(taken, achType(s0, m.ach).level - 1), seat, m.res, ask);
}

function abandon(s: AlState, seat: Seat): AlState {
  const dev = assertDefined(P(s, seat).dev, `the achievement seat ${seat} is developing`);
  return { ...withPlayer(s, seat, (p) => ({ ...p, dev: null })), achDiscard: [...s.achDiscard, dev.ach] };
}

/** The once-per-turn powers of completed achievements (seed 実績を開発する: effects usable once a turn). */
function ability(s0: AlState, seat: Seat, m: AbilityMove): AlState {
  const s = withPlayer(s0, seat, (p) => ({ ...p, used: [...p.used, m.key] }));
  switch (m.key) {
    case 'engineering': // a hand card out of the game, then draw 1
    case 'mathematics': {
      // a hand card onto the discard pile, then draw 1
      const card = assertDefined(m.card, `the hand card ${m.key} takes`);
      const trash = m.key === 'engineering';
      const given = withPlayer(s, seat, (p) => ({
        ...p,
        hand: without(p.hand, card),
        trashed: trash ? [...p.trashed, card] : p.trashed,
        discard: trash ? p.discard : [...p.discard, card],
      }));
      return draw(given, seat, 1);
    }
    case 'philosophy':
      return withPlayer(s, seat, (p) => gain(p, CULTURE));
    case 'commerce': {
      const { from, to } = m;
      if (!isRes(from) || !isRes(to)) throw new Error('commerce needs two resources');
      return withPlayer(s, seat, (p) => gain(spend(p, from), to));
    }
    case 'religion': {
      const from = assertDefined(m.from, 'the territory Religion moves from');
      const to = assertDefined(m.to, 'the territory Religion moves to');
      return addSettlements(addSettlements(s, seat, from, -1), seat, to, 1);
    }
    default:
      return s;
  }
}

export function applyTurn(s: AlState, ask: AlAsk, seat: Seat, m: AlMove): AlState {
  const [after, next] = turnStep(s, ask, seat, m);
  return { ...after, asks: settle(s.asks, ask, ...next) };
}

function turnStep(s: AlState, ask: AlAsk, seat: Seat, m: AlMove): Step {
  switch (m.kind) {
    case 'play':
      return play(s, ask, seat, m);
    case 'buy':
      return [buy(s, seat, m), [ask]];
    case 'feed':
      return feed(s, ask, seat, m);
    case 'stash':
      return [stash(s, seat, m), [ask]];
    case 'release':
      return [release(s, seat, m.card), [ask]];
    case 'attack':
      return attack(s, ask, seat, m);
    case 'develop':
      return develop(s, ask, seat, m);
    case 'contribute':
      return contribute(s, seat, m.res, ask);
    case 'abandon':
      return [abandon(s, seat), [ask]];
    case 'ability':
      return [ability(s, seat, m), [ask]];
    case 'end':
      return endTurn(s, seat, m.keep);
    default:
      return [s, [ask]];
  }
}

/** The end of a turn: cards to the discard pile (one may stay with Writing, ruling 9), resources lost (ruling 5),
 * a new hand drawn. */
function endTurn(s0: AlState, seat: Seat, keep: number | null): Step {
  // store cards left empty go to the discard pile (ruling in NOTES.md); stored ones stay
  const cleared = withPlayer(s0, seat, (p) => {
    const empty = p.kept.filter((k) => k.op === 'store' && k.res.length === 0);
    return {
      ...p,
      kept: p.kept.filter((k) => !empty.includes(k)).map((k) => (k.fresh ? { ...k, fresh: false } : k)),
      discard: [...p.discard, ...empty.map((k) => k.card), ...p.played, ...p.hand.filter((c) => c !== keep)],
      played: [],
      hand: keep === null ? [] : [keep],
      ...NEW_TURN,
    };
  });
  const drawn = draw(cleared, seat, HAND_SIZE + (hasDone(s0, seat, 'government') ? 1 : 0));
  const s = { ...drawn, turns: drawn.turns + 1 };
  const nextSeat = (seat + 1) % s.seats;
  return [s, s.ending && nextSeat === 0 ? [] : [{ kind: 'turn', seats: [nextSeat] }]];
}
