/**
 * The bell's stream as a client reads it: opens message/stream with a ticket on a server and
 * collects its `count` events (the message tests, the cluster stage).
 */
export interface OpenStream {
  status: number;
  contentType: string;
  /** The next `count` event's count. */
  nextCount(timeoutMs?: number): Promise<number>;
  /** True when no `count` event arrives within the time. */
  quietFor(ms: number): Promise<boolean>;
  close(): void;
}

export async function openStream(baseUrl: string, ticket: string): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(
    `${baseUrl}/api/study/me/message/stream?ticket=${encodeURIComponent(ticket)}`,
    {
      signal: abort.signal,
    },
  );
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: number[] = [];
  const waiter: { wake: (() => void) | null } = { wake: null };
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: count\n')) continue;
          const data = block
            .split('\n')
            .find((l) => l.startsWith('data: '))!
            .slice(6);
          events.push((JSON.parse(data) as { count: number }).count);
          waiter.wake?.();
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitForEvent = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (events.length) return resolve(true);
      const t = setTimeout(() => resolve(false), ms);
      waiter.wake = () => {
        clearTimeout(t);
        waiter.wake = null;
        resolve(true);
      };
    });
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    async nextCount(timeoutMs = 5000) {
      if (!(await waitForEvent(timeoutMs))) throw new Error('no count event');
      return events.shift()!;
    },
    async quietFor(ms) {
      return !(await waitForEvent(ms));
    },
    close: () => abort.abort(),
  };
}
