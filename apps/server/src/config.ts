import path from 'node:path';
import { SIGN_ON_SUITES, type TSignOnSuite } from '@ascent/shared/sso/suites';
import { SMS_PROVIDERS, type SmsConfig, type SmsProviderName } from './infra/sms/sms-provider.ts';
import type { SuitesConfig } from './infra/suites/suite-client.ts';
import type { WxworkSuiteConfig } from './infra/suites/wxwork-suite.ts';
import type { FeishuStoreConfig } from './infra/suites/feishu-store.ts';
import type { LicenceConfig } from './modules/licence/licence.service.ts';
import type { S3StorageConfig } from './infra/storage/s3-storage.ts';

/** Everything the server reads from the environment, parsed once at start. */
export interface AppConfig {
  port: number;
  /**
   * PORT_FILE: where the process writes the port it listens on once it does (PORT=0 takes any
   * free one): tests and benches start servers this way, never on a port found free beforehand.
   */
  portFile: string;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; when empty the embedded PGlite under dataDir is used. */
  databaseUrl: string;
  /**
   * DATABASE_READ_URL: a read replica of DATABASE_URL for reports and long lists that may lag
   * (db/reader.ts); empty: everything reads the primary. Refused without DATABASE_URL.
   */
  databaseReadUrl: string;
  /**
   * DATABASE_READ_WINDOW_MS: after a person's call writes, their reads stay on the primary this
   * long (read-your-writes); the lag guard also leaves the replica while it is further behind.
   */
  databaseReadWindowMs: number;
  /** Redis URL; when empty shared state is kept in process. */
  redisUrl: string;
  /** 'demo' seeds the demo company on an empty database; 'none' seeds nothing. */
  seed: 'demo' | 'none';
  demoPassword: string;
  logLevel: string;
  /**
   * Check every API answer against its endpoint's output schema (CHECK_OUTPUTS=1; on in the
   * API tests): a mismatch is a 500, so the OpenAPI document stays true.
   */
  checkOutputs: boolean;
  /** Built web apps to serve; empty to serve none (API tests). */
  webDist: string;
  adminDist: string;
  /** Prefix for shared-state keys, so several test servers can share one Redis. */
  statePrefix: string;
  /**
   * Whose X-Forwarded-For is believed (TRUST_PROXY): 'loopback' (default: a reverse proxy on
   * the same machine), a comma-separated list of addresses or CIDR blocks, a hop count, or
   * true / false. The client address decides login throttling and exams' IP ranges, so a
   * client must not be able to claim another address.
   */
  trustProxy: boolean | number | string;
  // Document conversion
  /** LibreOffice's soffice; empty to look for it on PATH. */
  sofficePath: string;
  /** The longest one conversion may run before it is killed (ms). */
  conversionTimeoutMs: number;
  // The job queue (infra/jobs)
  /** Whether this process runs the job queue's handlers (JOB_WORKER=off: web-only nodes). */
  jobWorker: boolean;
  /** How often an idle queue looks for due jobs (ms; a job sent by the same process starts at once). */
  jobPollMs: number;
  // Exams
  /** How often each process's deadline sweeper hands in attempts whose time ran out (ms). */
  examSweepMs: number;
  /**
   * FACE_ENGINE: 'builtin' (face-api's models on TensorFlow.js wasm, in a worker thread; the
   * default) or 'off' (no face calls; exams cannot turn face match on).
   */
  faceEngine: 'builtin' | 'off';
  // Uploaded packages run on an origin of their own
  /**
   * PACKAGE_ORIGIN: the origin browsers open H5 and SCORM packages at (e.g. a separate host a
   * reverse proxy maps to packagePort); empty: the host the learner used, on packagePort.
   */
  packageOrigin: string;
  /** PACKAGE_PORT: this process's listener for package files (default PORT+1; 0: any free port). */
  packagePort: number;
  /** Text messages (SMS_*): the provider, its endpoint and keys (infra/sms). */
  sms: SmsConfig;
  /** The workplace suites' origins (WXWORK_BASE_URL ...) and timeout (infra/suites). */
  suites: SuitesConfig;
  /** The operator's licence: LICENCE_SEATS (0: no limit), LICENCE_EXPIRES (YYYY-MM-DD). */
  licence: LicenceConfig;
  /** REGISTER_ENTERPRISES=on: enterprises may register themselves as new companies (default off). */
  registerEnterprises: boolean;
  /**
   * SERVER_SECRET_KEY: 32 bytes, base64, that seal outside services' secrets (core/secret-box);
   * empty: a key made on first use and kept in the database.
   */
  serverSecretKey: string;
  /** NODE_ENV=production: development providers (the SMS outbox) are refused at start. */
  production: boolean;
  /**
   * Where uploads live: null, local disk under DATA_DIR/uploads (the default); else an
   * S3-compatible object storage (S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, all or none;
   * S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE, S3_PREFIX).
   */
  s3: S3StorageConfig | null;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive integer, got ${raw}`);
  return n;
}

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const v = (raw ?? '').trim();
  if (v === '') return 'loopback';
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** PACKAGE_ORIGIN: scheme, host and optional port only, no path (e.g. https://pkg.example.com). */
function parsePackageOrigin(raw: string | undefined): string {
  const v = (raw ?? '').trim().replace(/\/$/, '');
  if (v === '') return '';
  if (!/^https?:\/\/[^/?#\s]+$/i.test(v) || new URL(v).origin !== v.toLowerCase())
    throw new Error(`PACKAGE_ORIGIN must be an origin such as https://pkg.example.com, got ${raw}`);
  return v.toLowerCase();
}

