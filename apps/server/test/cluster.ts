import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startAppServer, type AppServer } from './app-process.ts';
import { createFreshDatabase } from './fresh-database.ts';
import { startS3Server } from './s3-server.ts';

/** A free TCP port of 127.0.0.1 (taken and let go: HAProxy binds it next). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * HAProxy's configuration: round robin over the processes, each checked on /api/health every
 * second (down after two misses, back after one answer); a request whose connection to a
 * process fails is sent to another (`retries`, `redispatch`). `x-served-by` names the process
 * that answered, for the tests to see the spread.
 */
export function haproxyConfig(port: number, processPorts: readonly number[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  retries 3',
    '  option redispatch',
    'frontend ascent',
    `  bind 127.0.0.1:${port}`,
    '  default_backend processes',
    'backend processes',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  http-response set-header x-served-by %s',
    ...processPorts.map((p, i) => `  server p${i + 1} 127.0.0.1:${p} check inter 1s fall 2 rise 1`),
    '',
  ].join('\n');
}

/**
 * HAProxy from Debian in front of the processes listening on `processPorts` (haproxyConfig),
 * on a free port of 127.0.0.1; ready once every process has answered through it.
 */
export async function startBalancer(processPorts: readonly number[]) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-haproxy-'));
  const port = await freePort();
  const config = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(config, haproxyConfig(port, processPorts));
  let output = '';
  const haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  haproxy.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  haproxy.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (haproxy.exitCode === null && haproxy.signalCode === null) {
      const exited = new Promise((r) => haproxy.once('exit', r));
      haproxy.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    const seen = new Set<string>();
    const deadline = Date.now() + 30_000;
    while (seen.size < processPorts.length) {
      if (haproxy.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
      if (Date.now() > deadline) throw new Error(`haproxy did not reach every process: ${output}`);
      const res = await fetch(`${url}/api/health`).catch(() => null);
      const by = res?.ok ? res.headers.get('x-served-by') : null;
      if (by) seen.add(by);
      else await new Promise((r) => setTimeout(r, 100));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

export interface Cluster {
  /** The balancer's address: what a browser or client uses. */
  url: string;
  /** Each process's own address (to go around the balancer). */
  processes: AppServer[];
  /** The database every process shares (for a test's own checks). */
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * `n` server processes (`npm start`'s server, the demo company) sharing one fresh PostgreSQL
 * database, the machine's Redis (sessions, locks, pub/sub) and one S3-compatible server
 * (s3rver) for files, behind HAProxy from Debian: the production layout of README "Several
 * processes". Needs DATABASE_URL and REDIS_URL (the machine's servers); the first process
 * migrates and seeds before the others start.
 */
export async function startCluster(n = 3, env: Record<string, string> = {}): Promise<Cluster> {
  const baseUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!baseUrl || !redisUrl)
    throw new Error('the cluster needs DATABASE_URL and REDIS_URL (PostgreSQL and Redis)');
  const database = await createFreshDatabase(baseUrl, 'ascent_cluster');
  const s3 = await startS3Server();
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    STATE_PREFIX: `cluster-${crypto.randomBytes(4).toString('hex')}:`,
    ...s3.env,
    ...env,
  };
  const processes: AppServer[] = [];
  let balancer: Awaited<ReturnType<typeof startBalancer>> | null = null;
  const close = async () => {
    await balancer?.stop();
    for (const p of processes) await p.stop();
    await s3.close();
    await database.drop();
  };
  try {
    // The first migrates and seeds; the others start on what it made.
    processes.push(await startAppServer(shared));
    processes.push(
      ...(await Promise.all(Array.from({ length: n - 1 }, () => startAppServer(shared)))),
    );
    balancer = await startBalancer(processes.map((p) => Number(new URL(p.baseUrl).port)));
    return { url: balancer.url, processes, databaseUrl: database.url, close };
  } catch (err) {
    await close();
    throw err;
  }
}
