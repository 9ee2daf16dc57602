import {
  DescribeExecutionCommand,
  ListExecutionsCommand,
  SFNClient,
  StartExecutionCommand,
  StopExecutionCommand,
  type DescribeExecutionCommandOutput,
} from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_CLIENT_CONFIG } from '../../../infra/local/bootstrap-resources.js';
import { getFreePorts } from '../../../infra/local/free-ports.js';
import {
  buildStateMachineArn,
  startStepFunctions,
  type StepFunctionsService,
} from '../../../infra/local/services/step-functions.js';

const PAGE_ARN = 'arn:aws:lambda:us-east-1:000000000000:function:fetch-page';

/** Pass, then a Task called in a loop that a Choice ends: the shape of the scraper machine. */
const pagingMachine = {
  StartAt: 'Init',
  States: {
    Init: { Type: 'Pass', Result: { page: 0, maxPages: 3 }, ResultPath: '$.progress', Next: 'FetchPage' },
    FetchPage: {
      Type: 'Task',
      Resource: PAGE_ARN,
      InputPath: '$.progress',
      ResultPath: '$.progress',
      Next: 'More?',
    },
    'More?': {
      Type: 'Choice',
      Choices: [
        {
          And: [
            { Variable: '$.progress.hasNext', BooleanEquals: true },
            { Variable: '$.progress.page', NumericLessThan: 3 },
          ],
          Next: 'FetchPage',
        },
      ],
      Default: 'Done',
    },
    Done: { Type: 'Succeed' },
  },
};

/** The form CDK's LambdaInvoke synthesizes: the function in Parameters, the Payload in the result. */
const invokeMachine = {
  StartAt: 'Invoke',
  States: {
    Invoke: {
      Type: 'Task',
      Resource: 'arn:aws:states:::lambda:invoke',
      Parameters: { FunctionName: PAGE_ARN, 'Payload.$': '$' },
      OutputPath: '$.Payload',
      End: true,
    },
  },
};

let sfnService: StepFunctionsService;
let sfn: SFNClient;
const calls: unknown[] = [];

beforeAll(async () => {
  const ports = await getFreePorts();
  sfnService = await startStepFunctions({
    port: ports.stepFunctions,
    region: 'us-east-1',
    onUnexpectedExit: () => {},
  });
  sfn = new SFNClient({ ...LOCAL_CLIENT_CONFIG, endpoint: sfnService.endpoint });
});

afterAll(async () => {
  await sfnService?.stop();
});

async function waitForEnd(executionArn: string): Promise<DescribeExecutionCommandOutput> {
  for (;;) {
    const execution = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    if (execution.status !== 'RUNNING') return execution;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the local Step Functions', () => {
  it('runs a Pass, Task and Choice loop to SUCCEEDED with the registered handler', async () => {
    const arn = sfnService.registerStateMachine({
      arn: buildStateMachineArn('paging', 'us-east-1'),
      definition: JSON.stringify(pagingMachine),
      taskHandlers: {
        [PAGE_ARN]: async (input) => {
          calls.push(input);
          const { page } = input as { page: number };
          return { page: page + 1, hasNext: true };
        },
      },
    });

    const { executionArn } = await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: arn,
        name: 'run-1',
        input: JSON.stringify({ store: 'x' }),
      }),
    );
    const execution = await waitForEnd(executionArn!);

    expect(execution.status).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output!)).toEqual({ store: 'x', progress: { page: 3, hasNext: true } });
    expect(calls).toHaveLength(3);
    expect(execution.startDate).toBeInstanceOf(Date);
    const { executions } = await sfn.send(new ListExecutionsCommand({ stateMachineArn: arn }));
    expect(executions?.map((e) => [e.name, e.status])).toEqual([['run-1', 'SUCCEEDED']]);
  });

  it('passes the Payload of a lambda:invoke task and returns the Invoke response', async () => {
    const arn = sfnService.registerStateMachine({
      arn: buildStateMachineArn('invoke', 'us-east-1'),
      definition: invokeMachine,
      taskHandlers: { 'fetch-page': async (input) => ({ echoed: input }) },
    });

    const { executionArn } = await sfn.send(
      new StartExecutionCommand({ stateMachineArn: arn, input: '{"a":1}' }),
    );
    const execution = await waitForEnd(executionArn!);

    expect(execution.status).toBe('SUCCEEDED');
    expect(JSON.parse(execution.output!)).toEqual({ echoed: { a: 1 } });
  });

  it('reports a failing task as FAILED with its error', async () => {
    const arn = sfnService.registerStateMachine({
      arn: buildStateMachineArn('failing', 'us-east-1'),
      definition: invokeMachine,
      taskHandlers: {
        [PAGE_ARN]: async () => {
          throw new RangeError('page out of range');
        },
      },
    });

    const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn: arn }));
    const execution = await waitForEnd(executionArn!);

    expect(execution.status).toBe('FAILED');
    expect(execution.error).toBe('RangeError');
    expect(execution.cause).toContain('page out of range');
  });

  it('aborts a running execution on StopExecution', async () => {
    const arn = sfnService.registerStateMachine({
      arn: buildStateMachineArn('slow', 'us-east-1'),
      definition: invokeMachine,
      taskHandlers: { [PAGE_ARN]: () => new Promise((resolve) => setTimeout(() => resolve({}), 5_000)) },
    });
    const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn: arn }));

    await sfn.send(new StopExecutionCommand({ executionArn, error: 'Cancelled' }));
    const execution = await sfn.send(new DescribeExecutionCommand({ executionArn }));

    expect(execution.status).toBe('ABORTED');
    expect(execution.error).toBe('Cancelled');
  });

  it('answers an unknown machine with StateMachineDoesNotExist', async () => {
    await expect(
      sfn.send(new StartExecutionCommand({ stateMachineArn: buildStateMachineArn('nope', 'us-east-1') })),
    ).rejects.toMatchObject({ name: 'StateMachineDoesNotExist' });
  });

  it('refuses to register a machine whose Task has no handler', () => {
    expect(() =>
      sfnService.registerStateMachine({
        arn: buildStateMachineArn('unbound', 'us-east-1'),
        definition: pagingMachine,
        taskHandlers: {},
      }),
    ).toThrow(/No local handler for the Task states FetchPage/);
  });
});
