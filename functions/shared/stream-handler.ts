/**
 * The middy chain of the table-stream consumers: the Powertools logger with the Lambda context. A
 * consumer throws when any record of the batch failed; Lambda (or the local poller) then retries the
 * batch, so each consumer must make a repeated record harmless.
 */
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { logger, traceInvocation } from './powertools.js';

export function createStreamHandler(fn: (event: DynamoDBStreamEvent) => Promise<void>) {
  return middy(async (event: DynamoDBStreamEvent, _context: Context) => fn(event))
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(traceInvocation());
}
