import { describe, expect, it } from 'vitest';
import { nextQrRefreshMs } from './in-person-qr-refresh.ts';

describe('nextQrRefreshMs', () => {
  it('asks again just after the token rotates, by the server clock', () => {
    expect(
      nextQrRefreshMs({ now: '2026-01-01T00:00:00Z', rotatesAt: '2026-01-01T00:00:12Z' }),
    ).toBe(12_300);
  });
  it('waits at least a second', () => {
    expect(
      nextQrRefreshMs({ now: '2026-01-01T00:00:30Z', rotatesAt: '2026-01-01T00:00:30Z' }),
    ).toBe(1000);
  });
});
