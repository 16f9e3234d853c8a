import { App } from 'antd';
import { useEffect } from 'react';
import type { Notifier } from './notifier.ts';

/** Hands antd's context-aware message API to the notifier. Render inside antd's App. */
export function NotifierBridge({ notifier }: { notifier: Notifier }) {
  const { message } = App.useApp();
  useEffect(() => {
    notifier.attach({
      show: ({ kind, text, key }) => void message.open({ type: kind, content: text, key }),
    });
    return () => notifier.attach(null);
  }, [notifier, message]);
  return null;
}
