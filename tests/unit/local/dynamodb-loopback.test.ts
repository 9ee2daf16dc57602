import { describe, expect, it } from 'vitest';
import { toLoopbackArgs } from '../../../infra/local/services/dynamodb.js';

describe('DynamoDB Local on the loopback address', () => {
  it('runs the launcher with the jar on the class path and the same server arguments', () => {
    const args = [
      '-Djava.library.path=lib',
      '-jar',
      'DynamoDBLocal.jar',
      '-inMemory',
      '-port',
      '8000',
      '-sharedDb',
    ];

    expect(toLoopbackArgs(args, '/x/LoopbackDynamoDb.java')).toEqual([
      '-Djava.library.path=lib',
      '-cp',
      'DynamoDBLocal.jar',
      '/x/LoopbackDynamoDb.java',
      '-inMemory',
      '-port',
      '8000',
      '-sharedDb',
      '-disableTelemetry',
    ]);
  });
});
