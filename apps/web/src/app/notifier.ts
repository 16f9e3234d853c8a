import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for code outside React (the API client). The app root hands over the context-aware
 * instance from antd's App (top 60px, 2 seconds: spec section 9); until then the static API.
 */
let instance: MessageInstance | null = null;

export function setNotifier(next: MessageInstance | null): void {
  instance = next;
}

export function notifyError(text: string): void {
  void (instance ?? message).error(text);
}
