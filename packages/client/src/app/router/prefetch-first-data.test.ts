import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../services/app-services.ts';
import { prefetchFirstData } from './prefetch-first-data.ts';

const pictures: { src: string; fetchPriority: string }[] = [];
class FakeImage {
  fetchPriority = 'auto';
  set src(src: string) {
    pictures.push({ src, fetchPriority: this.fetchPriority });
  }
}

function servicesWith(token: string) {
  const queryClient = new QueryClient();
  const session = { getState: () => ({ token }) } as unknown as AppServices['session'];
  return { queryClient, session };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchFirstData', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    pictures.length = 0;
  });

  it("puts the data under the page's key and asks for its picture at high priority", async () => {
    vi.stubGlobal('Image', FakeImage);
    const services = servicesWith('t');
    const queryFn = vi.fn(async () => ({ cover: '/covers/course-1.svg' }));
    prefetchFirstData(services, { queryKey: ['course', 7], queryFn, picture: (c) => c.cover });
    await settled();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(services.queryClient.getQueryData(['course', 7])).toEqual({
      cover: '/covers/course-1.svg',
    });
    expect(pictures).toEqual([{ src: '/covers/course-1.svg', fetchPriority: 'high' }]);
  });

  it('calls nothing signed out, and leaves a failure to the page, untried again', async () => {
    vi.stubGlobal('Image', FakeImage);
    const queryFn = vi.fn(async () => 1);
    prefetchFirstData(servicesWith(''), { queryKey: ['x'], queryFn });
    expect(queryFn).not.toHaveBeenCalled();

    const services = servicesWith('t');
    const failing = vi.fn(async (): Promise<{ cover: string }> => {
      throw new Error('offline');
    });
    prefetchFirstData(services, { queryKey: ['y'], queryFn: failing, picture: (d) => d.cover });
    await settled();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(services.queryClient.getQueryState(['y'])?.status).toBe('error');
    expect(pictures).toEqual([]);
  });
});
