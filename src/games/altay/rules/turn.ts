// The turn (seed ターン時行動): the free sequence of activities, their checks, their effects, and the end of turn.
import { settle } from '../../../engine/decision';
import { type RuleError, type Seat, termParam } from '../../../engine/game';
import { type CardOption, CULTURE, HAND_SIZE, MARKET, type Marker, type Res, TERRITORIES } from '../data';
import { abilityError, abilityMoves, contribute } from './achievements';
import { attackError, attackPower } from './battle';
import { achType, cardType, draft, err, gain, hasDone, P, RES5, removeOne, spend, terrainIndex } from './helpers';
import { affords, cardCost, fits, payment, remaining, storeOption, xChoices } from './market';
import { buildAsks, checkTrigger, mine, ownerOf, terrainCount } from './settlements';
import { draw, refill } from './setup';
import type { AlAsk, AlMove, AlState, Card, Kept } from './types';

export function optionOk(s: AlState, seat: Seat, o: CardOption, name: string, m: { res?: Res }): RuleError | null {
  const p = P(s, seat);
  if ('terrain' in o && o.terrain && o.op !== 'fillVillage') {
    if ((p.boosts[terrainIndex(o.terrain)] as number) >= terrainCount(s, seat, o.terrain))
      return err('error.no-terrain', { terrain: termParam(`terrain.${o.terrain}`) });
  }
  if (o.op === 'fillVillage') {
    if ((p.boosts[terrainIndex(o.terrain)] as number) >= terrainCount(s, seat, o.terrain))
      return err('error.no-terrain', { terrain: termParam(`terrain.${o.terrain}`) });
    if (!p.kept.some((k) => (s.cards[k.card] as Card).t === 'village')) return err('error.no-village');
  }
  if ((o.op === 'acc' || o.op === 'store') && p.kept.some((k) => (s.cards[k.card] as Card).t === name))
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
      return optionOk(s, seat, o, (s.cards[m.card] as Card).t, m);
    }
    case 'buy': {
      const idx = MARKET.findIndex(([t]) => t === m.type);
      if (idx < 0) return err('error.bad-card');
      const pile = s.market[idx] as number[];
      if (pile.length === 0) return err('error.pile-empty');
      if (p.bought.includes(m.type)) return err('error.bought-twice');
      const need = payment(cardCost(s, pile[0] as number), m.pay);
      if (!need) return err('error.bad-payment');
      if (!affords(p.res, need)) return err('error.cannot-afford');
      return null;
    }
    case 'feed': {
      const k = p.kept.find((x) => x.card === m.card && x.op === 'acc');
      if (!k) return err('error.not-kept');
      if (!RES5.includes(m.res) || (p.res[m.res] as number) <= 0) return err('error.no-resource');
      const o = cardType(s, k.card).options[0] as Extract<CardOption, { op: 'acc' }>;
      if (!fits(remaining(o.need, k.res), m.res)) return err('error.not-needed');
      return null;
    }
    case 'stash': {
      const k = p.kept.find((x) => x.card === m.card && x.op === 'store');
      if (!k) return err('error.not-kept');
      if (!RES5.includes(m.res) || (p.res[m.res] as number) <= 0) return err('error.no-resource');
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
      if (!RES5.includes(m.res) || (p.res[m.res] as number) <= 0) return err('error.no-resource');
      if (!fits(a.cost, m.res)) return err('error.not-needed');
      return null;
    }
    case 'contribute': {
      if (!p.dev) return err('error.no-development');
      if (!RES5.includes(m.res) || (p.res[m.res] as number) <= 0) return err('error.no-resource');
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
  for (const [type] of rich ? MARKET : []) {
    const idx = MARKET.findIndex(([t]) => t === type);
    const top = (s.market[idx] as number[])[0];
    if (top === undefined) continue;
    const x = cardCost(s, top).filter((c) => c === 'X').length;
    for (const pay of xChoices(x)) ok({ kind: 'buy', type, pay });
  }
  for (const k of p.kept) {
    for (const res of rich ? RES5 : [])
      ok(k.op === 'acc' ? { kind: 'feed', card: k.card, res } : { kind: 'stash', card: k.card, res });
    ok({ kind: 'release', card: k.card });
  }
  if (p.swordCards > 0)
    for (const t of TERRITORIES)
      if (mine(s, seat, t.id) > 0) for (const to of t.adj) ok({ kind: 'attack', from: t.id, to });
  const candidates = [...s.display.flatMap((lv) => lv.map((st) => st[st.length - 1] as number)), p.secret].filter(
    (a) => a >= 0,
  );
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

export function completeAcc(s: AlState, seat: Seat, k: Kept): number {
  const p = P(s, seat);
  p.kept = p.kept.filter((x) => x !== k);
  p.discard.push(k.card);
  return (cardType(s, k.card).options[0] as Extract<CardOption, { op: 'acc' }>).build;
}

export function applyTurn(s0: AlState, ask: AlAsk, seat: Seat, m: AlMove): AlState {
  const s = draft(s0);
  const p = P(s, seat);
  let next: AlAsk[] = [ask];
  switch (m.kind) {
    case 'play': {
      const o = cardType(s, m.card).options[m.opt] as CardOption;
      removeOne(p.hand, m.card);
      let stays = false;
      if (o.op === 'gain') {
        gain(p, o.res, o.n);
        if (o.terrain) p.boosts[terrainIndex(o.terrain)] = (p.boosts[terrainIndex(o.terrain)] as number) + 1;
      } else if (o.op === 'atk') {
        p.swords += o.n;
        p.swordCards++;
      } else if (o.op === 'def') {
        // a shield card played on one's own turn does nothing; legal but useless (cards are played freely)
      } else if (o.op === 'acc' || o.op === 'store') {
        p.kept.push({ card: m.card, op: o.op, res: [], fresh: true });
        stays = true;
      } else if (o.op === 'draw') draw(s, seat, 1);
      else if (o.op === 'fillVillage') {
        p.boosts[terrainIndex(o.terrain)] = (p.boosts[terrainIndex(o.terrain)] as number) + 1;
        const k = p.kept.find((x) => (s.cards[x.card] as Card).t === 'village') as Kept;
        next = [...buildAsks(s, seat, completeAcc(s, seat, k)), ask];
      } else if (o.op === 'shaman') {
        s.removedMarkers.push(p.markers.shift() as Marker);
        gain(p, m.res as Res);
      }
      if (!stays) p.played.push(m.card);
      break;
    }
    case 'buy': {
      const idx = MARKET.findIndex(([t]) => t === m.type);
      const pile = s.market[idx] as number[];
      const card = pile.shift() as number;
      const need = payment(cardCost(s, card), m.pay) as number[];
      need.forEach((n, r) => {
        p.res[r] = (p.res[r] as number) - n;
      });
      p.bought.push(m.type);
      p.discard.push(card);
      break;
    }
    case 'feed': {
      const k = p.kept.find((x) => x.card === m.card) as Kept;
      spend(p, m.res);
      k.res.push(m.res);
      const o = cardType(s, k.card).options[0] as Extract<CardOption, { op: 'acc' }>;
      if (remaining(o.need, k.res).length === 0) next = [...buildAsks(s, seat, completeAcc(s, seat, k)), ask];
      break;
    }
    case 'stash': {
      const k = p.kept.find((x) => x.card === m.card) as Kept;
      spend(p, m.res);
      k.res.push(m.res);
      k.fresh = true;
      break;
    }
    case 'release': {
      const k = p.kept.find((x) => x.card === m.card) as Kept;
      for (const r of k.res) gain(p, r);
      p.kept = p.kept.filter((x) => x !== k);
      p.discard.push(k.card);
      break;
    }
    case 'attack': {
      const atk = attackPower(s, seat, m.from);
      p.swords = 0;
      p.swordCards = 0;
      const owner = ownerOf(s, m.to);
      if (owner === null) {
        const mk = s.marker[m.to] as Marker;
        s.marker[m.to] = null;
        p.markers.push(mk);
        if (mk.res !== null) gain(p, mk.res);
        checkTrigger(s);
      } else {
        next = [
          { kind: 'defend', seats: [owner], attacker: seat, from: m.from, to: m.to, atk, shields: 0, used: 0 },
          ask,
        ];
      }
      break;
    }
    case 'develop': {
      for (const lv of s.display) {
        const st = lv.find((x) => x[x.length - 1] === m.ach);
        if (st) st.pop();
      }
      if (m.ach === p.secret) p.secret = -1;
      p.dev = { ach: m.ach, res: [] };
      refill(s, achType(s, m.ach).level - 1);
      next = contribute(s, seat, m.res, ask);
      break;
    }
    case 'contribute':
      next = contribute(s, seat, m.res, ask);
      break;
    case 'abandon': {
      const dev = p.dev as { ach: number };
      s.achDiscard.push(dev.ach);
      p.dev = null;
      break;
    }
    case 'ability': {
      p.used.push(m.key);
      if (m.key === 'engineering') {
        removeOne(p.hand, m.card as number);
        p.trashed.push(m.card as number);
        draw(s, seat, 1);
      } else if (m.key === 'mathematics') {
        removeOne(p.hand, m.card as number);
        p.discard.push(m.card as number);
        draw(s, seat, 1);
      } else if (m.key === 'philosophy') gain(p, CULTURE);
      else if (m.key === 'commerce') {
        spend(p, m.from as Res);
        gain(p, m.to as Res);
      } else if (m.key === 'religion') {
        (s.settle[m.from as number] as number[])[seat] = mine(s, seat, m.from as number) - 1;
        (s.settle[m.to as number] as number[])[seat] = mine(s, seat, m.to as number) + 1;
      }
      break;
    }
    case 'end':
      return endTurn(s, s0.asks, ask, seat, m.keep);
    default:
      break;
  }
  s.asks = settle(s0.asks, ask, ...next);
  return s;
}

export function endTurn(s: AlState, asks: readonly AlAsk[], ask: AlAsk, seat: Seat, keep: number | null): AlState {
  const p = P(s, seat);
  // store cards left empty go to the discard pile (ruling in NOTES.md); stored ones stay
  for (const k of p.kept) k.fresh = false;
  const empty = p.kept.filter((k) => k.op === 'store' && k.res.length === 0);
  p.kept = p.kept.filter((k) => !empty.includes(k));
  p.discard.push(...empty.map((k) => k.card), ...p.played, ...p.hand.filter((c) => c !== keep));
  p.played = [];
  p.hand = keep === null ? [] : [keep];
  p.res = [0, 0, 0, 0, 0];
  p.bought = [];
  p.swords = 0;
  p.swordCards = 0;
  p.boosts = [0, 0, 0, 0];
  p.used = [];
  draw(s, seat, HAND_SIZE + (hasDone(s, seat, 'government') ? 1 : 0));
  s.turns++;
  const nextSeat = (seat + 1) % s.seats;
  if (s.ending && nextSeat === 0) s.asks = settle(asks, ask);
  else s.asks = settle(asks, ask, { kind: 'turn', seats: [nextSeat] });
  return s;
}
