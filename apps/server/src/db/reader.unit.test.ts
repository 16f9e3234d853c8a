import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLagGuard } from './reader.ts';

const PRIMARY = 'postgres://app@db-primary:5432/ascent';
const REPLICA = 'postgres://app@db-replica:5432/ascent';

describe('read replica settings (DATABASE_READ_URL, DATABASE_READ_WINDOW_MS)', () => {
  it('are off without them: everything reads the primary, a 5 s window', () => {
    const config = loadConfig({ DATABASE_URL: PRIMARY });
    expect(config.databaseReadUrl).toBe('');
    expect(config.databaseReadWindowMs).toBe(5000);
  });

  it('take a postgres URL beside DATABASE_URL, and a window in milliseconds', () => {
    const config = loadConfig({
      DATABASE_URL: PRIMARY,
      DATABASE_READ_URL: ` ${REPLICA} `,
      DATABASE_READ_WINDOW_MS: '15000',
    });
    expect(config.databaseReadUrl).toBe(REPLICA);
    expect(config.databaseReadWindowMs).toBe(15000);
    expect(
      loadConfig({ DATABASE_URL: PRIMARY, DATABASE_READ_URL: 'postgresql://r/ascent' })
        .databaseReadUrl,
    ).toBe('postgresql://r/ascent');
  });

  it('refuse a replica of the embedded database at start', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: REPLICA })).toThrow(
      /DATABASE_READ_URL needs DATABASE_URL/,
    );
  });

  it('refuse what is not a postgres URL, and a window that is not a positive whole number', () => {
    expect(() =>
      loadConfig({ DATABASE_URL: PRIMARY, DATABASE_READ_URL: 'mysql://r/ascent' }),
    ).toThrow(/DATABASE_READ_URL must be a postgres:\/\/ URL/);
    for (const bad of ['0', '-1', '2.5', 'soon'])
      expect(() => loadConfig({ DATABASE_URL: PRIMARY, DATABASE_READ_WINDOW_MS: bad })).toThrow(
        /DATABASE_READ_WINDOW_MS must be a positive integer/,
      );
  });
});

describe('the lag guard', () => {
  it('uses the replica only while its last measure answered within the bound', async () => {
    let answer: () => Promise<number | null> = async () => 0;
    const guard = createLagGuard(() => answer(), 5000);
    expect(guard.usable()).toBe(false); // not measured yet
    await guard.check();
    expect(guard.usable()).toBe(true);
    answer = async () => 5000;
    await guard.check();
    expect(guard.usable()).toBe(true);
    answer = async () => 5001; // further behind than the window: everyone reads the primary
    await guard.check();
    expect(guard.usable()).toBe(false);
    answer = async () => 10;
    await guard.check();
    expect(guard.usable()).toBe(true);
    answer = async () => null; // a standby that has replayed nothing yet
    await guard.check();
    expect(guard.usable()).toBe(false);
  });

  it('leaves an unreachable replica alone until it answers again', async () => {
    let reachable = true;
    const guard = createLagGuard(async () => {
      if (!reachable) throw new Error('connect ECONNREFUSED');
      return 0;
    }, 5000);
    await guard.check();
    expect(guard.usable()).toBe(true);
    reachable = false;
    await guard.check();
    expect(guard.usable()).toBe(false);
    reachable = true;
    await guard.check();
    expect(guard.usable()).toBe(true);
  });
});
