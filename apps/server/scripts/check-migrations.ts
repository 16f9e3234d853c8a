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
console.log('migrations: in step with the schema');
