import { describe, expect, it } from 'vitest';
import { answerable, keyOf, seededRandom, shuffled, splitScore } from './question.reader.ts';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const take = (seed: string) => {
      const r = seededRandom(seed);
      return Array.from({ length: 5 }, () => r());
    };
    expect(take('attempt-1')).toEqual(take('attempt-1'));
    expect(take('attempt-1')).not.toEqual(take('attempt-2'));
    for (const n of take('x')) {
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });
});

describe('shuffled', () => {
  it('returns a permutation, deterministic by seed, leaving the input alone', () => {
    const items = ['A', 'B', 'C', 'D', 'E', 'F'];
    const a = shuffled(items, seededRandom('s1'));
    expect([...a].sort()).toEqual(items);
    expect(shuffled(items, seededRandom('s1'))).toEqual(a);
    expect(items).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    const orders = new Set(
      Array.from({ length: 20 }, (_, i) => shuffled(items, seededRandom(`seed-${i}`)).join('')),
    );
    expect(orders.size).toBeGreaterThan(10);
    expect(shuffled([], seededRandom('x'))).toEqual([]);
  });

  it('puts each item first about as often as any other', () => {
    const firsts = new Map<string, number>();
    for (let i = 0; i < 3000; i++) {
      const [first] = shuffled(['A', 'B', 'C'], seededRandom(`n${i}`));
      firsts.set(first!, (firsts.get(first!) ?? 0) + 1);
    }
    for (const k of ['A', 'B', 'C']) expect(firsts.get(k)).toBeGreaterThan(850);
  });
});

describe('splitScore', () => {
  it('splits a case’s score evenly, the last part taking the rounding rest', () => {
    expect(splitScore(10, 3)).toEqual([3.3, 3.3, 3.4]);
    expect(splitScore(9, 3)).toEqual([3, 3, 3]);
    expect(splitScore(5, 1)).toEqual([5]);
    expect(splitScore(1, 4)).toEqual([0.3, 0.3, 0.3, 0.1]);
    expect(splitScore(7.5, 2)).toEqual([3.8, 3.7]);
    expect(splitScore(10, 0)).toEqual([]);
    for (const [total, parts] of [
      [10, 3],
      [100, 7],
      [2.5, 6],
    ] as const) {
      const sum = splitScore(total, parts).reduce((a, b) => a + b, 0);
      expect(Math.round(sum * 10) / 10).toBe(total);
    }
  });
});

describe('answerable', () => {
  it('lists plain questions and the parts of cases, not the cases', () => {
    const leaf = (id: number) => ({ id, score: 1, options: null, children: [] });
    expect(
      answerable([
        leaf(1),
        { id: 2, score: 2, options: null, children: [leaf(3), leaf(4)] },
        leaf(5),
      ]).map((q) => q.id),
    ).toEqual([1, 3, 4, 5]);
  });
});

describe('keyOf', () => {
  it('gives the scoring rule the type and the stored key', () => {
    expect(keyOf({ type: 2, key: { keys: ['A', 'C'] } } as never)).toEqual({
      type: 2,
      key: { keys: ['A', 'C'] },
    });
  });
});
