import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export { freePort } from '../apps/server/test/free-port.ts';
export { createFreshDatabase } from '../apps/server/test/fresh-database.ts';

/** Spawns a Node script and waits until `healthUrl` answers 200. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  healthUrl: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited: ${out}`);
    try {
      if ((await fetch(healthUrl)).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${script} did not start: ${out}`);
}

export interface Figure {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(
  name: string,
  opts: {
    url: string;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
    seconds: number;
    connections: number;
  },
): Promise<Figure> {
  const result = await autocannon({
    url: opts.url,
    method: opts.method ?? 'GET',
    body: opts.body,
    headers: opts.headers,
    duration: opts.seconds,
    connections: opts.connections,
  });
  return {
    name,
    requestsPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function table(figures: Figure[], baseline: Figure): string {
  const rows = figures.map(
    (f) =>
      `| ${f.name} | ${f.requestsPerSec.toFixed(0)} | ${(f.requestsPerSec / baseline.requestsPerSec).toFixed(3)} | ${f.p50} | ${f.p99} | ${f.errors + f.non2xx} |`,
  );
  return [
    '| endpoint | req/s | ratio to bare | p50 ms | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
