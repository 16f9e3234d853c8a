/**
 * `npm run setup:system`, the first step of `npm test` and of `.ci/run`: checks every system
 * package in scripts/system-packages.ts, installs the missing ones with apt-get when running
 * as root, and otherwise stops at once with one line naming the command to run.
 * Exit 0: everything is there. Exit 1: something is (still) missing.
 */
import { spawnSync } from 'node:child_process';
import { SYSTEM_PACKAGES, check, machineProbe, planSetup, statusLine } from './system-packages.ts';

const started = Date.now();
const probe = machineProbe();
const statuses = check(SYSTEM_PACKAGES, probe);
for (const s of statuses) console.log(statusLine(s));

const plan = planSetup(statuses, {
  root: process.getuid?.() === 0,
  aptGet: probe.which('apt-get') !== null,
  sudo: probe.which('sudo') !== null,
});

if (plan.action === 'stop') {
  console.error(plan.line);
  process.exit(1);
}

if (plan.action === 'install') {
  const shown = plan.commands.map((args) => `DEBIAN_FRONTEND=noninteractive ${args.join(' ')}`);
  console.log(`system packages: installing as root: ${shown.join(' && ')}`);
  for (const args of plan.commands) {
    const [cmd, ...rest] = args as [string, ...string[]];
    // apt-get's progress goes nowhere; its errors (stderr) show.
    const run = spawnSync(cmd, rest, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) {
      const how = run.error ? run.error.message : `exit ${run.status ?? run.signal}`;
      console.error(`system packages: \`${args.join(' ')}\` failed (${how}); run it by hand`);
      process.exit(1);
    }
  }
  const after = check(SYSTEM_PACKAGES, probe);
  after.forEach((s, i) => {
    if (!statuses[i]!.found) console.log(statusLine(s));
  });
  const still = after.filter((s) => s.found === null);
  if (still.length > 0) {
    const names = still.flatMap((s) => s.pkg.debian).join(' ');
    console.error(`system packages: ${names} still missing after apt-get install`);
    process.exit(1);
  }
}

console.log(`system packages: ready (${((Date.now() - started) / 1000).toFixed(1)}s)`);
