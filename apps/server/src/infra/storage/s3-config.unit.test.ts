import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const KEYS = { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK' };

describe('object storage settings (S3_*)', () => {
  it('are off without them: local disk', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('need the bucket and both keys, or none', () => {
    for (const missing of Object.keys(KEYS))
      expect(() => loadConfig({ ...KEYS, [missing]: '' })).toThrow(
        /Object storage needs all of S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
      );
  });

  it('default to AWS by region with virtual hosts, or an endpoint with the bucket in the path', () => {
    expect(loadConfig(KEYS).s3).toEqual({
      endpoint: '',
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      loadConfig({ ...KEYS, S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_REGION: 'cn-north-1' }).s3,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'cn-north-1',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...KEYS, S3_ENDPOINT: 'https://oss.example.com', S3_FORCE_PATH_STYLE: 'off' }).s3
        ?.forcePathStyle,
    ).toBe(false);
  });

  it('refuse an endpoint with a path, a bad switch and a prefix that is not folders', () => {
    expect(() => loadConfig({ ...KEYS, S3_ENDPOINT: 'https://s3.example.com/bucket' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ ...KEYS, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    for (const prefix of ['ascent', '/ascent/', 'a/../b/'])
      expect(() => loadConfig({ ...KEYS, S3_PREFIX: prefix })).toThrow(/S3_PREFIX/);
    expect(loadConfig({ ...KEYS, S3_PREFIX: 'sites/ascent/' }).s3?.prefix).toBe('sites/ascent/');
  });
});
