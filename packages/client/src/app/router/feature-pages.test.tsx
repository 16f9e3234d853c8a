import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_WAIT_MS, featurePages, preloadPages } from './feature-pages.ts';

function Page() {
  return null;
}

describe('featurePages', () => {
  it("starts a first page's data with its code, given the address's query", async () => {
    const prefetch = vi.fn();
    const page = featurePages({ loadFeature: async () => {} }, 'learning');
    const CourseDetailPage = page(async () => ({ P: Page }), 'P', prefetch);
    preloadPages([<CourseDetailPage key="a" />], '?id=7');
    expect(prefetch).toHaveBeenCalledWith('?id=7');
    await CourseDetailPage.preload();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("has the first render wait for a first page's data, failed or not, up to FIRST_DATA_WAIT_MS", async () => {
    vi.useFakeTimers();
    try {
      const page = featurePages({ loadFeature: async () => {} }, 'home');
      let answer: (value: unknown) => void = () => {};
      const Waiting = page(
        async () => ({ P: Page }),
        'P',
        () => new Promise((resolve) => (answer = resolve)),
      );
      let drawn = false;
      void preloadPages([<Waiting key="a" />], '').then(() => (drawn = true));
      await vi.advanceTimersByTimeAsync(10);
      expect(drawn).toBe(false);
      answer('data');
      await vi.advanceTimersByTimeAsync(0);
      expect(drawn).toBe(true);

      const Failing = page(
        async () => ({ P: Page }),
        'P',
        () => Promise.reject(new Error('no')),
      );
      await expect(Failing.preload('')).resolves.toEqual({ default: Page });

      const Slow = page(
        async () => ({ P: Page }),
        'P',
        () => new Promise(() => {}),
      );
      let slowDrawn = false;
      void Slow.preload('').then(() => (slowDrawn = true));
      await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
      expect(slowDrawn).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(slowDrawn).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("loads a page's chunk and its feature's texts together, once, and can start before the render", async () => {
    const loadFeature = vi.fn(async () => {});
    const load = vi.fn(async () => ({ ExamPaperPage: Page }));
    const page = featurePages({ loadFeature }, 'exam');
    const ExamPaperPage = page(load, 'ExamPaperPage');
    expect(load).not.toHaveBeenCalled();

    preloadPages([<ExamPaperPage key="a" />, 'text', null], '?id=1');
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadFeature).toHaveBeenCalledWith('exam');
    await expect(ExamPaperPage.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadFeature).toHaveBeenCalledTimes(1);
  });

  it('draws a page loaded before its first render at once, without suspending', async () => {
    const Loaded = () => <p>loaded</p>;
    const Shown = featurePages({ loadFeature: async () => {} }, 'x')(
      async () => ({ Loaded }),
      'Loaded',
    );
    const draw = () =>
      renderToString(
        <Suspense fallback="waiting">
          <Shown />
        </Suspense>,
      );
    expect(draw()).toContain('waiting');
    await Shown.preload();
    expect(draw()).toBe('<!--$--><p>loaded</p><!--/$-->');
  });

  it('leaves elements of other components alone, and a failed preload to the render', async () => {
    const load = vi.fn(async (): Promise<{ P: typeof Page }> => {
      throw new Error('offline');
    });
    const P = featurePages({ loadFeature: async () => {} }, 'x')(load, 'P');
    expect(() => preloadPages([<Page key="b" />, <P key="c" />], '')).not.toThrow();
    await expect(P.preload()).rejects.toThrow('offline');
  });
});
