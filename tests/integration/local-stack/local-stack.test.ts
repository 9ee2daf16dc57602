import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  InitiateAuthCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
} from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPS } from '../../../functions/core/auth/groups.js';
import { TABLE_INDEXES } from '../../../functions/data/table-design.js';
import {
  APP_CLIENT_AUTH_FLOWS,
  LOCAL_CLIENT_CONFIG,
  ensureImagesBucket,
  ensureTable,
  ensureUserPool,
} from '../../../infra/local/bootstrap-resources.js';
import { LOCAL_RESOURCES } from '../../../infra/local/config.js';
import type { RunningServices } from '../../../infra/local/supervisor.js';
import { isProcessAlive, makeDataDir, removeDataDir, startTestStack } from './test-stack.js';

let services: RunningServices;
let dataDir: string;

beforeAll(async () => {
  dataDir = await makeDataDir();
  services = await startTestStack({ dataDir });
});

afterAll(async () => {
  await services?.stop();
  await removeDataDir(dataDir);
});

const dynamoDb = () =>
  new DynamoDBClient({ ...LOCAL_CLIENT_CONFIG, endpoint: services.functionEnv.AWS_ENDPOINT_URL_DYNAMODB });
const cognito = () =>
  new CognitoIdentityProviderClient({
    ...LOCAL_CLIENT_CONFIG,
    endpoint: services.functionEnv.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
  });

