/**
 * Loads the sample catalogue and the sample accounts into the embedded stack the first time it
 * starts. Idempotent: a marker item, written last, says the store already holds them, so a restart
 * does nothing and an interrupted seed simply runs again (every item has a fixed key, so rewriting
 * it never duplicates anything).
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { buildNewProfile } from '../../../functions/core/account/profile.js';
import { type Group } from '../../../functions/core/auth/groups.js';
import { toBrandItem } from '../../../functions/data/brands.js';
import { toCategoryItem } from '../../../functions/data/categories.js';
import { keys } from '../../../functions/data/keys.js';
import { stampChange } from '../../../functions/core/catalogue/product-history.js';
import { toProductItem, toSkuGuardItem } from '../../../functions/data/products.js';
import { toProfileItem } from '../../../functions/data/profiles.js';
import { ENV } from '../../../functions/shared/env.js';
import { LOCAL_RESOURCES, SAMPLE_ACCOUNTS } from '../config.js';
import type { LocalServices } from '../local-services.js';
import { generateSampleCatalogue, type SampleCatalogue } from './generate-sample-catalogue.js';
import { ARTWORK_CONTENT_TYPE, renderProductArtwork } from './product-artwork.js';

/** DynamoDB's limit of items per BatchWriteItem. */
const BATCH_SIZE = 25;
/** Batches and uploads in flight at once: enough to finish in seconds without flooding the stand-ins. */
const WRITE_CONCURRENCY = 8;
const UPLOAD_CONCURRENCY = 16;
/** Retries of unprocessed batch items, with a doubling pause starting here. */
const MAX_BATCH_ATTEMPTS = 8;
const FIRST_RETRY_DELAY_MS = 50;
/** Images never change for a given key, so browsers may keep them for a day. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

export interface SeedResult {
  /** False when the marker was already there and nothing was written. */
  seeded: boolean;
  products: number;
}

interface SeedClients {
  documents: DynamoDBDocumentClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
  tableName: string;
  bucket: string;
}

/** The clients a user needs: Cognito for the account, the table for the profile. */
type UserClients = Pick<SeedClients, 'documents' | 'cognito' | 'tableName'>;

/** A user to create: the sample accounts, and the throwaway users of the tests. */
export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Seeds the sample catalogue (categories, brands, products, SKU guards, images) and the sample admin
 * and customer, unless the store already holds them.
 */
export async function seedSampleData(
  services: LocalServices,
  log: (line: string) => void,
): Promise<SeedResult> {
  const startedAt = Date.now();
  const clients = createSeedClients(services);
  try {
    const marker = await clients.documents.send(
      new GetCommand({ TableName: clients.tableName, Key: keys.seedMarker() }),
    );
    if (marker.Item) {
      return { seeded: false, products: Number(marker.Item.products ?? 0) };
    }

    const catalogue = generateSampleCatalogue();
    log(`Seeding ${catalogue.products.length} sample products and ${catalogue.images.length} images...`);
    await Promise.all([writeCatalogue(clients, catalogue), uploadImages(clients, catalogue)]);
    await createSampleAccounts(clients, services.userPoolId);
    // Last, so that an interrupted seed is not mistaken for a finished one.
    await clients.documents.send(
      new PutCommand({
        TableName: clients.tableName,
        Item: {
          ...keys.seedMarker(),
          entity: 'seed',
          products: catalogue.products.length,
          seeded_at: new Date().toISOString(),
        },
      }),
    );
    log(`Sample data seeded in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`);
    return { seeded: true, products: catalogue.products.length };
  } finally {
    clients.documents.destroy();
    clients.s3.destroy();
    clients.cognito.destroy();
  }
}

