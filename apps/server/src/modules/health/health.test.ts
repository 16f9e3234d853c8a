import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/http.ts';

describe('health and the envelope', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('GET /api/health answers without login', async () => {
    const res = await fetch(`${s.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('an unknown /api path is 404 with the envelope in the caller language', async () => {
    const res = await s.api.get('/api/study/nope', { lang: 'zh-TW' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ ret: 1, msg: '您訪問的頁面不存在', data: null });
  });

  it('malformed JSON is a 400 envelope, never a 5xx', async () => {
    const res = await s.api.call('POST', '/api/study/accountLogin', {
      raw: '{"account":',
      lang: 'en-US',
    });
    expect(res.status).toBe(400);
    expect(res.body.ret).toBe(1);
    expect(res.body.msg).toBe('The request body is not valid JSON');
  });

  it('a body over the limit is a 413 envelope', async () => {
    const res = await s.api.call('POST', '/api/study/accountLogin', {
      raw: JSON.stringify({ account: 'x'.repeat(2_000_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.ret).toBe(1);
  });

  it('echoes a request id and sends the security headers; API replies are never cached', async () => {
    const res = await s.api.get('/api/study/me/profile');
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
