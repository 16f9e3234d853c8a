import { spawn } from 'node:child_process';
import { startS3Server } from '../test/s3-server.ts';

/**
 * Runs a command (the rest of the arguments) with the server's files on a local S3-compatible
 * server: starts s3rver on a free port with a fresh bucket, sets S3_* for the command, and
 * stops it after. `.ci/run` runs the file tests this way, so they pass on both backends.
 *   node apps/server/scripts/with-s3.ts npx vitest run --project api apps/server/src/modules/files
 */
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-s3.ts <command> [args...]');
  process.exit(2);
}
const s3 = await startS3Server();
console.log(`s3rver at ${s3.endpoint}, bucket ${s3.bucket}`);
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...s3.env } });
const code = await new Promise<number>((resolve) => {
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
await s3.close();
process.exit(code);
