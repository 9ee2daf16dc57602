import { describe, expect, it } from 'vitest';
import { streamConsumers } from '../../../functions/stream-consumers.js';
import { matchesFilter } from '../../../infra/local/stream-filter.js';

const record = (eventName: string, entity: string | undefined) => ({
  eventName,
  dynamodb: {
    Keys: { pk: { S: 'order#shg-7k4m-2q9p' }, sk: { S: 'order' } },
    ...(entity ? { NewImage: { entity: { S: entity }, status: { S: 'confirmed' } } } : {}),
  },
});

describe('the local stream filter', () => {
  const orderMail = streamConsumers.find((consumer) => consumer.name === 'order-mail')!;

  it('lets the order-mail consumer see inserted and changed orders only', () => {
    expect(matchesFilter(record('INSERT', 'order'), orderMail.filter)).toBe(true);
    expect(matchesFilter(record('MODIFY', 'order'), orderMail.filter)).toBe(true);
    expect(matchesFilter(record('REMOVE', undefined), orderMail.filter)).toBe(false);
    expect(matchesFilter(record('MODIFY', 'order-mail'), orderMail.filter)).toBe(false);
    expect(matchesFilter(record('INSERT', 'product'), orderMail.filter)).toBe(false);
  });

  it('lets the reply-mail consumer see a message only while a reply waits for its mail', () => {
    const replyMail = streamConsumers.find((consumer) => consumer.name === 'reply-mail')!;
    const message = (eventName: string, waiting: boolean) => ({
      eventName,
      dynamodb: {
        NewImage: {
          entity: { S: 'inbox-message' },
          status: { S: 'new' },
          ...(waiting ? { reply_mail: { S: 'sending' } } : {}),
        },
      },
    });
    expect(matchesFilter(message('MODIFY', true), replyMail.filter)).toBe(true);
    expect(matchesFilter(message('MODIFY', false), replyMail.filter)).toBe(false);
    expect(matchesFilter(message('INSERT', false), replyMail.filter)).toBe(false);
  });

  it('understands prefix, exists and anything-but', () => {
    const item = record('MODIFY', 'order');
    expect(matchesFilter(item, { dynamodb: { Keys: { pk: { S: [{ prefix: 'order#' }] } } } })).toBe(true);
    expect(matchesFilter(item, { dynamodb: { Keys: { pk: { S: [{ prefix: 'cart#' }] } } } })).toBe(false);
    expect(matchesFilter(item, { dynamodb: { OldImage: [{ exists: false }] } })).toBe(true);
    expect(matchesFilter(item, { dynamodb: { NewImage: [{ exists: true }] } })).toBe(true);
    expect(matchesFilter(item, { eventName: [{ 'anything-but': ['REMOVE'] }] })).toBe(true);
    expect(matchesFilter(item, { eventName: [{ 'anything-but': 'MODIFY' }] })).toBe(false);
  });
});
