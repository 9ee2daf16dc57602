/**
 * The sample-data loader against its own embedded stack (not the shared one of the run), so it can
 * observe a first seed on an empty store and repeat it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/data/keys.js';
import { SAMPLE_ACCOUNTS } from '../../infra/local/config.js';
import { getFreePorts } from '../../infra/local/free-ports.js';
import type { LocalServices } from '../../infra/local/local-services.js';
import { generateSampleCatalogue } from '../../infra/local/seed/generate-sample-catalogue.js';
import { seedSampleData, type SeedResult } from '../../infra/local/seed/seed-sample-data.js';
import { startServices } from '../../infra/local/supervisor.js';

const expected = generateSampleCatalogue();
const silent = () => undefined;

let dataDir: string;
let services: LocalServices;
let firstSeed: SeedResult;
let documents: DynamoDBDocumentClient;
let s3: S3Client;
let cognito: CognitoIdentityProviderClient;
let tableName: string;

/** Items on one gsi1 partition (products, brands, categories, users). */
async function countListed(gsi1pk: string): Promise<number> {
  let count = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1pk },
        Select: 'COUNT',
        ExclusiveStartKey: cursor,
      }),
    );
    count += page.Count ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return count;
}

async function signIn(email: string, password: string): Promise<string[]> {
  const result = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: services.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const idToken = result.AuthenticationResult?.IdToken ?? '';
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    'cognito:groups'?: string[];
  };
  return claims['cognito:groups'] ?? [];
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-seed-test-'));
  services = await startServices({ ports: await getFreePorts(), dataDir, reset: true, log: silent });
  const env = services.functionEnv;
  const common = {
    region: env.AWS_REGION,
    credentials: {
      accessKeyId: env.AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '',
    },
  };
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({ ...common, endpoint: env.AWS_ENDPOINT_URL_DYNAMODB }),
  );
  s3 = new S3Client({ ...common, endpoint: env.AWS_ENDPOINT_URL_S3, forcePathStyle: true });
  cognito = new CognitoIdentityProviderClient({
    ...common,
    endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
  });
  tableName = env.TABLE_NAME ?? '';
  firstSeed = await seedSampleData(services, silent);
});

afterAll(async () => {
  documents?.destroy();
  s3?.destroy();
  cognito?.destroy();
  await services?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('sample data seed', () => {
  it('loads the whole catalogue into an empty store', async () => {
    expect(firstSeed).toEqual({ seeded: true, products: expected.products.length });
    expect(await countListed(keys.allProducts().gsi1pk)).toBe(expected.products.length);
    expect(await countListed(keys.allBrands().gsi1pk)).toBe(expected.brands.length);
    expect(await countListed(keys.allCategories().gsi1pk)).toBe(expected.categories.length);
  });

  it('stores a product as the generator made it', async () => {
    const product = expected.products[0];
    const stored = await documents.send(
      new GetCommand({ TableName: tableName, Key: keys.product(product?.id ?? '') }),
    );
    expect(stored.Item).toMatchObject({ ...product, entity: 'product' });
  });

  it('uploads the product images as SVG to the images bucket', async () => {
    const image = expected.images[0];
    const object = await s3.send(
      new GetObjectCommand({ Bucket: services.functionEnv.IMAGES_BUCKET, Key: image?.key }),
    );
    expect(object.ContentType).toBe('image/svg+xml');
    expect(await object.Body?.transformToString()).toMatch(/^<svg [^>]*viewBox="0 0 800 600"/);
  });

  it('signs the sample admin in as the owner (super_admin, admin, customer), and the customer with customer', async () => {
    const { admin, customer } = SAMPLE_ACCOUNTS;
    expect(await signIn(admin.email, admin.password)).toEqual(
      expect.arrayContaining(['super_admin', 'admin', 'customer']),
    );
    expect(await signIn(customer.email, customer.password)).toEqual(['customer']);
  });

  it('writes a profile for each sample account', async () => {
    const page = await documents.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': 'users' },
      }),
    );
    const profiles = page.Items ?? [];
    expect(profiles.map((p) => p.email).sort()).toEqual([
      SAMPLE_ACCOUNTS.admin.email,
      SAMPLE_ACCOUNTS.customer.email,
    ]);
    const admin = profiles.find((p) => p.email === SAMPLE_ACCOUNTS.admin.email);
    expect(admin).toMatchObject({
      is_active: true,
      last_sign_in_at: null,
      roles: ['super_admin', 'admin', 'customer'],
    });
  });

  it('does nothing when the store is already seeded', async () => {
    expect(await seedSampleData(services, silent)).toEqual({
      seeded: false,
      products: expected.products.length,
    });
    expect(await countListed(keys.allProducts().gsi1pk)).toBe(expected.products.length);
  });

  it('completes an interrupted seed without duplicating items or users', async () => {
    await documents.send(new DeleteCommand({ TableName: tableName, Key: keys.seedMarker() }));

    expect(await seedSampleData(services, silent)).toEqual({
      seeded: true,
      products: expected.products.length,
    });
    expect(await countListed(keys.allProducts().gsi1pk)).toBe(expected.products.length);
    expect(await countListed('users')).toBe(2);
    expect(await signIn(SAMPLE_ACCOUNTS.admin.email, SAMPLE_ACCOUNTS.admin.password)).toContain('admin');
  });
});
