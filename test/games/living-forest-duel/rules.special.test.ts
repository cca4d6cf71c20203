// 特殊カード: the Onibi card's effect on reveals; the two uses of a Sanki card.
import { describe, expect, test } from 'vitest';
import { game } from '../../../src/games/living-forest-duel/rules';
import { framesOf, turnOf } from '../../../src/games/living-forest-duel/rules/asks';
import { gainSanki } from '../../../src/games/living-forest-duel/rules/reveal';
import { id, ids, position, reveal, run, seatPatch, token } from './builders';

describe('the Onibi card (seed: 鬼火カード)', () => {
  test('while you hold it, your season’s animals are revealed into the shared line', () => {
    const s = run({ ...position({ deck: 'bat tanuki' }), onibiCard: 0 }, [reveal]);
    expect(s.shared).toEqual([id('tanuki')]);
    expect(s.seats[0]?.line).toEqual([]);
  });
  test('your Fire Varans still go to your personal line', () => {
    const s = run({ ...position({ deck: 'bat varan-summer' }), onibiCard: 0 }, [reveal]);
    expect(s.seats[0]?.line).toEqual([id('varan-summer')]);
  });
  test('it does not change where the other season’s animals go', () => {
    const s = run({ ...position({ deck: 'bat wolf' }), onibiCard: 0 }, [reveal]);
    expect(s.seats[1]?.line).toEqual([id('wolf')]);
  });
});

describe('Sanki cards (seed: サンキカード)', () => {
  test('when your Fire Varan is revealed (by anyone) you may send it back to your Varan pile', () => {
    const base = seatPatch(position({ deck: 'bat varan-winter' }), 1, {
      sanki: 1,
      varans: ids('varan-winter').slice(1),
    });
    const s = run(base, [reveal]);
    expect(game.status(s)).toMatchObject({ active: [1], prompt: { code: 'prompt.varan' } });
    const back = run(s, [{ kind: 'sankiVaran' }]);
    expect(back.seats[1]?.line).toEqual([]);
    expect(back.seats[1]?.sanki).toBe(0);
    expect(back.sankiSupply).toBe(4);
    expect(turnOf(back)).toBe(1);
  });
  test('keeping the Varan leaves it in line', () => {
    const base = seatPatch(position({ deck: 'bat varan-winter' }), 1, { sanki: 1 });
    const s = run(base, [reveal, { kind: 'keepVaran' }]);
    expect(s.seats[1]?.line).toEqual([id('varan-winter')]);
    expect(s.seats[1]?.sanki).toBe(1);
  });
  test('right after revealing from the shared deck you may place a token at once with a Sanki card', () => {
    const base = seatPatch(position({ shared: 'weasel', deck: 'bat raccoon' }), 0, { sanki: 1 });
    const s = run(base, [reveal]);
    expect(game.status(s)).toMatchObject({ active: [0], prompt: { code: 'prompt.sanki' } });
    const acted = run(s, [token('water')]);
    expect(acted.seats[0]?.sanki).toBe(0);
    expect(acted.seats[0]?.used).toBe(1);
    expect(framesOf(acted).at(-1)).toMatchObject({ kind: 'water', value: 3 });
    expect(turnOf(run(s, [{ kind: 'skipSanki' }]))).toBe(1);
  });
  test('gaining one takes from the supply, or from the opponent when the supply is empty', () => {
    const s = seatPatch({ ...position({}), sankiSupply: 0 }, 1, { sanki: 2 });
    const got = gainSanki(s, 0);
    expect([got.seats[0]?.sanki, got.seats[1]?.sanki]).toEqual([1, 1]);
  });
});