function parsePackagePort(raw: string | undefined, port: number): number {
  if (raw === undefined || raw === '') return port === 0 ? 0 : port + 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`PACKAGE_PORT must be a port number, got ${raw}`);
  return n;
}

/** SMS_PROVIDER (outbox by default) and its settings; a cloud provider needs its keys. */
function parseSms(env: NodeJS.ProcessEnv): SmsConfig {
  const provider = (env.SMS_PROVIDER ?? 'outbox').trim().toLowerCase();
  if (!(SMS_PROVIDERS as readonly string[]).includes(provider))
    throw new Error(
      `SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, got ${env.SMS_PROVIDER}`,
    );
  const text = (name: string) => (env[name] ?? '').trim();
  const sms: SmsConfig = {
    provider: provider as SmsProviderName,
    baseUrl: text('SMS_BASE_URL').replace(/\/$/, ''),
    accessKeyId: text('SMS_ACCESS_KEY_ID'),
    accessKeySecret: text('SMS_ACCESS_KEY_SECRET'),
    signName: text('SMS_SIGN_NAME'),
    loginTemplate: text('SMS_LOGIN_TEMPLATE'),
    resetTemplate: text('SMS_RESET_TEMPLATE') || text('SMS_LOGIN_TEMPLATE'),
    sdkAppId: text('SMS_SDK_APP_ID'),
    region: text('SMS_REGION') || 'ap-guangzhou',
    allowOutboxInProduction: text('SMS_OUTBOX_IN_PRODUCTION') === '1',
    timeoutMs: positiveInt(env, 'SMS_TIMEOUT_MS', 10_000),
  };
  if (sms.baseUrl !== '' && !/^https?:\/\/[^\s]+$/i.test(sms.baseUrl))
    throw new Error(`SMS_BASE_URL must be an http(s) URL, got ${env.SMS_BASE_URL}`);
  if (provider !== 'outbox') {
    const needed = [
      'SMS_ACCESS_KEY_ID',
      'SMS_ACCESS_KEY_SECRET',
      'SMS_SIGN_NAME',
      'SMS_LOGIN_TEMPLATE',
    ];
    if (provider === 'tencent') needed.push('SMS_SDK_APP_ID');
    const missing = needed.filter((name) => text(name) === '');
    if (missing.length > 0) throw new Error(`SMS_PROVIDER=${provider} needs ${missing.join(', ')}`);
  }
  return sms;
}

/**
 * <SUITE>_BASE_URL: an origin that replaces all of that suite's public hosts (a private
 * deployment, or the tests' local suite); SUITE_TIMEOUT_MS bounds each call; SUITE_BACKOFF_MS is
 * the first wait after a suite's rate-limit answer during a directory sync.
 */
