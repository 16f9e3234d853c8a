import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const key = crypto.randomBytes(32);
  const box = createSecretBox(async () => key);

  it('seals to a different text each time and opens back to the secret', async () => {
    const a = await box.seal('client-secret-ü');
    const b = await box.seal('client-secret-ü');
    expect(a).toMatch(/^v1\./);
    expect(a).not.toBe(b);
    expect(a).not.toContain('client-secret');
    expect(await box.open(a)).toBe('client-secret-ü');
    expect(await box.open(b)).toBe('client-secret-ü');
  });

  it('refuses text sealed under another key, altered, or not sealed at all', async () => {
    const sealed = await box.seal('secret');
    const other = createSecretBox(async () => crypto.randomBytes(32));
    await expect(other.open(sealed)).rejects.toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    await expect(box.open(parts.join('.'))).rejects.toThrow();
    await expect(box.open('plain text')).rejects.toThrow(/not a sealed secret/);
  });

  it('refuses a key of the wrong size', async () => {
    const short = createSecretBox(async () => crypto.randomBytes(16));
    await expect(short.seal('x')).rejects.toThrow(/32 bytes/);
  });
});
