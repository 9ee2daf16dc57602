/**
 * Creates, idempotently, what the shop needs inside the stand-ins: the table with every GSI of the
 * table design, the user pool with its groups and web client, and the images bucket. Safe to run on
 * every start: existing resources are reused (so users and tokens survive a restart) and only what
 * is missing is added.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  UpdateUserPoolClientCommand,
  type ExplicitAuthFlowsType,
} from '@aws-sdk/client-cognito-identity-provider';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { GROUPS } from '../../functions/core/auth/groups.js';
import {
  TABLE_INDEXES,
  TABLE_KEY,
  TABLE_STREAM_VIEW_TYPE,
  TTL_ATTRIBUTE,
  type IndexDesign,
} from '../../functions/data/table-design.js';
import { LOCAL_RESOURCES } from './config.js';
import { LOCAL_PASSWORD_POLICY } from './password-policy.js';

/** The flows the SPA (Amplify: SRP), the tests (USER_PASSWORD_AUTH) and refresh need. */
export const APP_CLIENT_AUTH_FLOWS: ExplicitAuthFlowsType[] = [
  'ALLOW_USER_PASSWORD_AUTH',
  'ALLOW_USER_SRP_AUTH',
  'ALLOW_REFRESH_TOKEN_AUTH',
];

/** Client settings shared by every bootstrap step: the local region and dummy credentials. */
export const LOCAL_CLIENT_CONFIG = {
  region: LOCAL_RESOURCES.region,
  credentials: { accessKeyId: LOCAL_RESOURCES.accessKeyId, secretAccessKey: LOCAL_RESOURCES.secretAccessKey },
} as const;

export interface TableBootstrapResult {
  created: boolean;
  /** GSIs added to a table that existed without them. */
  addedIndexes: string[];
  /** The stream was turned on for a table that existed without it. */
  enabledStream: boolean;
}

/** Creates the table with every GSI, or adds the GSIs an existing table lacks. */
export async function ensureTable(
  endpoint: string,
  tableName: string = LOCAL_RESOURCES.tableName,
): Promise<TableBootstrapResult> {
  const client = new DynamoDBClient({ ...LOCAL_CLIENT_CONFIG, endpoint });
  try {
    const existing = await describeTable(client, tableName);
    if (!existing) {
      await client.send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          KeySchema: [
            { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
            { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
          ],
          AttributeDefinitions: attributeDefinitions([
            TABLE_KEY.partitionKey,
            TABLE_KEY.sortKey,
            ...TABLE_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
          ]),
          GlobalSecondaryIndexes: TABLE_INDEXES.map(toGlobalSecondaryIndex),
          StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE_STREAM_VIEW_TYPE },
        }),
      );
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
        }),
      );
      return { created: true, addedIndexes: [], enabledStream: false };
    }
    const enabledStream = !existing.streamEnabled;
    if (enabledStream) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE_STREAM_VIEW_TYPE },
        }),
      );
    }
    const present = new Set(existing.indexes.map((index) => index.IndexName));
    const missing = TABLE_INDEXES.filter((index) => !present.has(index.indexName));
    // DynamoDB takes one new GSI per UpdateTable call, and a new one only once the last is built.
    for (const index of missing) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributeDefinitions([index.partitionKey, index.sortKey]),
          GlobalSecondaryIndexUpdates: [{ Create: toGlobalSecondaryIndex(index) }],
        }),
      );
      await waitForIndexesActive(client, tableName);
    }
    return { created: false, addedIndexes: missing.map((index) => index.indexName), enabledStream };
  } finally {
    client.destroy();
  }
}

