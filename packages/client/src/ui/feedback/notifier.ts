import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for code outside React (the API client). The app root hands over the context-aware
 * instance from antd's App through NotifierBridge; until then antd's static API is used.
 */
export interface Notifier {
  error(text: string): void;
  attach(instance: MessageInstance | null): void;
}

export function createNotifier(): Notifier {
  let instance: MessageInstance | null = null;
  return {
    error: (text) => void (instance ?? message).error(text),
    attach: (next) => {
      instance = next;
    },
  };
}
