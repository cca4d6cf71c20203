// Every legal move of a seat, and why a move is refused (in message codes).

import type { RuleError, Seat } from '../../../engine/game';
import { animal, CLEARINGS, ELEMENTS, tree } from '../data';
import { frameOptions } from './actions';
import { placeError } from './forest';
import { canReveal } from './reveal';
import type { LfMove, LfState } from './types';
import { previews, seatOfState, tokenPreview, tokensLeft } from './values';

const tokenMoves = (s: LfState, seat: Seat): LfMove[] =>
  previews(s, seat).flatMap((p) => (p.legal ? [{ kind: 'token' as const, element: p.element }] : []));

export function legalMoves(s: LfState, seat: Seat): LfMove[] {
  if (s.phase === 'over' || seat !== s.turn) return [];
  switch (s.phase) {
    case 'turn': {
      const moves: LfMove[] = canReveal(s) ? [{ kind: 'reveal' }] : [];
      moves.push(...tokenMoves(s, seat));
      return moves.length > 0 ? moves : [{ kind: 'pass' }];
    }
    case 'varan':
      return [{ kind: 'sankiVaran' }, { kind: 'keepVaran' }];
    case 'sanki':
      return [...tokenMoves(s, seat), { kind: 'skipSanki' }];
    case 'action': {
      const f = s.frames[s.frames.length - 1];
      return f ? [...frameOptions(s, seat, f), { kind: 'finish' }] : [];
    }
  }
}

const PHASES: Readonly<Record<LfMove['kind'], readonly LfState['phase'][]>> = {
  reveal: ['turn'],
  token: ['turn', 'sanki'],
  pass: ['turn'],
  recruit: ['action'],
  extinguish: ['action'],
  plant: ['action'],
  advance: ['action'],
  finish: ['action'],
  sankiVaran: ['varan'],
  keepVaran: ['varan'],
  skipSanki: ['sanki'],
};

const ACTION_OF = { recruit: 'sun', extinguish: 'water', plant: 'plant', advance: 'wind' } as const;

function tokenError(s: LfState, seat: Seat, m: Extract<LfMove, { kind: 'token' }>): RuleError | null {
  if (!ELEMENTS.includes(m.element)) return { code: 'error.not-now' };
  const p = tokenPreview(s, seat, m.element);
  const el = { term: `term.${m.element}` };
  if (tokensLeft(seatOfState(s, seat)) === 0) return { code: 'error.no-token' };
  if (p.index === null) return { code: 'error.no-element', params: { element: el } };
  if (!p.legal && s.tokens.some((t) => t.element === m.element && t.index === p.index)) {
    return { code: 'error.element-used', params: { element: el } };
  }
  if (!p.legal) return { code: 'error.same-element', params: { element: el } };
  return null;
}

function actionError(s: LfState, seat: Seat, m: LfMove): RuleError | null {
  const f = s.frames[s.frames.length - 1];
  if (!f) return { code: 'error.not-now' };
  if (m.kind === 'finish') return null;
  if (m.kind in ACTION_OF && ACTION_OF[m.kind as keyof typeof ACTION_OF] !== f.kind) {
    return { code: 'error.wrong-action', params: { element: { term: `term.${f.kind}` } } };
  }
  const value = { value: f.value };
  switch (m.kind) {
    case 'recruit': {
      const id = s.recruit[m.slot];
      if (id === undefined || id === null) return { code: 'error.empty-slot' };
      return animal(id).cost > f.value
        ? { code: 'error.too-expensive', params: { cost: animal(id).cost, ...value } }
        : null;
    }
    case 'extinguish': {
      const c = CLEARINGS[m.clearing];
      if (!c || !s.fires[m.clearing]) return { code: 'error.no-fire' };
      return c.fire > f.value ? { code: 'error.too-expensive', params: { cost: c.fire, ...value } } : null;
    }
    case 'plant': {
      const id = s.trees[m.pile]?.[s.trees[m.pile].length - 1];
      if (id === undefined) return { code: 'error.pile-empty' };
      if (f.piles.includes(m.pile)) return { code: 'error.pile-used' };
      if (tree(id).cost > f.value) return { code: 'error.too-expensive', params: { cost: tree(id).cost, ...value } };
      const forest = seatOfState(s, seat).forest;
      const err = placeError(forest, id, m.x, m.y);
      return err ? { code: err } : null;
    }
    case 'advance':
      return Number.isInteger(m.steps) && m.steps >= 1 && m.steps <= f.value
        ? null
        : { code: 'error.too-far', params: value };
    default:
      return { code: 'error.not-now' };
  }
}

export function validate(s: LfState, seat: Seat, m: LfMove): RuleError | null {
  if (!PHASES[m.kind]?.includes(s.phase)) return { code: 'error.not-now' };
  switch (m.kind) {
    case 'reveal':
      return canReveal(s) ? null : { code: 'error.deck-empty' };
    case 'token':
      return tokenError(s, seat, m);
    case 'pass':
      return legalMoves(s, seat).some((x) => x.kind === 'pass') ? null : { code: 'error.must-act' };
    case 'sankiVaran':
    case 'keepVaran':
    case 'skipSanki':
      return null;
    default:
      return actionError(s, seat, m);
  }
}
