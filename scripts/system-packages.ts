import fs from 'node:fs';
import path from 'node:path';

/**
 * The one list of system (Debian) packages the test tiers need, and the plan for a machine:
 * nothing to do, install what is missing with apt-get, or stop with the one command to run.
 * `scripts/setup-system.ts` carries the plan out; `npm test` and `.ci/run` call it.
 * Only node: built-ins here, so the step needs nothing from node_modules but Node 24.
 */

export type Tier = 'unit' | 'api' | 'browser' | 'cluster';

/**
 * How to tell a package is there: a file, or a command on PATH. `env` names a variable the
 * code honours instead of the default (e.g. CHROMIUM_PATH): when it is set, the file it names
 * must exist and installing the Debian package would not help.
 */
export type Presence = { file: string; env?: string } | { command: string };

export interface SystemPackage {
  /** Debian package name(s) apt-get installs. */
  debian: string[];
  presence: Presence;
  tiers: Tier[];
  /** What needs it, for the status line. */
  for: string;
}

const LIBREOFFICE = '/usr/lib/libreoffice/program';

export const SYSTEM_PACKAGES: SystemPackage[] = [
  {
    debian: ['chromium'],
    presence: { file: '/usr/bin/chromium', env: 'CHROMIUM_PATH' },
    tiers: ['browser'],
    for: "playwright-core's browser",
  },
  {
    debian: ['libreoffice-core'],
    presence: { command: 'soffice' },
    tiers: ['api', 'browser'],
    for: 'document conversion (LibreOffice headless)',
  },
  {
    debian: ['libreoffice-writer-nogui'],
    presence: { file: `${LIBREOFFICE}/libswlo.so` },
    tiers: ['api', 'browser'],
    for: 'converting doc/docx',
  },
  {
    debian: ['libreoffice-calc-nogui'],
    presence: { file: `${LIBREOFFICE}/libsclo.so` },
    tiers: ['api', 'browser'],
    for: 'converting xls/xlsx',
  },
  {
    debian: ['libreoffice-impress-nogui'],
    presence: { file: `${LIBREOFFICE}/libslideshowlo.so` },
    tiers: ['api', 'browser'],
    for: 'converting ppt/pptx',
  },
  {
    debian: ['fonts-noto-cjk'],
    presence: {
      file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
      env: 'CERTIFICATE_FONT',
    },
    tiers: ['unit', 'api', 'browser'],
    for: 'Chinese text in certificate PDFs',
  },
  {
    debian: ['haproxy'],
    presence: { command: 'haproxy' },
    tiers: ['cluster'],
    for: 'three server processes behind a load balancer (npm run test:cluster)',
  },
];

/** What the machine looks like, as far as the check needs to know. */
export interface Probe {
  env: Record<string, string | undefined>;
  exists(file: string): boolean;
  /** The command's full path when an executable of that name is on PATH, else null. */
  which(command: string): string | null;
}

export interface Status {
  pkg: SystemPackage;
  /** Where it was found, or null when it is missing. */
  found: string | null;
  /** Set when an environment variable chose the file (and so apt-get cannot fix it). */
  override?: { env: string; value: string };
}

export function statusOf(pkg: SystemPackage, probe: Probe): Status {
  const p = pkg.presence;
  if ('command' in p) return { pkg, found: probe.which(p.command) };
  const value = p.env ? probe.env[p.env] : undefined;
  if (p.env && value) {
    return {
      pkg,
      found: probe.exists(value) ? value : null,
      override: { env: p.env, value },
    };
  }
  return { pkg, found: probe.exists(p.file) ? p.file : null };
}

export function check(list: SystemPackage[], probe: Probe): Status[] {
  return list.map((pkg) => statusOf(pkg, probe));
}

export interface Host {
  root: boolean;
  aptGet: boolean;
  sudo: boolean;
}

export type Plan =
  | { action: 'none' }
  | {
      action: 'install';
      packages: string[];
      /** Run one after another with DEBIAN_FRONTEND=noninteractive. */
      commands: string[][];
    }
  | { action: 'stop'; line: string };

const PREFIX = 'system packages:';

export function installArgs(packages: string[]): string[] {
  return ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...packages];
}

/** Decides from the statuses and the host: nothing, install with apt-get, or stop. */
export function planSetup(statuses: Status[], host: Host): Plan {
  const missing = statuses.filter((s) => s.found === null);
  if (missing.length === 0) return { action: 'none' };

  // A variable pointing at nothing: only the developer can fix that.
  const badOverrides = missing.filter((s) => s.override);
  if (badOverrides.length > 0) {
    const what = badOverrides.map((s) => `${s.override!.env}=${s.override!.value}`).join(', ');
    return {
      action: 'stop',
      line: `${PREFIX} ${what} does not exist; point it at an existing file or unset it`,
    };
  }

  const packages = [...new Set(missing.flatMap((s) => s.pkg.debian))];
  const tiers = [...new Set(missing.flatMap((s) => s.pkg.tiers))];
  if (host.root && host.aptGet) {
    return {
      action: 'install',
      packages,
      commands: [['apt-get', 'update', '-qq'], installArgs(packages)],
    };
  }

  const install = `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
  const needed = `${PREFIX} missing ${packages.join(', ')} (${tiers.join(', ')} tests)`;
  if (!host.aptGet) {
    return {
      action: 'stop',
      line: `${needed} and there is no apt-get here; on Debian or Ubuntu, as root: apt-get update && ${install}`,
    };
  }
  const command = host.sudo
    ? `sudo apt-get update && sudo ${install}`
    : `as root: apt-get update && ${install}`;
  return { action: 'stop', line: `${needed}; run ${command}` };
}

/** The real machine: files, PATH and the environment of this process. */
export function machineProbe(env: Record<string, string | undefined> = process.env): Probe {
  return {
    env,
    exists: (file) => fs.existsSync(file),
    which: (command) => {
      for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
        const file = path.join(dir, command);
        try {
          fs.accessSync(file, fs.constants.X_OK);
          if (fs.statSync(file).isFile()) return file;
        } catch {
          // not here
        }
      }
      return null;
    },
  };
}

/** One line per package: found (and where) or missing, and which tests need it for what. */
export function statusLine(s: Status): string {
  const state = s.found ? 'ok     ' : 'MISSING';
  const name = s.pkg.debian.join(' ').padEnd(26);
  const where = s.found ?? (s.override ? `${s.override.env}=${s.override.value}` : '-');
  return `${PREFIX} ${state} ${name} ${where.padEnd(56)} ${s.pkg.tiers.join(', ')} tests: ${s.pkg.for}`;
}
