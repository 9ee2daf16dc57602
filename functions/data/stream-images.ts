/** The item images of a table stream record (DynamoDB JSON) as plain objects. */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { stripKeys } from './dynamo-client.js';
import type { EntityName } from './keys.js';

export interface StreamImages {
  eventId: string;
  /** The item's entity: a consumer compares it with a declared name, so a typo fails the type check. */
  entity: EntityName | undefined;
  /** The item before the change; undefined for an insert. */
  before: Record<string, unknown> | undefined;
  /** The item after the change; undefined for a removal. */
  after: Record<string, unknown> | undefined;
}

const toItem = (image: unknown): Record<string, unknown> | undefined =>
  image ? stripKeys(unmarshall(image as Record<string, AttributeValue>)) : undefined;

export function readStreamImages(record: DynamoDBRecord): StreamImages {
  const newImage = record.dynamodb?.NewImage;
  const oldImage = record.dynamodb?.OldImage;
  return {
    eventId: record.eventID ?? '',
    // Every item is written with one of the declared names (functions/data/keys.ts).
    entity: (newImage ?? oldImage)?.entity?.S as EntityName | undefined,
    before: toItem(oldImage),
    after: toItem(newImage),
  };
}
