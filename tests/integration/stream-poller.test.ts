/**
 * The local stream poller against the shop's DynamoDB Local: Lambda's event shape, the consumer's
 * filter, bounded retries of a failing batch, then the dead-letter list.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { StreamConsumer } from '../../functions/stream-consumers.js';
import { LOCAL_RESOURCES } from '../../infra/local/config.js';
import { startStreamPoller, type StreamPoller } from '../../infra/local/stream-poller.js';

const shop = inject('shop');
let poller: StreamPoller | undefined;

afterEach(async () => {
  await poller?.stop();
  poller = undefined;
});

async function putItem(entity: string, id: string): Promise<void> {
  Object.assign(process.env, shop.functionEnv);
  const { documentClient, getTableName } = await import('../../functions/data/dynamo-client.js');
  const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
  await documentClient.send(
    new PutCommand({ TableName: getTableName(), Item: { pk: `test#${id}`, sk: 'test', entity, id } }),
  );
}

/** Writes the items in one request, so the poller reads their records in one batch. */
async function putItems(entity: string, ids: string[]): Promise<void> {
  Object.assign(process.env, shop.functionEnv);
  const { documentClient, getTableName } = await import('../../functions/data/dynamo-client.js');
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  await documentClient.send(
    new BatchWriteCommand({
      RequestItems: {
        [getTableName()]: ids.map((id) => ({
          PutRequest: { Item: { pk: `test#${id}`, sk: 'test', entity, id } },
        })),
      },
    }),
  );
}

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The poller did not get there.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A consumer of the items of `entity` only, in batches of up to 10. */
function consumerOf(entity: string, name: string, retryAttempts: number): StreamConsumer {
  return {
    name,
    handler: 'none',
    filter: { dynamodb: { NewImage: { entity: { S: [entity] } } } },
    batchSize: 10,
    retryAttempts,
  };
}

function startPoller(consumer: StreamConsumer, handler: (event: DynamoDBStreamEvent) => Promise<unknown>) {
  return startStreamPoller({
    endpoint: shop.functionEnv.AWS_ENDPOINT_URL_DYNAMODB!,
    tableName: LOCAL_RESOURCES.tableName,
    region: LOCAL_RESOURCES.region,
    credentials: {
      accessKeyId: LOCAL_RESOURCES.accessKeyId,
      secretAccessKey: LOCAL_RESOURCES.secretAccessKey,
    },
    consumers: [consumer],
    log: () => undefined,
    intervalMs: 50,
    retryDelayMs: () => 10,
    loadHandler: async () => handler,
  });
}

describe('the local stream poller', () => {
  it('hands a consumer the records its filter matches, in the event shape of Lambda', async () => {
    const entity = `poller-${randomUUID()}`;
    const events: DynamoDBStreamEvent[] = [];
    poller = await startPoller(consumerOf(entity, 'test', 0), async (event) => void events.push(event));
    const id = randomUUID();

    await putItem('something-else', randomUUID());
    await putItem(entity, id);
    await waitFor(() => events.length > 0);

    const records = events.flatMap((event) => event.Records);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      eventSourceARN: expect.stringContaining(':table/storefront/stream/'),
      dynamodb: {
        Keys: { pk: { S: `test#${id}` }, sk: { S: 'test' } },
        NewImage: { entity: { S: entity }, id: { S: id } },
        StreamViewType: 'NEW_AND_OLD_IMAGES',
        ApproximateCreationDateTime: expect.any(Number),
      },
    });
  });

  it('retries a failing batch as often as the consumer allows, then lists it as a dead letter', async () => {
    const entity = `poller-${randomUUID()}`;
    let calls = 0;
    poller = await startPoller(consumerOf(entity, 'always-fails', 2), async () => {
      calls += 1;
      throw new Error('SES is down');
    });

    await putItem(entity, randomUUID());
    await waitFor(() => poller!.deadLetters.length > 0);

    expect(calls).toBe(3);
    expect(poller.deadLetters).toEqual([
      expect.objectContaining({
        consumer: 'always-fails',
        error: 'SES is down',
        eventIds: [expect.any(String)],
      }),
    ]);
  });

  it('moves on once a retry succeeds, with no dead letter', async () => {
    const entity = `poller-${randomUUID()}`;
    let calls = 0;
    poller = await startPoller(consumerOf(entity, 'fails-once', 2), async () => {
      calls += 1;
      if (calls === 1) throw new Error('a passing fault');
    });

    await putItem(entity, randomUUID());
    await waitFor(() => calls === 2);
    await putItem(entity, randomUUID());
    await waitFor(() => calls === 3);

    expect(poller.deadLetters).toEqual([]);
  });

  it('retries from the first record a handler reports failed, never the records before it', async () => {
    const entity = `poller-${randomUUID()}`;
    const [first, poisoned, last] = [randomUUID(), randomUUID(), randomUUID()];
    const deliveries: string[][] = [];
    poller = await startPoller(consumerOf(entity, 'reports-one-failure', 1), async (event) => {
      deliveries.push(event.Records.map((record) => record.dynamodb!.NewImage!.id!.S!));
      // The poisoned record fails every time it comes.
      const bad = event.Records.find((record) => record.dynamodb!.NewImage!.id!.S === poisoned);
      return { batchItemFailures: bad ? [{ itemIdentifier: bad.dynamodb!.SequenceNumber }] : [] };
    });

    // One request, so the records usually arrive in one batch; the checks hold however they are cut.
    await putItems(entity, [first, poisoned, last]);
    await waitFor(() => poller!.deadLetters.length > 0);

    const withPoison = deliveries.filter((ids) => ids.includes(poisoned));
    expect(withPoison).toHaveLength(2);
    // The retry starts at the poisoned record: nothing before it is handed over again.
    expect(withPoison[1]![0]).toBe(poisoned);
    expect(deliveries.flat().filter((id) => id === first)).toHaveLength(1);
    expect(poller.deadLetters[0]!.eventIds.length).toBeGreaterThanOrEqual(1);
  });
});
