import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { toLambdaRecord } from '../../../infra/local/stream-poller.js';

describe('a local stream record', () => {
  it('hands a consumer empty maps as maps, so the item reads back whole', () => {
    const record = toLambdaRecord(
      {
        eventID: 'e-1',
        eventName: 'INSERT',
        dynamodb: {
          // As the streams client reads an item whose `specifications` map is empty.
          NewImage: {
            id: { S: 'p-1' },
            specifications: {} as AttributeValue,
            last_change: { M: { extra: {} as AttributeValue, by: { S: 'staff@example.com' } } },
            images: { L: [] },
          },
        },
      },
      'arn:stream',
    );
    expect(unmarshall(record.dynamodb!.NewImage as Record<string, AttributeValue>)).toEqual({
      id: 'p-1',
      specifications: {},
      last_change: { extra: {}, by: 'staff@example.com' },
      images: [],
    });
  });
});
