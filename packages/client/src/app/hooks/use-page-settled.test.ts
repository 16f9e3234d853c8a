import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each test loads the module afresh: its settled state is the page's, once. */
async function freshModule() {
  vi.resetModules();
  return import('./use-page-settled.ts');
}

describe('pageSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the load event, then for the browser to be idle', async () => {
    vi.useFakeTimers();
    const listeners: Array<() => void> = [];
    const idle: Array<() => void> = [];
    vi.stubGlobal('document', { readyState: 'loading' });
    vi.stubGlobal('window', { addEventListener: (_: string, f: () => void) => listeners.push(f) });
    vi.stubGlobal('requestIdleCallback', (f: () => void) => idle.push(f));
    const { pageSettled } = await freshModule();
    let done = false;
    void pageSettled().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    listeners.forEach((f) => f());
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    idle.forEach((f) => f());
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('gives up waiting after PAGE_SETTLED_CAP_MS (a picture that never loads)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('document', { readyState: 'interactive' });
    vi.stubGlobal('window', { addEventListener: () => undefined });
    const { pageSettled, PAGE_SETTLED_CAP_MS } = await freshModule();
    let done = false;
    void pageSettled().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PAGE_SETTLED_CAP_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('settles at once (after a tick) on a page already loaded', async () => {
    vi.stubGlobal('document', { readyState: 'complete' });
    vi.stubGlobal('requestIdleCallback', undefined);
    const { pageSettled } = await freshModule();
    await expect(pageSettled()).resolves.toBeUndefined();
  });
});
