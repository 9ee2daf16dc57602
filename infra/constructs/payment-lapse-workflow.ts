/**
 * The payment lapse: its state machine (the ASL of payment-lapse-definition.ts, shared with the
 * local stack) and task function. Whatever starts executions (the table-stream consumer of new
 * bank-transfer orders) gets the machine's ARN and the right to start it through `grantStart`.
 */
import { Duration } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { ENV } from '../../functions/shared/env.js';
import type { ApiAlarms } from './api-alarms.js';
import { PAYMENT_LAPSE_DEFINITION } from './payment-lapse-definition.js';
import {
  createWorkflowMachine,
  createWorkflowTaskFunction,
  type WorkflowProps,
} from './scraper-workflows.js';

/** The stream consumer (in `functions/stream-consumers.ts`) that starts lapse executions. */
export const PAYMENT_LAPSE_CONSUMER_HANDLER = 'events/start-payment-lapse';

export interface PaymentLapseWorkflowProps extends WorkflowProps {
  /** Where to add the alarms on the machine and its task (prod). */
  alarms?: ApiAlarms;
}

export class PaymentLapseWorkflow extends Construct {
  readonly machine: sfn.StateMachine;
  readonly task: NodejsFunction;

  constructor(scope: Construct, id: string, props: PaymentLapseWorkflowProps) {
    super(scope, id);
    this.task = createWorkflowTaskFunction(
      this,
      'LapseTask',
      {
        handler: 'events/lapse-order-task',
        description: 'Payment lapse: cancels an unpaid bank-transfer order and returns its stock',
        timeout: Duration.seconds(30),
      },
      props,
    );
    this.machine = createWorkflowMachine(
      this,
      'PaymentLapse',
      { definition: PAYMENT_LAPSE_DEFINITION, task: this.task },
      props,
    );
    props.alarms?.watchFunction('LapseTask', 'Payment lapse task', this.task);
    props.alarms?.watchStateMachine('PaymentLapseMachine', 'Payment lapse', this.machine);
  }

  /** Lets `fn` start lapse executions: the machine's ARN in its environment and `states:StartExecution`. */
  grantStart(fn: lambda.Function): void {
    fn.addEnvironment(ENV.paymentLapseStateMachineArn, this.machine.stateMachineArn);
    this.machine.grantStartExecution(fn);
  }
}
