/**
 * The middy chain of the Cognito triggers: the Powertools logger with the Lambda context. A trigger
 * returns its event (with `response` filled in); a thrown error fails the Cognito call, so triggers
 * only throw when the user must not go on.
 */
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context } from 'aws-lambda';
import { logger, traceInvocation } from './powertools.js';

export function createTriggerHandler<TEvent>(fn: (event: TEvent) => Promise<TEvent>) {
  return middy(async (event: TEvent, _context: Context) => fn(event))
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(traceInvocation());
}
