import { MESSAGES_PATH } from './lib/message-paths.ts';
import type { MineEntry } from '../../app/router/mine-entries.ts';

/** The personal centre's entry for messages. */
export const mineEntries: MineEntry[] = [
  { key: 'msg', labelKey: 'messages.title', path: MESSAGES_PATH, order: 310 },
];
