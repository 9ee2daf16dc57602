/**
 * The ASL of the scraper and backfill state machines, written once and used twice: the CDK construct
 * deploys it with `DefinitionBody.fromString` (the task function's ARN filled in through
 * `definitionSubstitutions`), and the local stack registers the very same text in
 * aws-local-stepfunctions with a local ARN substituted the same way.
 *
 * Shape of both machines: Begin (a Lambda task that prepares the run) -> Read page (one page per
 * task) -> Next page? (a Choice: continue while there is a next page and fewer than maxPages pages
 * were read, through a polite Wait when the run asks for one) -> Summarise. The import machine reads
 * the product pages a listing page leads to between Read page and Next page?: Product pages? ->
 * Read product pages (an inline Map, `productPageConcurrency` at a time; a sync's Sync product pages
 * reads chunks of `syncChunkSize` pages a task instead) -> Write products -> again;
 * a listing that led to `distributedCrawlThreshold` product links or more (a big sitemap) is read
 * instead by Read product list, a Distributed Map over the list the page task wrote to S3, whose child
 * executions read and write one page each. Every task retries with
 * backoff on Lambda throttling and service errors and on the task's own `RetryableError` (DynamoDB
 * throttling, 5xx); any other failure goes to Record failure, which marks the run failed and frees the
 * lock, then the execution fails.
 */
import type { TaskStep } from '../../functions/core/scraper/run-state.js';
import { SCRAPER_LIMITS } from '../../functions/core/scraper/scraper-limits.js';

/**
 * The politeness pause before one product page, as the first states of a Map's item processor
 * (`label` keeps their names apart: state names are unique across the whole machine).
 */
function productPause(label: string, next: string): Record<string, unknown> {
  const pause = `${label[0]!.toUpperCase()}${label.slice(1)} pause`;
  return {
    [`Pause before ${label}?`]: {
      Type: 'Choice',
      Choices: [{ Variable: '$.delaySeconds', NumericGreaterThan: 0, Next: pause }],
      Default: next,
    },
    [pause]: { Type: 'Wait', SecondsPath: '$.delaySeconds', Next: next },
  };
}

/** The placeholder each definition uses for its task function (CDK `definitionSubstitutions` key). */
export const TASK_FUNCTION_PLACEHOLDER = 'TaskFunctionArn';

/** Error name the tasks throw for a failure worth retrying (throttling, a 5xx of an AWS service). */
export const RETRYABLE_ERROR = 'RetryableError';

const RETRY = [
  {
    ErrorEquals: [
      'Lambda.ServiceException',
      'Lambda.AWSLambdaException',
      'Lambda.SdkClientException',
      'Lambda.TooManyRequestsException',
      'Lambda.ClientExecutionTimeoutException',
      RETRYABLE_ERROR,
    ],
    IntervalSeconds: 2,
    MaxAttempts: 4,
    BackoffRate: 2,
    MaxDelaySeconds: 30,
    JitterStrategy: 'FULL',
  },
];