/** The table's GSIs and whether its stream is on, or `undefined` when the table does not exist. */
async function describeTable(client: DynamoDBClient, tableName: string) {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return {
      indexes: Table?.GlobalSecondaryIndexes ?? [],
      streamEnabled: Table?.StreamSpecification?.StreamEnabled === true,
    };
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

async function waitForIndexesActive(client: DynamoDBClient, tableName: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const indexes = (await describeTable(client, tableName))?.indexes ?? [];
    if (indexes.every((index) => index.IndexStatus === 'ACTIVE')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The indexes of table ${tableName} did not become active within 60 s.`);
}

function attributeDefinitions(names: string[]): AttributeDefinition[] {
  return [...new Set(names)].map((name) => ({ AttributeName: name, AttributeType: 'S' }));
}

function toGlobalSecondaryIndex(index: IndexDesign): GlobalSecondaryIndex {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection:
      index.projection === 'ALL'
        ? { ProjectionType: 'ALL' }
        : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
  };
}

export interface UserPoolBootstrapResult {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * Finds the pool and its web client by name, or creates them; then adds any missing group and any
 * missing auth flow on the client.
 */
export async function ensureUserPool(endpoint: string): Promise<UserPoolBootstrapResult> {
  const client = new CognitoIdentityProviderClient({ ...LOCAL_CLIENT_CONFIG, endpoint });
  try {
    const userPoolId = (await findUserPoolId(client)) ?? (await createUserPool(client));
    const [userPoolClientId] = await Promise.all([
      ensureAppClient(client, userPoolId),
      ensureGroups(client, userPoolId),
      // As in AWS: TOTP is optional, and a user who turned it on is asked for a code at each sign-in.
      client.send(
        new SetUserPoolMfaConfigCommand({
          UserPoolId: userPoolId,
          MfaConfiguration: 'OPTIONAL',
          SoftwareTokenMfaConfiguration: { Enabled: true },
        }),
      ),
    ]);
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
}

async function findUserPoolId(client: CognitoIdentityProviderClient): Promise<string | undefined> {
  let NextToken: string | undefined;
  do {
    const page = await client.send(new ListUserPoolsCommand({ MaxResults: 60, NextToken }));
    const pool = page.UserPools?.find((p) => p.Name === LOCAL_RESOURCES.userPoolName);
    if (pool?.Id) return pool.Id;
    NextToken = page.NextToken;
  } while (NextToken);
  return undefined;
}

async function createUserPool(client: CognitoIdentityProviderClient): Promise<string> {
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: LOCAL_RESOURCES.userPoolName,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      Policies: { PasswordPolicy: { ...LOCAL_PASSWORD_POLICY } },
    }),
  );
  if (!UserPool?.Id) throw new Error('cognito-local created a user pool without an id.');
  return UserPool.Id;
}

async function ensureGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const existing = new Set<string>();
  let NextToken: string | undefined;
  do {
    const page = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId, NextToken }));
    for (const group of page.Groups ?? []) if (group.GroupName) existing.add(group.GroupName);
    NextToken = page.NextToken;
  } while (NextToken);
  for (const group of GROUPS.filter((g) => !existing.has(g))) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }
}

async function ensureAppClient(client: CognitoIdentityProviderClient, userPoolId: string): Promise<string> {
  const clientId = await findAppClientId(client, userPoolId);
  if (!clientId) {
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: LOCAL_RESOURCES.userPoolClientName,
        GenerateSecret: false,
        ExplicitAuthFlows: APP_CLIENT_AUTH_FLOWS,
      }),
    );
    if (!UserPoolClient?.ClientId) throw new Error('cognito-local created an app client without an id.');
    return UserPoolClient.ClientId;
  }
  const { UserPoolClient } = await client.send(
    new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: clientId }),
  );
  const flows = new Set(UserPoolClient?.ExplicitAuthFlows ?? []);
  if (APP_CLIENT_AUTH_FLOWS.some((flow) => !flows.has(flow))) {
    await client.send(
      new UpdateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientId: clientId,
        ExplicitAuthFlows: [...new Set([...flows, ...APP_CLIENT_AUTH_FLOWS])],
      }),
    );
  }
  return clientId;
}

async function findAppClientId(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<string | undefined> {
  let NextToken: string | undefined;
  do {
    const page = await client.send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60, NextToken }),
    );
    const found = page.UserPoolClients?.find((c) => c.ClientName === LOCAL_RESOURCES.userPoolClientName);
    if (found?.ClientId) return found.ClientId;
    NextToken = page.NextToken;
  } while (NextToken);
  return undefined;
}

/**
 * Creates the images bucket (or another bucket the browser uploads to) if needed and allows cross-origin access: locally the SPA and s3rver are
 * on different ports, while in AWS CloudFront serves both from one origin.
 */
export async function ensureImagesBucket(
  endpoint: string,
  bucket: string = LOCAL_RESOURCES.imagesBucket,
): Promise<void> {
  const client = new S3Client({ ...LOCAL_CLIENT_CONFIG, endpoint, forcePathStyle: true });
  try {
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404)
        throw error;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
    }
    await client.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: ['*'],
              AllowedMethods: ['GET', 'HEAD', 'PUT', 'POST'],
              AllowedHeaders: ['*'],
              ExposeHeaders: ['ETag'],
              MaxAgeSeconds: 3000,
            },
          ],
        },
      }),
    );
  } finally {
    client.destroy();
  }
}
