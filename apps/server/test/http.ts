import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiEnvelope } from '@ascent/shared/errors';
import type { TCaptchaResponse, TLoginFailureData, TLoginResponse } from '@ascent/shared/auth';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createSharedState } from '../src/infra/state/shared-state.ts';
import { createPubSub } from '../src/infra/pubsub/pubsub.ts';
import { createFileStorage } from '../src/infra/storage/create-storage.ts';
import { encryptOaep } from '../src/modules/auth/rsa-key.ts';
import { outboxFile, readSmsOutbox } from '../src/infra/sms/sms-outbox.ts';
import { createFreshDatabase } from './fresh-database.ts';
import { openMemoryDatabase } from './memory-template.ts';
import { signInAsPerson } from './sign-in.ts';

/**
 * The HTTP test helper every API test uses: a real server on a random port over a real,
 * empty, migrated database. PGlite in memory by default (a copy of the migrated template:
 * memory-template.ts); with DATABASE_URL a fresh
 * PostgreSQL database per server (dropped at close); with REDIS_URL shared state in Redis
 * under a fresh key prefix. `env` overrides settings (WEB_DIST, ADMIN_DIST: serve built sites;
 * DATABASE_READ_URL: a database standing for the read replica, which the caller made and drops).
 */
export async function startTestServer(env: Record<string, string> = {}) {
  const id = crypto.randomBytes(6).toString('hex');
  const admin = process.env.DATABASE_URL
    ? await createFreshDatabase(process.env.DATABASE_URL)
    : null;
  const database: Database = admin
    ? await openDatabase({
        databaseUrl: admin.url,
        readUrl: env.DATABASE_READ_URL,
        maxLagMs: Number(env.DATABASE_READ_WINDOW_MS ?? 5000),
      })
    : await openMemoryDatabase();
  const state = createSharedState(process.env.REDIS_URL ?? '', `ascent-test:${id}:`);
  const pubsub = createPubSub(process.env.REDIS_URL ?? '', `ascent-test:${id}:`);
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-test-'));
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED: 'none',
    WEB_DIST: '',
    ADMIN_DIST: '',
    PACKAGE_PORT: '0', // the package origin's listener on any free port
    CHECK_OUTPUTS: '1', // every answer matches its endpoint's output schema
    DATA_DIR: uploads, // the server's own files (uploads, the SMS outbox), dropped at close
    ...env,
  });
  // Local disk under the data folder, or with S3_* the object storage under a prefix of its own.
  const storage = await createFileStorage(config, `test-${id}/`);
  const app = await buildApp({ config, database, state, pubsub, storage });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const api = createTestClient(baseUrl);
  const others: (() => Promise<void>)[] = [];
  return {
    baseUrl,
    app,
    db: database.db,
    database,
    state,
    pubsub,
    storage,
    api,
    /**
     * Fetches a captcha the way the login page does and reads the expected answer from the
     * server's shared state (what a person would read off the image).
     */
    async solveCaptcha(): Promise<{ captchaKey: string; captcha: string }> {
      const res = await api.get<TCaptchaResponse>('/api/study/captcha');
      if (res.body.ret !== 0) throw new Error(`captcha refused: ${res.body.msg}`);
      const captcha = await state.get(`captcha:${res.body.data.captchaKey}`);
      if (!captcha) throw new Error('captcha not in shared state');
      return { captchaKey: res.body.data.captchaKey, captcha };
    },
    /**
     * Lets a shared-state value run out now (a ticket, a hand-over code): the state the store
     * holds once its lifetime has passed, on either store. Throws when the key holds nothing.
     */
    async expireState(key: string): Promise<void> {
      const value = await state.get(key);
      if (value === null) throw new Error(`expireState: nothing under ${key}`);
      await state.set(key, value, 0.001);
      await new Promise((r) => setTimeout(r, 20));
    },
    /** The codes the SMS outbox sent to a number, newest last (what the phone would show). */
    async smsCodes(mobile: string): Promise<string[]> {
      const sent = await readSmsOutbox(outboxFile(config.dataDir));
      return sent.filter((m) => m.mobile === mobile).map((m) => m.code);
    },
    /**
     * Another server process of the same site: the same database, shared state and files (the
     * same object-storage prefix, or the same disk folder as processes on one machine), but a
     * data folder of its own for everything local (scratch space). Closed with this one.
     */
    async anotherProcess() {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-test-other-'));
      const otherConfig = { ...config, dataDir };
      const otherStorage = await createFileStorage(config.s3 ? otherConfig : config, `test-${id}/`);
      const other = await buildApp({
        config: otherConfig,
        database,
        state,
        pubsub,
        storage: otherStorage,
      });
      await other.listen({ port: 0, host: '127.0.0.1' });
      const at = other.server.address();
      others.push(async () => {
        await other.close();
        otherStorage.close?.();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
      return createTestClient(`http://127.0.0.1:${typeof at === 'object' && at ? at.port : 0}`);
    },
    async close() {
      for (const closeOther of others) await closeOther();
      await app.close();
      await pubsub.close();
      await state.close();
      await database.close();
      storage.close?.();
      await admin?.drop();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface CallOptions {
  body?: unknown;
  /** Raw body text (for malformed-JSON tests). */
  raw?: string | Buffer | FormData;
  token?: string | null;
  lang?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  body: ApiEnvelope<T>;
  headers: Headers;
  /**
   * A file reply (content-disposition: attachment, the envelope's one exception): its bytes,
   * with `body` standing for success (ret 0, data null).
   */
  file?: Buffer;
}

/** A thin fetch wrapper speaking the envelope, with the spec's Authorization header. */
export function createTestClient(baseUrl: string) {
  async function call<T = unknown>(
    method: string,
    url: string,
    opts: CallOptions = {},
  ): Promise<CallResult<T>> {
    const headers: Record<string, string> = {
      'accept-language': opts.lang ?? 'en-US',
      ...opts.headers,
    };
    if (opts.token) headers.authorization = `token ${opts.token}`;
    let body: string | Buffer | FormData | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    if (typeof body === 'string' && !headers['content-type'])
      headers['content-type'] = 'application/json';
    // (A Buffer is a body to Node's fetch; the DOM typings the browser tests add do not say so.)
    const res = await fetch(baseUrl + url, { method, headers, body: body as RequestInit['body'] });
    if (res.status === 200 && res.headers.get('content-disposition')?.startsWith('attachment')) {
      const file = Buffer.from(await res.arrayBuffer());
      return {
        status: 200,
        body: { ret: 0, msg: '', data: null as T },
        headers: res.headers,
        file,
      };
    }
    const text = await res.text();
    let parsed: ApiEnvelope<T>;
    try {
      parsed = JSON.parse(text) as ApiEnvelope<T>;
    } catch {
      throw new Error(`${method} ${url}: not JSON (${res.status}): ${text.slice(0, 200)}`);
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }
  const client = {
    call,
    get: <T = unknown>(url: string, opts?: CallOptions) => call<T>('GET', url, opts),
    post: <T = unknown>(url: string, body?: unknown, opts?: CallOptions) =>
      call<T>('POST', url, { ...opts, body: body ?? {} }),
    /** Signs in and returns the login data; throws when the login is refused. */
    async login(
      account: string,
      password: string,
      extra: Record<string, string> = {},
    ): Promise<TLoginResponse> {
      const res = await call<TLoginResponse>('POST', '/api/study/accountLogin', {
        body: { account, password, ...extra },
      });
      if (res.body.ret !== 0)
        throw new Error(`login ${account} refused: ${res.body.ret} ${res.body.msg}`);
      return res.body.data;
    },
    /** One login attempt, refused or not (for throttle and message tests). */
    tryLogin: (
      account: string,
      password: string,
      extra: Record<string, string> = {},
      opts: CallOptions = {},
    ) =>
      call<TLoginResponse & TLoginFailureData>('POST', '/api/study/accountLogin', {
        ...opts,
        body: { account, password, ...extra },
      }),
    /** Signs in as a person does: a password change the login asks for is made first. */
    loginAsPerson: (account: string, password: string, newPassword: string) =>
      signInAsPerson(baseUrl, 'study/accountLogin', account, password, newPassword),
    /** Encrypts a password the way the browser does for editpass. */
    async encrypt(text: string): Promise<string> {
      const key = await call<{ publicKey: string }>('GET', '/api/study/publickey');
      return encryptOaep(key.body.data.publicKey, text);
    },
  };
  return client;
}
