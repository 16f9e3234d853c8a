import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Spawns a Node script that takes a free port itself (PORT=0, or the `port` given) and says
 * which in PORT_FILE (a port found free beforehand can be taken by another socket before the
 * process listens), and waits until `healthPath` answers 200 there. The process's output is
 * kept for the error should it exit or never become healthy.
 */
export async function spawnServer(
  script: string,
  env: Record<string, string>,
  opts: { healthPath: string; port?: number; portFile: string; nodeArgs?: string[] },
): Promise<{ child: ChildProcess; port: number }> {
  let output = '';
  fs.rmSync(opts.portFile, { force: true });
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), script], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(opts.port ?? 0), PORT_FILE: opts.portFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  // A fresh data directory is migrated and seeded first: slow on a busy machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${script} exited early (${child.exitCode}):\n${output}`);
    const port = fs.existsSync(opts.portFile) ? Number(fs.readFileSync(opts.portFile, 'utf8')) : 0;
    try {
      if (port && (await fetch(`http://127.0.0.1:${port}${opts.healthPath}`)).ok)
        return { child, port };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`${script} did not become healthy:\n${output}`);
}

export interface AppServer {
  baseUrl: string;
  /** The port it listens on (the same after a restart). */
  port: number;
  /** The running process's id (its memory: /proc/<pid>/status). */
  readonly pid: number;
  dataDir: string;
  /**
   * Stops the process (SIGTERM) if it runs, and starts it again on the same port and data
   * directory (after `kill` too).
   */
  restart(): Promise<void>;
  /** Kills the process at once (SIGKILL: no shutdown of any kind) and waits until it is gone. */
  kill(): Promise<void>;
  /** Stops the process (SIGTERM) and keeps its data directory (`restart` starts it again). */
  halt(): Promise<void>;
  /** Stops the process and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * `npm start`'s server (learner site, admin site and API) over a fresh data directory with the
 * demo company; `env` adds settings (such as a short sweep interval). It takes any free port
 * itself (PORT=0) and says which (PORT_FILE); a restart takes the same one again. `sites:
 * false` runs the API alone (no built sites needed: the benchmarks); `nodeArgs` go to Node
 * (a CPU profile).
 */
export async function startAppServer(
  env: Record<string, string> = {},
  opts: { sites?: boolean; nodeArgs?: string[] } = {},
): Promise<AppServer> {
  const sites = opts.sites ?? true;
  for (const app of sites ? ['web', 'admin'] : []) {
    if (!fs.existsSync(path.join(repoRoot, `apps/${app}/dist/index.html`))) {
      throw new Error(`apps/${app}/dist is missing: run \`npm run build\` first`);
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-e2e-'));
  const portFile = path.join(dataDir, 'port');
  let port = 0;
  let child: ChildProcess;
  const launch = async () => {
    ({ child, port } = await spawnServer(
      path.join(repoRoot, 'apps/server/src/main.ts'),
      {
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        // The package origin's listener on any free port (PORT+1 may be taken).
        PACKAGE_PORT: '0',
        ...(sites ? {} : { WEB_DIST: '', ADMIN_DIST: '' }),
        ...env,
      },
      { healthPath: '/api/health', port, portFile, nodeArgs: opts.nodeArgs },
    ));
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
    port,
    get pid() {
      return child.pid!;
    },
    dataDir,
    async restart() {
      await halt();
      await launch();
    },
    kill: () => halt('SIGKILL'),
    halt: () => halt(),
    async stop() {
      await halt();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
