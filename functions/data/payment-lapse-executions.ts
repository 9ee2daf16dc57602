/** Starting the payment lapse state machine for one order (Step Functions; locally the embedded one). */
import { ExecutionAlreadyExists, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { ENV, requireEnv } from '../shared/env.js';
import { traceAwsClient } from '../shared/powertools.js';

const client = traceAwsClient(new SFNClient({}));

/**
 * Starts the lapse of one order, named after it: a stream record delivered twice starts it once
 * (the repeat is `ExecutionAlreadyExists`, which is what we wanted).
 */
export async function startPaymentLapse(orderNumber: string, dueAt: string): Promise<void> {
  try {
    await client.send(
      new StartExecutionCommand({
        stateMachineArn: requireEnv(ENV.paymentLapseStateMachineArn),
        name: orderNumber,
        input: JSON.stringify({ order_number: orderNumber, due_at: dueAt }),
      }),
    );
  } catch (error) {
    if (error instanceof ExecutionAlreadyExists) return;
    if ((error as { name?: string }).name === 'ExecutionAlreadyExists') return;
    throw error;
  }
}