describe('the table', () => {
  it('exists with every GSI of the table design and its projection', async () => {
    const { Table } = await dynamoDb().send(
      new DescribeTableCommand({ TableName: LOCAL_RESOURCES.tableName }),
    );

    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    const indexes = Table?.GlobalSecondaryIndexes ?? [];
    expect(indexes.map((i) => i.IndexName).sort()).toEqual(TABLE_INDEXES.map((i) => i.indexName).sort());
    for (const design of TABLE_INDEXES) {
      const projection = indexes.find((i) => i.IndexName === design.indexName)?.Projection;
      if (design.projection === 'ALL') expect(projection?.ProjectionType).toBe('ALL');
      else {
        expect(projection?.ProjectionType).toBe('INCLUDE');
        expect([...(projection?.NonKeyAttributes ?? [])].sort()).toEqual([...design.projection].sort());
      }
    }
  });

  it('is left alone when the bootstrap runs again', async () => {
    const result = await ensureTable(services.functionEnv.AWS_ENDPOINT_URL_DYNAMODB!);

    expect(result).toEqual({ created: false, addedIndexes: [], enabledStream: false });
  });

  it('gains the GSIs it lacks', async () => {
    const endpoint = services.functionEnv.AWS_ENDPOINT_URL_DYNAMODB!;
    const [first] = TABLE_INDEXES;
    await dynamoDb().send(
      new CreateTableCommand({
        TableName: 'older-shape',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: ['pk', 'sk', first!.partitionKey, first!.sortKey].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        GlobalSecondaryIndexes: [
          {
            IndexName: first!.indexName,
            KeySchema: [
              { AttributeName: first!.partitionKey, KeyType: 'HASH' },
              { AttributeName: first!.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );

    const result = await ensureTable(endpoint, 'older-shape');

    expect(result.addedIndexes).toEqual(TABLE_INDEXES.slice(1).map((i) => i.indexName));
    expect(result.enabledStream).toBe(true);
    const { Table } = await dynamoDb().send(new DescribeTableCommand({ TableName: 'older-shape' }));
    expect(Table?.GlobalSecondaryIndexes).toHaveLength(TABLE_INDEXES.length);
    expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
  });
});

describe('the user pool', () => {
  it('has the four groups', async () => {
    const { Groups } = await cognito().send(new ListGroupsCommand({ UserPoolId: services.userPoolId }));

    expect(Groups?.map((g) => g.GroupName).sort()).toEqual([...GROUPS].sort());
  });

  it('has a web client without secret allowing password, SRP and refresh sign-in', async () => {
    const { UserPoolClient } = await cognito().send(
      new DescribeUserPoolClientCommand({
        UserPoolId: services.userPoolId,
        ClientId: services.userPoolClientId,
      }),
    );

    expect(UserPoolClient?.ClientSecret).toBeUndefined();
    expect(UserPoolClient?.ExplicitAuthFlows).toEqual(expect.arrayContaining(APP_CLIENT_AUTH_FLOWS));
  });

  it('is reused, with its client, when the bootstrap runs again', async () => {
    const again = await ensureUserPool(services.functionEnv.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER!);

    expect(again).toEqual({ userPoolId: services.userPoolId, userPoolClientId: services.userPoolClientId });
    const { Groups } = await cognito().send(new ListGroupsCommand({ UserPoolId: services.userPoolId }));
    expect(Groups).toHaveLength(GROUPS.length);
  });

  it('signs in a user by e-mail and puts its groups in the tokens, verifiable with the JWKS', async () => {
    const client = cognito();
    const email = 'staff@example.com';
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: services.userPoolId,
        Username: email,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
        MessageAction: 'SUPPRESS',
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: services.userPoolId,
        Username: email,
        Password: 'secret1',
        Permanent: true,
      }),
    );
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: services.userPoolId,
        Username: email,
        GroupName: 'admin',
      }),
    );

    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: services.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: 'secret1' },
      }),
    );

    const idClaims = decodeJwtPayload(AuthenticationResult!.IdToken!);
    const accessClaims = decodeJwtPayload(AuthenticationResult!.AccessToken!);
    expect(idClaims['cognito:groups']).toContain('admin');
    expect(accessClaims['cognito:groups']).toContain('admin');
    expect(idClaims.iss).toBe(services.issuer);
    expect(idClaims.aud).toBe(services.userPoolClientId);
    expect(idClaims.email).toBe(email);
    const jwks = (await (await fetch(`${services.issuer}/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    expect(jwks.keys.map((k) => k.kid)).toContain(decodeJwtHeader(AuthenticationResult!.IdToken!).kid);
  });
});

describe('the images bucket', () => {
  it('stores and returns an object', async () => {
    await ensureImagesBucket(services.functionEnv.AWS_ENDPOINT_URL_S3!);
    const s3 = new S3Client({
      ...LOCAL_CLIENT_CONFIG,
      endpoint: services.functionEnv.AWS_ENDPOINT_URL_S3,
      forcePathStyle: true,
    });
    const body = '<svg xmlns="http://www.w3.org/2000/svg"/>';

    await s3.send(
      new PutObjectCommand({
        Bucket: LOCAL_RESOURCES.imagesBucket,
        Key: 'products/a.svg',
        Body: body,
        ContentType: 'image/svg+xml',
      }),
    );
    const object = await s3.send(
      new GetObjectCommand({ Bucket: LOCAL_RESOURCES.imagesBucket, Key: 'products/a.svg' }),
    );

    expect(object.ContentType).toBe('image/svg+xml');
    expect(await object.Body?.transformToString()).toBe(body);
  });
});

describe('functionEnv', () => {
  it('points SDK clients built without an endpoint at the stand-ins', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, services.functionEnv);
    try {
      const { TableNames } = await new DynamoDBClient({}).send(new ListTablesCommand({}));
      const s3 = new S3Client({ forcePathStyle: services.functionEnv.S3_FORCE_PATH_STYLE === 'true' });
      await s3.send(
        new PutObjectCommand({ Bucket: LOCAL_RESOURCES.imagesBucket, Key: 'env.txt', Body: 'env' }),
      );

      expect(TableNames).toContain(LOCAL_RESOURCES.tableName);
    } finally {
      process.env = saved;
    }
  });
});

describe('stop', () => {
  it('leaves no DynamoDB Local or cognito-local process behind and can be called twice', async () => {
    const { dynamodb, cognito: cognitoPid } = services.pids;
    expect(isProcessAlive(dynamodb)).toBe(true);

    await Promise.all([services.stop(), services.stop()]);

    expect(isProcessAlive(dynamodb)).toBe(false);
    expect(isProcessAlive(cognitoPid)).toBe(false);
  });
});

function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

function decodeJwtHeader(token: string): Record<string, string> {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as Record<
    string,
    string
  >;
}