function parseSuites(env: NodeJS.ProcessEnv): SuitesConfig {
  const names: Record<TSignOnSuite, string> = {
    wxwork: 'WXWORK_BASE_URL',
    dingtalk: 'DINGTALK_BASE_URL',
    feishu: 'FEISHU_BASE_URL',
    weixin: 'WEIXIN_BASE_URL',
  };
  const baseUrls = {} as Record<TSignOnSuite, string>;
  for (const kind of SIGN_ON_SUITES) {
    const value = (env[names[kind]] ?? '').trim().replace(/\/$/, '');
    if (value !== '' && !/^https?:\/\/[^\s/?#]+$/i.test(value))
      throw new Error(`${names[kind]} must be an http(s) origin, got ${env[names[kind]]}`);
    baseUrls[kind] = value;
  }
  return {
    baseUrls,
    wxworkSuite: parseWxworkSuite(env),
    feishuStore: parseFeishuStore(env),
    timeoutMs: positiveInt(env, 'SUITE_TIMEOUT_MS', 10_000),
    // A rate-limit answer during a directory sync: waited out 5 times, from 1 s, doubling.
    backoff: { retries: 5, delayMs: positiveInt(env, 'SUITE_BACKOFF_MS', 1000) },
  };
}

/**
 * The operator's WeCom third-party app (WXWORK_SUITE_ID, _SECRET, _TOKEN, _AES_KEY): all four or
 * none (installing is then off); WXWORK_SUITE_TEST_INSTALL=on marks installs as test ones.
 */
function parseWxworkSuite(env: NodeJS.ProcessEnv): WxworkSuiteConfig | null {
  const values = allOrNone(
    env,
    ['WXWORK_SUITE_ID', 'WXWORK_SUITE_SECRET', 'WXWORK_SUITE_TOKEN', 'WXWORK_SUITE_AES_KEY'],
    "WeCom's third-party app",
  );
  if (!values) return null;
  const [suiteId, suiteSecret, token, encodingAesKey] = values;
  if (!/^[A-Za-z0-9]{43}$/.test(encodingAesKey))
    throw new Error('WXWORK_SUITE_AES_KEY must be the 43-character EncodingAESKey');
  return {
    suiteId,
    suiteSecret,
    token,
    encodingAesKey,
    testInstall: (env.WXWORK_SUITE_TEST_INSTALL ?? 'off').toLowerCase() === 'on',
  };
}

/**
 * The operator's Feishu store app (FEISHU_STORE_APP_ID, _APP_SECRET, _VERIFICATION_TOKEN,
 * _ENCRYPT_KEY): all four or none (the store app is then off).
 */
function parseFeishuStore(env: NodeJS.ProcessEnv): FeishuStoreConfig | null {
  const values = allOrNone(
    env,
    [
      'FEISHU_STORE_APP_ID',
      'FEISHU_STORE_APP_SECRET',
      'FEISHU_STORE_VERIFICATION_TOKEN',
      'FEISHU_STORE_ENCRYPT_KEY',
    ],
    "Feishu's store app",
  );
  if (!values) return null;
  const [appId, appSecret, verificationToken, encryptKey] = values;
  return { appId, appSecret, verificationToken, encryptKey };
}

/**
 * A set of settings that only make sense together: their trimmed values in `names`' order when
 * all are given, null when none is, and a start-up error naming them all when only some are.
 */
function allOrNone<const N extends readonly string[]>(
  env: NodeJS.ProcessEnv,
  names: N,
  what: string,
): { [K in keyof N]: string } | null {
  const values = names.map((n) => (env[n] ?? '').trim());
  const given = values.filter((v) => v !== '').length;
  if (given === 0) return null;
  if (given < names.length) throw new Error(`${what} needs all of ${names.join(', ')} (or none)`);
  return values as { [K in keyof N]: string };
}

/** LICENCE_SEATS (a whole number, 0 or unset: no limit) and LICENCE_EXPIRES (YYYY-MM-DD or unset). */
function parseLicence(env: NodeJS.ProcessEnv): LicenceConfig {
  const expires = (env.LICENCE_EXPIRES ?? '').trim();
  if (
    expires !== '' &&
    !(/^\d{4}-\d{2}-\d{2}$/.test(expires) && !Number.isNaN(Date.parse(expires)))
  )
    throw new Error(`LICENCE_EXPIRES must be a date YYYY-MM-DD, got ${env.LICENCE_EXPIRES}`);
  const seatsText = (env.LICENCE_SEATS ?? '').trim();
  if (seatsText !== '' && !/^\d{1,9}$/.test(seatsText))
    throw new Error(`LICENCE_SEATS must be a whole number, got ${env.LICENCE_SEATS}`);
  return { seats: seatsText === '' ? 0 : Number(seatsText), expires };
}

function parseSecretKey(raw: string | undefined): string {
  const v = (raw ?? '').trim();
  if (v !== '' && Buffer.from(v, 'base64').length !== 32)
    throw new Error('SERVER_SECRET_KEY must be 32 bytes, base64 (openssl rand -base64 32)');
  return v;
}

/**
 * DATABASE_READ_URL: a postgres:// URL, and only beside DATABASE_URL (a replica of the embedded
 * database does not exist; refused at start rather than silently ignored).
 */
function parseDatabaseReadUrl(env: NodeJS.ProcessEnv): string {
  const v = (env.DATABASE_READ_URL ?? '').trim();
  if (v === '') return '';
  if ((env.DATABASE_URL ?? '').trim() === '')
    throw new Error(
      'DATABASE_READ_URL needs DATABASE_URL: a read replica is for PostgreSQL, not the embedded database',
    );
  if (!/^postgres(ql)?:\/\/\S+$/i.test(v))
    throw new Error('DATABASE_READ_URL must be a postgres:// URL');
  return v;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const seed = (env.SEED ?? 'demo').toLowerCase();
  if (seed !== 'demo' && seed !== 'none')
    throw new Error(`SEED must be demo or none, got ${env.SEED}`);
  return {
    port,
    portFile: env.PORT_FILE ?? '',
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL ?? '',
    databaseReadUrl: parseDatabaseReadUrl(env),
    databaseReadWindowMs: positiveInt(env, 'DATABASE_READ_WINDOW_MS', 5000),
    redisUrl: env.REDIS_URL ?? '',
    seed,
    demoPassword: env.DEMO_PASSWORD ?? 'Welcome@2026',
    logLevel: env.LOG_LEVEL ?? 'info',
    checkOutputs: env.CHECK_OUTPUTS === '1',
    webDist: env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    adminDist: env.ADMIN_DIST ?? path.join(repoRoot, 'apps/admin/dist'),
    statePrefix: env.STATE_PREFIX ?? 'ascent:',
    sofficePath: env.SOFFICE_PATH ?? '',
    conversionTimeoutMs: positiveInt(env, 'CONVERSION_TIMEOUT_MS', 120_000),
    jobWorker: (env.JOB_WORKER ?? 'on').toLowerCase() !== 'off',
    jobPollMs: Math.max(500, positiveInt(env, 'JOB_POLL_MS', 2000)),
    examSweepMs: positiveInt(env, 'EXAM_SWEEP_MS', 5000),
    faceEngine: parseFaceEngine(env.FACE_ENGINE),
    packageOrigin: parsePackageOrigin(env.PACKAGE_ORIGIN),
    packagePort: parsePackagePort(env.PACKAGE_PORT, port),
    sms: parseSms(env),
    suites: parseSuites(env),
    licence: parseLicence(env),
    registerEnterprises: (env.REGISTER_ENTERPRISES ?? 'off').toLowerCase() === 'on',
    serverSecretKey: parseSecretKey(env.SERVER_SECRET_KEY),
    production: env.NODE_ENV === 'production',
    s3: parseS3(env),
  };
}

/**
 * The object storage (docs/decisions.md "Object storage"): S3_BUCKET, S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY all or none (none: local disk). S3_ENDPOINT is an S3-compatible
 * service's address (empty: AWS by S3_REGION, us-east-1 by default); S3_FORCE_PATH_STYLE (on
 * by default with an endpoint, as most S3-compatible servers want; off for AWS);
 * S3_PREFIX is put before every key (several sites sharing a bucket).
 */
function parseS3(env: NodeJS.ProcessEnv): S3StorageConfig | null {
  const values = allOrNone(
    env,
    ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    'Object storage',
  );
  if (!values) return null;
  const [bucket, accessKeyId, secretAccessKey] = values;
  const endpoint = (env.S3_ENDPOINT ?? '').trim().replace(/\/$/, '');
  if (endpoint && !/^https?:\/\/[^/?#\s]+$/i.test(endpoint))
    throw new Error(
      `S3_ENDPOINT must be an address such as https://s3.example.com, got ${endpoint}`,
    );
  const pathStyle = (env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase();
  if (pathStyle !== '' && !['on', 'off'].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be on or off, got ${env.S3_FORCE_PATH_STYLE}`);
  const prefix = (env.S3_PREFIX ?? '').trim();
  const folders = prefix.split('/').slice(0, -1);
  if (
    prefix &&
    (!prefix.endsWith('/') ||
      !folders.every((f) => /^[A-Za-z0-9._-]+$/.test(f) && f !== '.' && f !== '..'))
  )
    throw new Error(`S3_PREFIX must be folder names ending in /, such as ascent/, got ${prefix}`);
  return {
    endpoint,
    bucket,
    region: (env.S3_REGION ?? '').trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === '' ? endpoint !== '' : pathStyle === 'on',
    prefix,
  };
}

function parseFaceEngine(value: string | undefined): 'builtin' | 'off' {
  const v = (value ?? 'builtin').trim().toLowerCase();
  if (v === 'builtin' || v === 'off') return v;
  throw new Error(`FACE_ENGINE must be builtin or off, not "${value}"`);
}
