import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Waits until the process has written the port it listens on (PORT_FILE) and answers its
 * health check there; answers the port.
 */
async function waitForHealth(portFile: string, child: ChildProcess, log: () => string) {
  // A fresh data directory is migrated and seeded first: slow on a busy machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited early (${child.exitCode}):\n${log()}`);
    const port = fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8')) : 0;
    try {
      if (port && (await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return port;
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
  /**
   * Stops the process (SIGTERM) if it runs, and starts it again on the same port and data
   * directory (after `kill` too).
   */
  restart(): Promise<void>;
  /** Kills the process at once (SIGKILL: no shutdown of any kind) and waits until it is gone. */
  kill(): Promise<void>;
  /** Stops the process and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * `npm start`'s server (learner site, admin site and API) over a fresh data directory with the
 * demo company; `env` adds settings (such as a short sweep interval). It takes any free port
 * itself (PORT=0) and says which (PORT_FILE); a restart takes the same one again.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  for (const app of ['web', 'admin']) {
    if (!fs.existsSync(path.join(repoRoot, `apps/${app}/dist/index.html`))) {
      throw new Error(`apps/${app}/dist is missing: run \`npm run build\` first`);
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-e2e-'));
  const portFile = path.join(dataDir, 'port');
  let port = 0;
  let child: ChildProcess;
  const launch = async () => {
    let output = '';
    fs.rmSync(portFile, { force: true });
    child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/src/main.ts')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        PORT_FILE: portFile,
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
    port = await waitForHealth(portFile, child, () => output);
  };
  const halt = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  await launch();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    async restart() {
      await halt();
      await launch();
    },
    kill: () => halt('SIGKILL'),
    async stop() {
      await halt();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
