import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SYSTEM_PACKAGES,
  check,
  machineProbe,
  planSetup,
  statusLine,
  type Probe,
  type SystemPackage,
} from './system-packages.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const list: SystemPackage[] = [
  {
    debian: ['chromium'],
    presence: { file: '/usr/bin/chromium', env: 'CHROMIUM_PATH' },
    tiers: ['browser'],
    for: 'the browser',
  },
  {
    debian: ['libreoffice-core'],
    presence: { command: 'soffice' },
    tiers: ['api', 'browser'],
    for: 'conversion',
  },
  {
    debian: ['libreoffice-writer-nogui'],
    presence: { file: '/usr/lib/libreoffice/program/libswlo.so' },
    tiers: ['api', 'browser'],
    for: 'docx',
  },
  {
    debian: ['fonts-noto-cjk'],
    presence: { file: '/fonts/NotoSansCJK-Regular.ttc' },
    tiers: ['unit'],
    for: 'certificates',
  },
];

/** A pretend machine: these files exist, these commands are on PATH. */
function fakeProbe(files: string[], commands: string[] = [], env: Probe['env'] = {}): Probe {
  return {
    env,
    exists: (file) => files.includes(file),
    which: (command) => (commands.includes(command) ? `/usr/bin/${command}` : null),
  };
}

const everything = fakeProbe(
  [
    '/usr/bin/chromium',
    '/usr/lib/libreoffice/program/libswlo.so',
    '/fonts/NotoSansCJK-Regular.ttc',
  ],
  ['soffice'],
);
const root = { root: true, aptGet: true, sudo: false };
const user = { root: false, aptGet: true, sudo: true };

describe('finding what is missing', () => {
  it('reports each package as found (where) or missing, in list order', () => {
    const statuses = check(list, fakeProbe(['/usr/bin/chromium'], []));
    expect(statuses.map((s) => [s.pkg.debian[0], s.found])).toEqual([
      ['chromium', '/usr/bin/chromium'],
      ['libreoffice-core', null],
      ['libreoffice-writer-nogui', null],
      ['fonts-noto-cjk', null],
    ]);
    expect(check(list, everything).every((s) => s.found !== null)).toBe(true);
  });

  it('an environment variable the code honours replaces the default file', () => {
    const elsewhere = fakeProbe(['/opt/chrome/chrome'], [], {
      CHROMIUM_PATH: '/opt/chrome/chrome',
    });
    expect(check(list, elsewhere)[0]).toMatchObject({
      found: '/opt/chrome/chrome',
      override: { env: 'CHROMIUM_PATH', value: '/opt/chrome/chrome' },
    });
    // Set but pointing at nothing: missing, even though /usr/bin/chromium exists.
    const wrong = fakeProbe(['/usr/bin/chromium'], [], { CHROMIUM_PATH: '/nope' });
    expect(check(list, wrong)[0]!.found).toBeNull();
  });

  it('looks on the real PATH for executables and on disk for files', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'syspkg-'));
    const bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    fs.writeFileSync(path.join(bin, 'soffice'), '#!/bin/sh\n', { mode: 0o755 });
    fs.writeFileSync(path.join(bin, 'notexec'), 'text', { mode: 0o644 });
    fs.mkdirSync(path.join(bin, 'adir'));
    const font = path.join(dir, 'font.ttc');
    fs.writeFileSync(font, '');
    const probe = machineProbe({ PATH: ['/nonexistent', bin].join(path.delimiter) });
    expect(probe.which('soffice')).toBe(path.join(bin, 'soffice'));
    expect(probe.which('notexec')).toBeNull();
    expect(probe.which('adir')).toBeNull();
    expect(probe.which('missing')).toBeNull();
    expect(probe.exists(font)).toBe(true);
    expect(probe.exists(path.join(dir, 'nothing'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prints one line per package, saying what needs it', () => {
    const [chromium, soffice] = check(list, fakeProbe(['/usr/bin/chromium']));
    expect(statusLine(chromium!)).toMatch(
      /^system packages: ok +chromium +\/usr\/bin\/chromium +browser tests: the browser$/,
    );
    expect(statusLine(soffice!)).toMatch(
      /^system packages: MISSING libreoffice-core +- +api, browser tests: conversion$/,
    );
  });
});

