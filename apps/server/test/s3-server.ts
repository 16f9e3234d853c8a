import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials (it checks every request's signature with them). */
const S3RVER_KEY = 'S3RVER';

/**
 * A local S3-compatible server (s3rver: the S3 REST API, signature V4 checked, multipart
 * uploads, ranged GETs) on a free port of 127.0.0.1, keeping its objects in a fresh temporary
 * folder, with one bucket. `env` is what points the server at it (S3_*).
 */
export async function startS3Server(bucket = 'ascent-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ascent-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