function task(
  step: TaskStep,
  next: { Next: string } | { End: true },
  withCatch = true,
): Record<string, unknown> {
  return {
    Type: 'Task',
    Resource: 'arn:aws:states:::lambda:invoke',
    Parameters: {
      FunctionName: `\${${TASK_FUNCTION_PLACEHOLDER}}`,
      Payload: { step, 'state.$': '$' },
    },
    // The task returns the run's next state; the Invoke envelope is dropped.
    OutputPath: '$.Payload',
    Retry: RETRY,
    ...(withCatch
      ? { Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Record failure' }] }
      : {}),
    ...next,
  };
}

export interface PagingDefinitionOptions {
  comment: string;
  /**
   * The import machine: after each listing page, the product pages it led to (`productBatch`) are
   * read by an inline Map, at most `productPageConcurrency` at a time, then written together.
   */
  productPages?: boolean;
}

/**
 * The inline Map over the run's current batch of product pages. Each item is one task that reads one
 * page (a polite Wait first when the run asks for one) and returns its product or why it failed; a
 * task that fails unexpectedly gives a failure for its page, never the run's. At most
 * `productPageConcurrency` pages of one store are read at the same time.
 */
function productPagesMap(next: string): Record<string, unknown> {
  return {
    Type: 'Map',
    ItemsPath: '$.productBatch',
    MaxConcurrency: SCRAPER_LIMITS.productPageConcurrency,
    ItemSelector: {
      'url.$': '$$.Map.Item.Value',
      'runId.$': '$.runId',
      'runMode.$': '$.runMode',
      'delaySeconds.$': '$.delaySeconds',
    },
    ItemProcessor: {
      ProcessorConfig: { Mode: 'INLINE' },
      StartAt: 'Pause before product?',
      States: {
        ...productPause('product', 'Read product page'),
        'Read product page': {
          ...task('product', { End: true }, false),
          Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Product page failed' }],
        },
        'Product page failed': {
          Type: 'Pass',
          Parameters: { 'url.$': '$.url', failure: 'the page could not be read' },
          End: true,
        },
      },
    },
    ResultPath: '$.productResults',
    Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Record failure' }],
    Next: next,
  };
}

/**
 * The sync's inline Map over its chunks of product pages (`productChunks`): each item is one task
 * that reads its chunk's pages one after another (the polite Wait before each, first here, then in
 * the task) and writes what changed, so a sync's mostly unchanged pages (304s) cost one item and one
 * task per chunk, not per page. Still `productPageConcurrency` chunks, so pages, at a time.
 */
function productChunksMap(next: string): Record<string, unknown> {
  return {
    Type: 'Map',
    ItemsPath: '$.productChunks',
    MaxConcurrency: SCRAPER_LIMITS.productPageConcurrency,
    ItemSelector: {
      'chunk.$': '$$.Map.Item.Value',
      'delaySeconds.$': '$.delaySeconds',
    },
    ItemProcessor: {
      ProcessorConfig: { Mode: 'INLINE' },
      StartAt: 'Pause before product chunk?',
      States: {
        ...productPause('product chunk', 'Read product chunk'),
        'Read product chunk': {
          ...task('productChunk', { End: true }, false),
          Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Product chunk failed' }],
        },
        'Product chunk failed': {
          Type: 'Pass',
          Parameters: { 'failedUrls.$': '$.chunk.urls', failure: 'the page could not be read' },
          End: true,
        },
      },
    },
    ResultPath: '$.productResults',
    Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Record failure' }],
    Next: next,
  };
}

/**
 * The Distributed Map over a big listing's product pages (`productList`: a JSON array of addresses
 * the page task wrote to S3). Each child execution reads and writes one page (a polite Wait first),
 * at most `productPageConcurrency` at a time, and gives back nothing, so the run's state stays small.
 * Only AWS runs it: the local Step Functions interpreter has no Distributed Map, and local stores stay
 * under the threshold, so locally the inline Map above reads every page.
 */
function productListMap(next: string): Record<string, unknown> {
  return {
    Type: 'Map',
    ItemReader: {
      Resource: 'arn:aws:states:::s3:getObject',
      ReaderConfig: { InputType: 'JSON' },
      Parameters: { 'Bucket.$': '$.productList.bucket', 'Key.$': '$.productList.key' },
    },
    MaxConcurrency: SCRAPER_LIMITS.productPageConcurrency,
    ItemSelector: {
      'url.$': '$$.Map.Item.Value',
      'run.$': '$.productList.run',
      'delaySeconds.$': '$.delaySeconds',
    },
    ItemProcessor: {
      ProcessorConfig: { Mode: 'DISTRIBUTED', ExecutionType: 'STANDARD' },
      StartAt: 'Pause before listed product?',
      States: {
        ...productPause('listed product', 'Read and write product page'),
        'Read and write product page': task('listedProduct', { End: true }, false),
      },
    },
    ResultPath: null,
    Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Record failure' }],
    Next: next,
  };
}

/**
 * The paging machine both workflows share. The state between tasks carries at least `runId`,
 * `pagesProcessed`, `maxPages`, `delaySeconds` and, while there is one, `nextUrl`.
 */
export function buildPagingDefinition(options: PagingDefinitionOptions): Record<string, unknown> {
  const hasNextPage = [
    { Variable: '$.nextUrl', IsPresent: true },
    { Variable: '$.pagesProcessed', NumericLessThanPath: '$.maxPages' },
  ];
  return {
    Comment: options.comment,
    StartAt: 'Begin',
    TimeoutSeconds: SCRAPER_LIMITS.runLeaseSeconds,
    States: {
      Begin: task('begin', { Next: 'Read page' }),
      'Read page': task('page', { Next: options.productPages ? 'Product pages?' : 'Next page?' }),
      ...(options.productPages
        ? {
            'Product pages?': {
              Type: 'Choice',
              Choices: [
                {
                  And: [
                    { Variable: '$.productList.count', IsPresent: true },
                    {
                      Variable: '$.productList.count',
                      NumericGreaterThanEquals: SCRAPER_LIMITS.distributedCrawlThreshold,
                    },
                  ],
                  Next: 'Read product list',
                },
                { Variable: '$.productChunks[0]', IsPresent: true, Next: 'Sync product pages' },
                { Variable: '$.productBatch[0]', IsPresent: true, Next: 'Read product pages' },
              ],
              Default: 'Next page?',
            },
            'Read product list': productListMap('Next page?'),
            'Read product pages': productPagesMap('Write products'),
            'Sync product pages': productChunksMap('Write products'),
            'Write products': task('products', { Next: 'Product pages?' }),
          }
        : {}),
      'Next page?': {
        Type: 'Choice',
        Choices: [
          {
            And: [...hasNextPage, { Variable: '$.delaySeconds', NumericGreaterThan: 0 }],
            Next: 'Polite delay',
          },
          { And: hasNextPage, Next: 'Read page' },
        ],
        Default: 'Summarise',
      },
      'Polite delay': { Type: 'Wait', SecondsPath: '$.delaySeconds', Next: 'Read page' },
      Summarise: task('finish', { End: true }),
      'Record failure': task('fail', { Next: 'Run failed' }, false),
      'Run failed': { Type: 'Fail', Error: 'ScrapeFailed', Cause: 'The run failed; its item records why.' },
    },
  };
}

export const IMPORT_DEFINITION = buildPagingDefinition({
  comment:
    'Product import from a distributor store: one listing page per task, the product pages it leads to through an inline Map (a Distributed Map over a list in S3 for big stores), live stats on the run item.',
  productPages: true,
});

export const BACKFILL_DEFINITION = buildPagingDefinition({
  comment: 'Images backfill: visits the store pages of products without images, one per task.',
});

/** The definition as text with the task function's ARN filled in, as CloudFormation does it. */
export function renderDefinition(definition: Record<string, unknown>, taskFunctionArn: string): string {
  return JSON.stringify(definition).replaceAll(`\${${TASK_FUNCTION_PLACEHOLDER}}`, taskFunctionArn);
}