describe('the plan', () => {
  it('nothing to do when everything is there, whoever runs it', () => {
    for (const host of [root, user, { root: false, aptGet: false, sudo: false }]) {
      expect(planSetup(check(list, everything), host)).toEqual({ action: 'none' });
    }
  });

  it('as root with apt-get: update once, then install exactly the missing packages', () => {
    const plan = planSetup(check(list, fakeProbe(['/usr/bin/chromium'])), root);
    expect(plan).toEqual({
      action: 'install',
      packages: ['libreoffice-core', 'libreoffice-writer-nogui', 'fonts-noto-cjk'],
      commands: [
        ['apt-get', 'update', '-qq'],
        [
          'apt-get',
          'install',
          '-y',
          '-qq',
          '--no-install-recommends',
          'libreoffice-core',
          'libreoffice-writer-nogui',
          'fonts-noto-cjk',
        ],
      ],
    });
  });

  it('names a Debian package once even when two entries share it', () => {
    const twice: SystemPackage[] = [
      { debian: ['fonts-noto-cjk'], presence: { file: '/a' }, tiers: ['unit'], for: 'a' },
      { debian: ['fonts-noto-cjk'], presence: { file: '/b' }, tiers: ['api'], for: 'b' },
    ];
    const plan = planSetup(check(twice, fakeProbe([])), root);
    expect(plan.action === 'install' && plan.packages).toEqual(['fonts-noto-cjk']);
  });

  it('not root: stops with one line naming the sudo command and the tiers', () => {
    const plan = planSetup(check(list, fakeProbe([], ['soffice'])), user);
    expect(plan).toEqual({
      action: 'stop',
      line:
        'system packages: missing chromium, libreoffice-writer-nogui, fonts-noto-cjk ' +
        '(browser, api, unit tests); run sudo apt-get update && sudo apt-get install -y ' +
        '--no-install-recommends chromium libreoffice-writer-nogui fonts-noto-cjk',
    });
  });

  it('not root and no sudo: the same command, to be run as root', () => {
    const plan = planSetup(check(list, fakeProbe([], ['soffice'])), { ...user, sudo: false });
    expect(plan.action === 'stop' && plan.line).toMatch(
      /; run as root: apt-get update && apt-get install -y --no-install-recommends chromium libreoffice-writer-nogui fonts-noto-cjk$/,
    );
  });

  it('no apt-get (not Debian): stops, even as root, with the Debian command', () => {
    const plan = planSetup(check(list, fakeProbe([], ['soffice'])), {
      root: true,
      aptGet: false,
      sudo: false,
    });
    expect(plan.action).toBe('stop');
    expect(plan.action === 'stop' && plan.line).toMatch(
      /^system packages: missing chromium, .* and there is no apt-get here; on Debian or Ubuntu, as root: apt-get update && apt-get install -y --no-install-recommends chromium libreoffice-writer-nogui fonts-noto-cjk$/,
    );
  });

  it('a variable pointing at nothing stops even as root: apt-get cannot fix it', () => {
    const probe = fakeProbe(
      ['/usr/lib/libreoffice/program/libswlo.so', '/fonts/NotoSansCJK-Regular.ttc'],
      ['soffice'],
      { CHROMIUM_PATH: '/opt/chrome' },
    );
    expect(planSetup(check(list, probe), root)).toEqual({
      action: 'stop',
      line: 'system packages: CHROMIUM_PATH=/opt/chrome does not exist; point it at an existing file or unset it',
    });
  });

  it('every plan line is a single line', () => {
    const plans = [root, user, { root: false, aptGet: false, sudo: false }].map((host) =>
      planSetup(check(list, fakeProbe([])), host),
    );
    for (const plan of plans) if (plan.action === 'stop') expect(plan.line).not.toContain('\n');
  });
});

describe('the project list', () => {
  it('holds what the tiers need: Chromium, LibreOffice (writer, calc, impress), the CJK font', () => {
    const names = SYSTEM_PACKAGES.flatMap((p) => p.debian);
    expect(names).toEqual(
      expect.arrayContaining([
        'chromium',
        'libreoffice-core',
        'libreoffice-writer-nogui',
        'libreoffice-calc-nogui',
        'libreoffice-impress-nogui',
        'fonts-noto-cjk',
      ]),
    );
    for (const p of SYSTEM_PACKAGES) {
      expect(p.debian.length).toBeGreaterThan(0);
      expect(p.tiers.length).toBeGreaterThan(0);
      const where = 'file' in p.presence ? p.presence.file : p.presence.command;
      expect(where).toBeTruthy();
    }
  });

  it('is the only list: npm test and .ci/run both go through the set-up step', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['setup:system']).toBe('node scripts/setup-system.ts');
    expect(pkg.scripts.test).toMatch(/^npm run setup:system && /);
    const ci = fs.readFileSync(path.join(ROOT, '.ci/run'), 'utf8');
    expect(ci).toContain('npm run setup:system');
    expect(ci).not.toMatch(/apt-get install/);
  });
});
