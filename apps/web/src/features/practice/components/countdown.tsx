import { Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRemaining } from '../lib/time.ts';

/**
 * The time left until the server's deadline, on the server's clock (corrected by the offset
 * between `serverNow` and this device's clock when the paper was read); calls onExpire once.
 */
export function Countdown({
  deadline,
  serverNow,
  onExpire,
}: {
  deadline: string;
  serverNow: string;
  onExpire: () => void;
}) {
  const { t } = useTranslation();
  const [offset] = useState(() => new Date(serverNow).getTime() - Date.now());
  const end = new Date(deadline).getTime();
  const [left, setLeft] = useState(() => end - (Date.now() + offset));
  const fired = useRef(false);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);
  useEffect(() => {
    const tick = () => {
      const ms = end - (Date.now() + offset);
      setLeft(ms);
      if (ms <= 0 && !fired.current) {
        fired.current = true;
        expire.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [end, offset]);
  return (
    <span className="practice-timer" data-testid="practice-timer" role="timer">
      {t('practice.sim.timer')}{' '}
      <Typography.Text strong type={left < 60_000 ? 'danger' : undefined}>
        {formatRemaining(left)}
      </Typography.Text>
    </span>
  );
}
