import fs from 'node:fs';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createSharedState } from './infra/state/shared-state.ts';
import { createPubSub } from './infra/pubsub/pubsub.ts';
import { createFileStorage } from './infra/storage/create-storage.ts';
import { seedDemoCompany } from './modules/seed/seed.ts';
import { buildApp } from './app.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  readUrl: config.databaseReadUrl,
  maxLagMs: config.databaseReadWindowMs,
});
const state = createSharedState(config.redisUrl, config.statePrefix);
const pubsub = createPubSub(config.redisUrl, config.statePrefix);
const storage = await createFileStorage(config);
const app = await buildApp({ config, database, state, pubsub, storage });

if (config.seed === 'demo' && (await seedDemoCompany(database.db, config.demoPassword))) {
  app.log.info('seeded the demo company (accounts admin, learner, lecturer, reviewer, manager)');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await pubsub.close();
  await state.close();
  await database.close();
  storage.close?.();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// Written whole under another name, then renamed: a reader never sees half a number.
if (config.portFile) {
  fs.writeFileSync(`${config.portFile}.tmp`, String(port));
  fs.renameSync(`${config.portFile}.tmp`, config.portFile);
}
app.log.info(
  `Ascent is up: learner site http://localhost:${port}/  admin site http://localhost:${port}/manage  API /api (${database.kind}${database.hasReplica ? ' + read replica' : ''}, state ${state.kind})`,
);
