import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type PubSubHandler = (message: string) => void;

/**
 * Messages every server process hears (real-time fan-out, decisions.md s.4): in process by
 * default; Redis pub/sub when REDIS_URL is set, so a publish in one process reaches the
 * subscribers of all of them. Delivery is best effort (no replay for a process that was down).
 */
export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  /** Listens on a channel until the returned function is called. */
  subscribe(channel: string, handler: PubSubHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export class MemoryPubSub implements PubSub {
  readonly kind = 'memory' as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: string, message: string) {
    // Asynchronous like Redis: a publisher never runs its subscribers' code in its own call.
    queueMicrotask(() => this.emitter.emit(channel, message));
  }
  async subscribe(channel: string, handler: PubSubHandler) {
    this.emitter.on(channel, handler);
    return async () => {
      this.emitter.off(channel, handler);
    };
  }
  async close() {
    this.emitter.removeAllListeners();
  }
}

/**
 * Redis pub/sub. A connection in subscriber mode can do nothing else, so publishing has its own
 * connection. Channels carry the key prefix, so servers sharing a Redis (tests) stay apart.
 */
export class RedisPubSub implements PubSub {
  readonly kind = 'redis' as const;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers = new Map<string, Set<PubSubHandler>>();
  private readonly prefix: string;

  constructor(url: string, prefix: string) {
    this.prefix = prefix;
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    // The subscriber re-subscribes by itself after a reconnect (ioredis autoResubscribe).
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    this.sub.on('message', (channel: string, message: string) => {
      for (const h of this.handlers.get(channel) ?? []) h(message);
    });
  }

  async publish(channel: string, message: string) {
    await this.pub.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, handler: PubSubHandler) {
    const full = this.prefix + channel;
    let set = this.handlers.get(full);
    if (!set) {
      set = new Set();
      this.handlers.set(full, set);
      await this.sub.subscribe(full);
    }
    set.add(handler);
    return async () => {
      const current = this.handlers.get(full);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(full);
      await this.sub.unsubscribe(full);
    };
  }

  async close() {
    this.handlers.clear();
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}

export function createPubSub(redisUrl: string, prefix: string): PubSub {
  return redisUrl ? new RedisPubSub(redisUrl, prefix) : new MemoryPubSub();
}
