import { App } from 'antd';
import { useEffect } from 'react';
import { setNotifier } from './notifier.ts';

/** Hands antd's context-aware message API to code outside React. */
export function NotifierBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setNotifier(message);
    return () => setNotifier(null);
  }, [message]);
  return null;
}
