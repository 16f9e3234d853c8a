import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR, openPglite, type Database } from '../src/db/client.ts';
import { jobSchemaSql } from '../src/infra/jobs/job-queue.ts';

const PREFIX = 'ascent-pglite-template-';
let template: Promise<Blob> | null = null;

/** The version file of a package (its package.json). */
function packageJson(name: string): Buffer {
  const entry = fileURLToPath(import.meta.resolve(name));
  const folder = entry.slice(0, entry.lastIndexOf(path.join(...name.split('/'))) + name.length);
  return fs.readFileSync(path.join(folder, 'package.json'));
}

/** What the template is made of: the migrations' files, PGlite's and pg-boss's versions. */
function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const files = fs
    .readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(MIGRATIONS_DIR, f)).isFile())
    .sort();
  for (const f of files) hash.update(f).update(fs.readFileSync(path.join(MIGRATIONS_DIR, f)));
  hash.update(packageJson('@electric-sql/pglite')).update(packageJson('pg-boss'));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh PGlite with the migrations and the job queue's schema (pg-boss installs its own, some
 * 7 s on PGlite) applied, as a copy of its data directory.
 */
async function makeTemplate(): Promise<Blob> {
  const client = new PGlite();
  try {
    await client.waitReady;
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    await client.exec(jobSchemaSql());
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * The empty, migrated database every in-memory test server starts from (openMemoryDatabase). A fresh PGlite runs initdb, some 4 s on this machine, and the migrations, 2 s
 * more, and the API suite opens some 90 of them; a copy loads in about 1 s. The copy is made
 * once for a set of migrations and a PGlite version (their hash names its file in the temp
 * folder), by whichever test process needs it first, and read by the rest: written under a
 * name of its own and renamed into place, so no process reads half a file. Older copies go
 * when a new one is made.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `${PREFIX}${templateKey()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const made = await makeTemplate();
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await made.arrayBuffer()));
    fs.renameSync(partial, file);
    for (const old of fs.readdirSync(os.tmpdir())) {
      const stale = old.startsWith(PREFIX) && path.join(os.tmpdir(), old) !== file;
      if (stale && !old.includes('.tar.')) fs.rmSync(path.join(os.tmpdir(), old), { force: true });
    }
    return made;
  })();
  return template;
}

/** An in-memory database for one test server: a copy of the migrated template. */
export async function openMemoryDatabase(): Promise<Database> {
  return openPglite(new PGlite({ loadDataDir: await migratedTemplate() }));
}
