// Fails when the Drizzle schema and the committed migrations have drifted apart: generates
// into a scratch copy of drizzle/ and checks that nothing new was written.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
const committed = path.join(serverDir, 'drizzle');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-drift-'));
fs.cpSync(committed, scratch, { recursive: true });
const list = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort();
const before = list(scratch);
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'drift'], {
  cwd: serverDir,
  env: { ...process.env, DRIZZLE_OUT: path.relative(serverDir, scratch) },
  stdio: 'pipe',
});
const after = list(scratch);
fs.rmSync(scratch, { recursive: true, force: true });
const added = after.filter((f) => !before.includes(f));
if (added.length) {
  console.error(
    `Schema drift: the Drizzle schema has changes with no committed migration (${added.join(', ')}).`,
  );
  console.error('Run `npm run db:generate` and commit apps/server/drizzle.');
  process.exit(1);
}
// Drizzle's migrator applies only the migrations stamped after the last one a database has,
// so the stamps must rise and none may lie in the future (a hand-written stamp ahead of the
// clock makes every migration generated before that time invisible to existing databases).
const journal = JSON.parse(fs.readFileSync(path.join(committed, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
for (const [i, e] of journal.entries.entries()) {
  const before = journal.entries[i - 1];
  if (before && e.when <= before.when) {
    console.error(`Migration ${e.tag} is stamped before ${before.tag}: its "when" must be later.`);
    process.exit(1);
  }
  if (e.when > Date.now()) {
    console.error(
      `Migration ${e.tag} is stamped in the future (${new Date(e.when).toISOString()}).`,
    );
    process.exit(1);
  }
}
console.log('migrations: in step with the schema, stamped in order');
