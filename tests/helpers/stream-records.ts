/** Records of the table's stream, built from stored items, for tests and benches of its consumers. */
import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';

/** The stream's record of `item` written (its new image), as a consumer receives it. */
export function streamRecord(
  item: Record<string, unknown>,
  eventName: 'INSERT' | 'MODIFY',
  sequenceNumber = '1',
): DynamoDBRecord {
  return {
    eventID: randomUUID(),
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: {
      SequenceNumber: sequenceNumber,
      Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
      NewImage: marshall(item, { removeUndefinedValues: true }) as never,
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}
