import fsp from 'node:fs/promises';
import path from 'node:path';
import type { SmsCodeMessage, SmsProvider } from './sms-provider.ts';

/** One line of the outbox file: a message that would have been sent. */
export interface OutboxEntry extends SmsCodeMessage {
  /** When it was written (ISO 8601). */
  at: string;
}

/** The outbox's file under DATA_DIR. */
export const outboxFile = (dataDir: string) => path.join(dataDir, 'sms-outbox.jsonl');

/**
 * The development SMS provider: nothing reaches a phone. Each message is a JSON line appended to
 * `DATA_DIR/sms-outbox.jsonl` (one file the processes sharing a data folder all append to) and
 * written to the log, where a developer or a test reads the code.
 */
export function createSmsOutbox(file: string, log: (entry: OutboxEntry) => void): SmsProvider {
  return {
    name: 'outbox',
    development: true,
    async sendCode(message) {
      const entry: OutboxEntry = { at: new Date().toISOString(), ...message };
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.appendFile(file, `${JSON.stringify(entry)}\n`, 'utf8');
      log(entry);
    },
  };
}

/** The outbox's messages, oldest first (development tools and tests). */
export async function readSmsOutbox(file: string): Promise<OutboxEntry[]> {
  const text = await fsp.readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return '';
    throw err;
  });
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxEntry);
}
