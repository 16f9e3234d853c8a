import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited early (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the process (SIGTERM) and starts it again on the same port and data directory. */
  restart(): Promise<void>;
  /** Stops the process and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * `npm start`'s server (learner site, admin site and API) on a free port over a fresh data
 * directory with the demo company; `env` adds settings (such as a short sweep interval).
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  for (const app of ['web', 'admin']) {
    if (!fs.existsSync(path.join(repoRoot, `apps/${app}/dist/index.html`))) {
      throw new Error(`apps/${app}/dist is missing: run \`npm run build\` first`);
    }
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess;
  const launch = async () => {
    let output = '';
    child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        // The package origin's listener on any free port (PORT+1 may be taken).
        PACKAGE_PORT: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    await waitForHealth(baseUrl, child, () => output);
  };
  const halt = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  await launch();
  return {
    baseUrl,
    dataDir,
    async restart() {
      await halt();
      await launch();
    },
    async stop() {
      await halt();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
