import net from 'node:net';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CLIENT_CONFIG } from '../../../infra/local/bootstrap-resources.js';
import { LOCAL_RESOURCES, type LocalPorts } from '../../../infra/local/config.js';
import { getFreePorts } from '../../../infra/local/free-ports.js';
import { assertJavaAvailable, JAVA_MISSING_MESSAGE } from '../../../infra/local/services/dynamodb.js';
import { LocalStackError, startServices, type RunningServices } from '../../../infra/local/supervisor.js';
import { isProcessAlive, makeDataDir, removeDataDir, startTestStack } from './test-stack.js';

let dataDir: string;
let ports: LocalPorts;
let services: RunningServices | undefined;

beforeAll(async () => {
  dataDir = await makeDataDir();
  ports = await getFreePorts();
});

afterEach(async () => {
  await services?.stop();
  services = undefined;
});

afterAll(async () => {
  await removeDataDir(dataDir);
});

// Each test starts whole stacks of its own (the first two, one after the other) beside the run's shop:
// on a busy two-core machine that takes longer than the project's 30 s, and a start cut off by the
// timeout went on in the background and held the ports the next tests use.
describe('the local stack across a restart', { timeout: 120_000 }, () => {
  it('keeps items, users, objects and the pool, and leaves no process behind', async () => {
    services = await startTestStack({ dataDir, ports });
    const first = services;
    const env = first.functionEnv;
    const dynamoDb = new DynamoDBClient({ ...LOCAL_CLIENT_CONFIG, endpoint: env.AWS_ENDPOINT_URL_DYNAMODB });
    const cognito = new CognitoIdentityProviderClient({
      ...LOCAL_CLIENT_CONFIG,
      endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
    });
    const s3 = new S3Client({
      ...LOCAL_CLIENT_CONFIG,
      endpoint: env.AWS_ENDPOINT_URL_S3,
      forcePathStyle: true,
    });
    const key = { pk: { S: 'category#laptops' }, sk: { S: 'category' } };
    await dynamoDb.send(
      new PutItemCommand({ TableName: LOCAL_RESOURCES.tableName, Item: { ...key, name: { S: 'Laptops' } } }),
    );
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: first.userPoolId,
        Username: 'kept@example.com',
        MessageAction: 'SUPPRESS',
      }),
    );
    await s3.send(
      new PutObjectCommand({
        Bucket: LOCAL_RESOURCES.imagesBucket,
        Key: 'kept.txt',
        Body: Buffer.from('kept'),
      }),
    );

    await first.stop();
    expect(isProcessAlive(first.pids.dynamodb)).toBe(false);
    expect(isProcessAlive(first.pids.cognito)).toBe(false);
    services = await startTestStack({ dataDir, ports });

    expect(services.userPoolId).toBe(first.userPoolId);
    expect(services.userPoolClientId).toBe(first.userPoolClientId);
    const { Item } = await dynamoDb.send(
      new GetItemCommand({ TableName: LOCAL_RESOURCES.tableName, Key: key }),
    );
    expect(Item?.name?.S).toBe('Laptops');
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: first.userPoolId, Username: 'kept@example.com' }),
    );
    expect(user.Username).toBeDefined();
    const object = await s3.send(
      new GetObjectCommand({ Bucket: LOCAL_RESOURCES.imagesBucket, Key: 'kept.txt' }),
    );
    expect(await object.Body?.transformToString()).toBe('kept');
  });

  it('starts from an empty store with reset', async () => {
    services = await startServices({ ports, dataDir, reset: true, log: () => undefined });
    const dynamoDb = new DynamoDBClient({
      ...LOCAL_CLIENT_CONFIG,
      endpoint: services.functionEnv.AWS_ENDPOINT_URL_DYNAMODB,
    });

    const { Item } = await dynamoDb.send(
      new GetItemCommand({
        TableName: LOCAL_RESOURCES.tableName,
        Key: { pk: { S: 'category#laptops' }, sk: { S: 'category' } },
      }),
    );

    expect(Item).toBeUndefined();
  });

  it('stops everything and reports once when a stand-in dies', async () => {
    const failures: Error[] = [];
    const lines: string[] = [];
    let reported!: () => void;
    const failed = new Promise<void>((resolve) => (reported = resolve));
    services = await startServices({
      ports,
      dataDir,
      reset: false,
      log: (line) => lines.push(line),
      onFailure: (error) => {
        failures.push(error);
        reported();
      },
    });
    const { dynamodb, cognito } = services.pids;

    process.kill(dynamodb, 'SIGKILL');
    await failed;

    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(LocalStackError);
    expect(failures[0]?.message).toBe('DynamoDB Local was killed by SIGKILL. Stopping the local stack.');
    expect(lines.at(-1)).toBe(failures[0]?.message);
    expect(isProcessAlive(cognito)).toBe(false);
  });
});

describe('start-up errors', () => {
  it('names a busy port and the variable that moves it', async () => {
    const blocker = net.createServer();
    // A port still held (by a stack an earlier failure left running) fails here, not 30 s later.
    await new Promise<void>((resolve, reject) => {
      blocker.once('error', reject);
      blocker.listen(ports.dynamodb, '127.0.0.1', resolve);
    });
    try {
      const error = await startServices({ ports, dataDir, reset: false, log: () => undefined }).catch(
        (e: unknown) => e,
      );

      expect(error).toBeInstanceOf(LocalStackError);
      expect((error as Error).message).toMatch(
        new RegExp(
          `^Port ${ports.dynamodb} \\(DynamoDB Local\\) is already in use\\. Set DYNAMODB_PORT to another port, ` +
            `e\\.g\\. DYNAMODB_PORT=\\d+ npm start\\.$`,
        ),
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('says how to install Java when it is missing', async () => {
    const savedPath = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(assertJavaAvailable()).rejects.toThrow(new LocalStackError(JAVA_MISSING_MESSAGE));
    } finally {
      process.env.PATH = savedPath;
    }
  });
});
