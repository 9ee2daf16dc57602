/**
 * The middy chain of the table-stream consumers: the Powertools logger with the Lambda context, and
 * Powertools' batch processor. A consumer handles one record at a time, in stream order, and throws
 * when that record failed; the batch answer reports the failed records alone
 * (`ReportBatchItemFailures` on the event source mapping, honoured by the local poller), so Lambda
 * retries from the first failed record and the records before it are not handled again. The records
 * after it are, so each consumer must make a repeated record harmless (the mail records do).
 */
import middy from '@middy/core';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { logger, traceInvocation } from './powertools.js';

export function createStreamHandler(processRecord: (record: DynamoDBRecord) => Promise<void>) {
  const processor = new BatchProcessor(EventType.DynamoDBStreams);
  return middy(async (event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> =>
    processPartialResponse(event, processRecord, processor, {
      context,
      // Stream order matters (two changes of one order): one record after the other.
      processInParallel: false,
      // A batch whose every record failed is reported like the others, not thrown.
      throwOnFullBatchFailure: false,
    }),
  )
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(traceInvocation());
}

/**
 * A consumer that handles a whole batch at once (the report rollups sum a batch before writing). A
 * failure reports the batch's first record failed, so Lambda retries the whole batch: the consumer
 * must make a batch handled again harmless.
 */
export function createBatchStreamHandler(processBatch: (records: DynamoDBRecord[]) => Promise<void>) {
  return middy(async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
    try {
      await processBatch(event.Records);
      return { batchItemFailures: [] };
    } catch (error) {
      logger.error('The batch failed', { error: error as Error });
      const first = event.Records[0]?.dynamodb?.SequenceNumber;
      return { batchItemFailures: first ? [{ itemIdentifier: first }] : [] };
    }
  })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(traceInvocation());
}