/** Clients pointed explicitly at the stand-ins, so the seed never depends on this process's env. */
function createSeedClients(services: LocalServices): SeedClients {
  const env = services.functionEnv;
  const local = (port: number) => `http://127.0.0.1:${port}`;
  const common = {
    region: env.AWS_REGION ?? LOCAL_RESOURCES.region,
    credentials: {
      accessKeyId: env.AWS_ACCESS_KEY_ID ?? LOCAL_RESOURCES.accessKeyId,
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? LOCAL_RESOURCES.secretAccessKey,
    },
  };
  const dynamo = new DynamoDBClient({
    ...common,
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB ?? local(services.ports.dynamodb),
  });
  return {
    documents: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    s3: new S3Client({
      ...common,
      endpoint: env.AWS_ENDPOINT_URL_S3 ?? local(services.ports.s3),
      forcePathStyle: true,
    }),
    cognito: new CognitoIdentityProviderClient({
      ...common,
      endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER ?? local(services.ports.cognito),
    }),
    tableName: env[ENV.tableName] ?? LOCAL_RESOURCES.tableName,
    bucket: env[ENV.imagesBucket] ?? LOCAL_RESOURCES.imagesBucket,
  };
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function runWithConcurrency<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function writeCatalogue(clients: SeedClients, catalogue: SampleCatalogue): Promise<void> {
  const items = [
    ...catalogue.categories.map(toCategoryItem),
    ...catalogue.brands.map(toBrandItem),
    ...catalogue.products.map((product) => toProductItem(product, stampChange('sample-data', 'sample seed'))),
    ...catalogue.products.map(toSkuGuardItem),
  ];
  await runWithConcurrency(chunk(items, BATCH_SIZE), WRITE_CONCURRENCY, (batch) =>
    writeBatch(clients, batch),
  );
}

/** One BatchWrite, retrying what DynamoDB leaves unprocessed (it may under load) with backoff. */
async function writeBatch(clients: SeedClients, items: Record<string, unknown>[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 1; requests.length > 0; attempt += 1) {
    if (attempt > MAX_BATCH_ATTEMPTS) {
      throw new Error(
        `Seeding gave up with ${requests.length} unprocessed items after ${MAX_BATCH_ATTEMPTS} attempts`,
      );
    }
    if (attempt > 1) await sleep(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 2));
    const result = await clients.documents.send(
      new BatchWriteCommand({ RequestItems: { [clients.tableName]: requests } }),
    );
    requests = (result.UnprocessedItems?.[clients.tableName] ?? []) as typeof requests;
  }
}

async function uploadImages(clients: SeedClients, catalogue: SampleCatalogue): Promise<void> {
  await runWithConcurrency(catalogue.images, UPLOAD_CONCURRENCY, async (image) => {
    await clients.s3.send(
      new PutObjectCommand({
        Bucket: clients.bucket,
        Key: image.key,
        Body: renderProductArtwork(image.artwork),
        ContentType: ARTWORK_CONTENT_TYPE,
        CacheControl: IMAGE_CACHE_CONTROL,
      }),
    );
  });
}

async function createSampleAccounts(clients: SeedClients, userPoolId: string): Promise<void> {
  // The shop's owner: only a super_admin grants admin roles.
  await createConfirmedUser(clients, userPoolId, SAMPLE_ACCOUNTS.admin, ['super_admin', 'admin', 'customer']);
  await createConfirmedUser(clients, userPoolId, SAMPLE_ACCOUNTS.customer, ['customer']);
}

/**
 * Creates a confirmed user with a permanent password, puts it in its groups and writes its profile.
 * A user that already exists (an earlier, interrupted seed) is completed rather than recreated.
 */
export async function createConfirmedUser(
  clients: UserClients,
  userPoolId: string,
  account: NewUser,
  groups: readonly Group[],
): Promise<string> {
  const userId = await createUserOrGetId(clients, userPoolId, account);
  await clients.cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: account.email,
      Password: account.password,
      Permanent: true,
    }),
  );
  for (const group of groups) {
    await clients.cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: account.email, GroupName: group }),
    );
  }
  const profile = buildNewProfile({
    userId,
    attributes: { email: account.email, given_name: account.firstName, family_name: account.lastName },
    roles: [...groups],
    now: new Date().toISOString(),
  });
  await clients.documents.send(
    new PutCommand({ TableName: clients.tableName, Item: toProfileItem(profile) }),
  );
  return userId;
}

/** The user's `sub`: from the new user, or looked up when the e-mail is already registered. */
async function createUserOrGetId(
  clients: UserClients,
  userPoolId: string,
  account: NewUser,
): Promise<string> {
  try {
    const created = await clients.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: account.firstName },
          { Name: 'family_name', Value: account.lastName },
        ],
      }),
    );
    return readSub(created.User?.Attributes, account.email);
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
    const existing = await clients.cognito.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.email }),
    );
    return readSub(existing.UserAttributes, account.email);
  }
}

function readSub(attributes: AttributeType[] | undefined, email: string): string {
  const sub = attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`The user pool returned no sub for ${email}`);
  return sub;
}
