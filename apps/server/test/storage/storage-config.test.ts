import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

// STORAGE_URL and S3_* (decision 0056): what is accepted, what the app then uses, and the clear
// refusals, none of which repeats a secret.

const BASE_ENV = { NODE_ENV: 'test', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
const KEYS = { S3_ACCESS_KEY_ID: 'EXO-ACCESS-1234', S3_SECRET_ACCESS_KEY: 'Very-Secret-Value-987' };
const ENDPOINT = { S3_ENDPOINT: 'https://sos-ch-gva-2.exo.io' };

const storageOf = (env: Record<string, string>) => loadConfig({ ...BASE_ENV, ...env }).storage;

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ ...BASE_ENV, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`expected a configuration error for ${JSON.stringify(env)}`);
}

describe('STORAGE_URL and S3_* configuration', () => {
  it('unset, empty or file: keeps the files in DATA_DIR/storage', () => {
    expect(storageOf({})).toEqual({ kind: 'local' });
    expect(storageOf({ STORAGE_URL: '' })).toEqual({ kind: 'local' });
    expect(storageOf({ STORAGE_URL: 'file:' })).toEqual({ kind: 'local' });
  });

  it('s3://bucket on AWS: the region is required, credentials come from the SDK’s chain unless both keys are set', () => {
    expect(storageOf({ STORAGE_URL: 's3://venue-photos', S3_REGION: 'eu-central-2' })).toEqual({
      kind: 's3',
      bucket: 'venue-photos',
      prefix: '',
      region: 'eu-central-2',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: null,
    });
    expect(storageOf({ STORAGE_URL: 's3://venue-photos', S3_REGION: 'eu-central-2', ...KEYS })).toMatchObject({
      credentials: { accessKeyId: 'EXO-ACCESS-1234', secretAccessKey: 'Very-Secret-Value-987' },
    });
    expect(configError({ STORAGE_URL: 's3://venue-photos' })).toMatch(/S3_REGION: is required for AWS \(no S3_ENDPOINT\)/);
  });

  it('s3://bucket/prefix at another provider: the prefix ends in a slash, the region defaults, path style on request', () => {
    expect(storageOf({ STORAGE_URL: 's3://club.venue-2/app/photos', ...ENDPOINT, ...KEYS })).toMatchObject({
      kind: 's3',
      bucket: 'club.venue-2',
      prefix: 'app/photos/',
      region: 'us-east-1',
      endpoint: 'https://sos-ch-gva-2.exo.io',
      forcePathStyle: false,
    });
    expect(storageOf({ STORAGE_URL: 's3://venue/app/', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'ch-gva-2' })).toMatchObject({
      prefix: 'app/',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      region: 'ch-gva-2',
    });
    for (const [value, expected] of [['1', true], ['yes', true], ['false', false], ['0', false]] as const) {
      expect(storageOf({ STORAGE_URL: 's3://venue', ...ENDPOINT, S3_FORCE_PATH_STYLE: value }), value).toMatchObject({ forcePathStyle: expected });
    }
  });

  it('refuses a STORAGE_URL that is not a bucket it can use, and says what it wants', () => {
    const refused: [string, RegExp][] = [
      ['https://venue-photos.s3.amazonaws.com', /STORAGE_URL: must be s3:\/\/bucket\[\/prefix\]/],
      ['s3:/venue-photos', /must be s3:\/\/bucket/],
      ['gs://venue-photos', /must be s3:\/\/bucket/],
      ['s3://venue-photos?region=eu', /must be s3:\/\/bucket/],
      ['file:/srv/photos', /file: takes no path/],
      ['s3://', /bucket name of 3–63/],
      ['s3://ab', /bucket name of 3–63/],
      [`s3://${'a'.repeat(64)}`, /bucket name of 3–63/],
      ['s3://Venue-Photos', /bucket name of 3–63 lowercase/],
      ['s3://venue_photos', /bucket name/],
      ['s3://venue..photos', /bucket name/],
      ['s3://-venue', /bucket name/],
      ['s3://venue/../other', /prefix that is not slash-separated names/],
      ['s3://venue/a//b', /prefix that is not/],
      ['s3://venue/.hidden', /prefix that is not/],
      ['s3://venue/a b', /prefix that is not/],
    ];
    for (const [value, message] of refused) expect(configError({ STORAGE_URL: value, ...ENDPOINT }), value).toMatch(message);
  });

  it('refuses S3_* settings that would be ignored, half a key pair and bad values', () => {
    expect(configError({ S3_ENDPOINT: 'http://minio:9000' })).toMatch(/S3_ENDPOINT: is only read with STORAGE_URL=s3:\/\/bucket/);
    for (const name of ['S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(configError({ STORAGE_URL: 'file:', [name]: name === 'S3_FORCE_PATH_STYLE' ? 'true' : 'x' }), name).toMatch(new RegExp(`${name}: is only read with STORAGE_URL`));
    }
    const s3 = { STORAGE_URL: 's3://venue', ...ENDPOINT };
    expect(configError({ ...s3, S3_ACCESS_KEY_ID: 'EXO-ACCESS-1234' })).toMatch(/S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID/);
    expect(configError({ ...s3, S3_SECRET_ACCESS_KEY: 'Very-Secret-Value-987' })).toMatch(/S3_ACCESS_KEY_ID: must be set together with S3_SECRET_ACCESS_KEY/);
    expect(configError({ ...s3, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: 'x' })).toMatch(/S3_ACCESS_KEY_ID: is empty/);
    expect(configError({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toMatch(/S3_FORCE_PATH_STYLE/);
    expect(configError({ ...s3, S3_REGION: 'eu central' })).toMatch(/S3_REGION: must be a region name/);
    expect(configError({ STORAGE_URL: 's3://venue', S3_ENDPOINT: 'ftp://files.example.ch' })).toMatch(/S3_ENDPOINT: must be the provider's http\(s\):\/\/host\[:port\] address/);
    expect(configError({ STORAGE_URL: 's3://venue', S3_ENDPOINT: 'sos-ch-gva-2.exo.io' })).toMatch(/S3_ENDPOINT: must be the provider's/);
  });

  it('never repeats a secret: not a key pasted into a URL, not S3_SECRET_ACCESS_KEY beside another error', () => {
    const inUrl = configError({ STORAGE_URL: 's3://EXO-ACCESS-1234:Very-Secret-Value-987@venue', ...ENDPOINT });
    expect(inUrl).toMatch(/STORAGE_URL: must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    const inEndpoint = configError({ STORAGE_URL: 's3://venue', S3_ENDPOINT: 'https://EXO-ACCESS-1234:Very-Secret-Value-987@sos-ch-gva-2.exo.io' });
    expect(inEndpoint).toMatch(/S3_ENDPOINT: must not hold credentials/);
    const beside = configError({ STORAGE_URL: 's3://venue', S3_REGION: 'eu central', ...KEYS });
    for (const message of [inUrl, inEndpoint, beside]) {
      expect(message).not.toContain('Very-Secret-Value-987');
      expect(message).not.toContain('EXO-ACCESS-1234');
    }
  });
});
