/**
 * Registers the payment lapse state machine in the local Step Functions: the ASL CDK deploys
 * (infra/constructs/payment-lapse-definition.ts) with a local function ARN, its task bound to the
 * very handler Lambda runs. Returns the environment the stream consumer needs.
 */
import { ENV } from '../../functions/shared/env.js';
import { PAYMENT_LAPSE_DEFINITION } from '../constructs/payment-lapse-definition.js';
import { renderDefinition } from '../constructs/scraper-definitions.js';
import { LOCAL_RESOURCES } from './config.js';
import type { LocalServices } from './local-services.js';
import { buildStateMachineArn } from './services/step-functions.js';

const LAPSE_MACHINE_NAME = 'storefront-payment-lapse';
const LAPSE_TASK_ARN = `arn:aws:lambda:${LOCAL_RESOURCES.region}:000000000000:function:storefront-lapse-order-task`;

export interface LocalPaymentOptions {
  /**
   * Seconds after placing at which an unpaid bank transfer lapses, instead of the stage's days: for
   * tests and for trying the lapse locally.
   */
  lapseWaitSeconds?: number;
}

export function registerPaymentLapseMachine(
  services: LocalServices,
  options: LocalPaymentOptions = {},
): Record<string, string> {
  const stepFunctions = services.stepFunctions;
  if (!stepFunctions) throw new Error('The local Step Functions are not running.');
  const arn = stepFunctions.registerStateMachine({
    arn: buildStateMachineArn(LAPSE_MACHINE_NAME, LOCAL_RESOURCES.region),
    definition: renderDefinition(PAYMENT_LAPSE_DEFINITION, LAPSE_TASK_ARN),
    taskHandlers: {
      // Imported on first use, once the adapter has put the handlers' environment in place.
      [LAPSE_TASK_ARN]: async (input) =>
        (await import('../../functions/handlers/events/lapse-order-task.js')).handler(
          input as { order_number: string },
        ),
    },
  });
  return {
    [ENV.paymentLapseStateMachineArn]: arn,
    ...(options.lapseWaitSeconds !== undefined
      ? { [ENV.paymentLapseWaitSeconds]: String(options.lapseWaitSeconds) }
      : {}),
  };
}
