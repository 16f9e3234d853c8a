import { describe, expect, it } from 'vitest';
import { columnsFor, layoutMap } from './map-layout.ts';

describe('learning map layout', () => {
  it('fits fewer levels per row on narrower screens', () => {
    expect(columnsFor(360, 10)).toBe(2);
    expect(columnsFor(600, 10)).toBe(3);
    expect(columnsFor(1000, 10)).toBe(4);
    expect(columnsFor(1300, 10)).toBe(5);
    expect(columnsFor(1300, 3)).toBe(3);
    expect(columnsFor(1300, 1)).toBe(1);
  });

  it('runs as a snake: left to right, then right to left', () => {
    const { nodes } = layoutMap(6, 360);
    expect(nodes.map((n) => [n.row, n.col])).toEqual([
      [0, 0],
      [0, 1],
      [1, 1],
      [1, 0],
      [2, 0],
      [2, 1],
    ]);
    expect(nodes[0]!.x).toBeLessThan(nodes[1]!.x);
    expect(nodes[2]!.x).toBe(nodes[1]!.x);
    expect(nodes[2]!.y).toBeGreaterThan(nodes[1]!.y);
  });

  it('keeps every level and every bend inside the width', () => {
    for (const width of [320, 375, 768, 1366]) {
      for (const count of [1, 2, 5, 9, 20]) {
        const layout = layoutMap(count, width);
        expect(layout.nodes).toHaveLength(count);
        expect(layout.segments).toHaveLength(count - 1);
        for (const n of layout.nodes) {
          expect(n.x).toBeGreaterThan(0);
          expect(n.x).toBeLessThan(width);
          expect(n.y).toBeLessThan(layout.height);
        }
        for (const s of layout.segments) {
          const xs = [...s.matchAll(/(?:[MLQC]|\s)\s*(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g)].map(
            (m) => Number(m[1]),
          );
          for (const x of xs) {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(width);
          }
        }
      }
    }
  });

  it('centres a short single row and draws nothing for no levels', () => {
    const two = layoutMap(2, 1366);
    expect(two.nodes[0]!.x + two.nodes[1]!.x).toBeCloseTo(1366, 0);
    expect(layoutMap(0, 1366)).toMatchObject({ nodes: [], segments: [], height: 0 });
  });
});
