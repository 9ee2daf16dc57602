/**
 * The ASL of the payment lapse state machine, written once and used twice: the CDK construct deploys
 * it (the task function's ARN through `definitionSubstitutions`) and the local stack registers the
 * same text in the local Step Functions (`renderDefinition` of scraper-definitions.ts).
 *
 * One execution per bank-transfer order, named after the order: Wait until `due_at` (the order's
 * `payment_due_at`, or sooner where the stage sets a short wait), then Lapse if unpaid, a task that
 * cancels the order and returns its stock if it still awaits payment, and leaves it alone otherwise.
 * An execution's input is `{ order_number, due_at }` (`due_at` an ISO time).
 */
import { RETRYABLE_ERROR, TASK_FUNCTION_PLACEHOLDER } from './scraper-definitions.js';

export const PAYMENT_LAPSE_DEFINITION: Record<string, unknown> = {
  Comment: 'Lapses one unpaid bank-transfer order when its payment is due',
  StartAt: 'Wait for payment',
  States: {
    'Wait for payment': { Type: 'Wait', TimestampPath: '$.due_at', Next: 'Lapse if unpaid' },
    'Lapse if unpaid': {
      Type: 'Task',
      Resource: 'arn:aws:states:::lambda:invoke',
      Parameters: {
        FunctionName: `\${${TASK_FUNCTION_PLACEHOLDER}}`,
        Payload: { 'order_number.$': '$.order_number' },
      },
      OutputPath: '$.Payload',
      Retry: [
        {
          ErrorEquals: [
            'Lambda.ServiceException',
            'Lambda.AWSLambdaException',
            'Lambda.SdkClientException',
            'Lambda.TooManyRequestsException',
            RETRYABLE_ERROR,
          ],
          IntervalSeconds: 5,
          MaxAttempts: 6,
          BackoffRate: 2,
          MaxDelaySeconds: 300,
          JitterStrategy: 'FULL',
        },
      ],
      End: true,
    },
  },
};
