/**
 * A local Step Functions endpoint: a small HTTP server speaking the AWS JSON 1.0 protocol that the
 * SDK's SFNClient uses, running executions in this process with aws-local-stepfunctions. In-process
 * on purpose: the Task states call local handlers (the same Lambda code CDK deploys), which have to
 * live where they are registered. Executions are kept in memory only; the scraper records its runs
 * in DynamoDB anyway.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import type { LocalStepFunctions, StateMachineRegistration } from '../local-services.js';
import { LocalStackError } from './local-stack-error.js';
import { bindTaskHandlers, type TaskOverrides } from './step-functions-tasks.js';
import { waitUntilReady } from './wait-until-ready.js';

export const STEP_FUNCTIONS_NAME = 'the local Step Functions';
const TARGET_PREFIX = 'AWSStepFunctions.';
const MAX_BODY_BYTES = 1024 * 1024;

type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

interface RegisteredMachine {
  arn: string;
  name: string;
  definition: string;
  machine: StateMachine;
  overrides: TaskOverrides;
  creationDate: Date;
}

interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: ExecutionStatus;
  input: string;
  output?: string;
  error?: string;
  cause?: string;
  startDate: Date;
  stopDate?: Date;
  abort: () => void;
}

/** An error the SDK maps to a typed exception by its `__type`. */
class SfnError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

export interface StepFunctionsService extends LocalStepFunctions {
  stop(): Promise<void>;
}

export interface StartStepFunctionsOptions {
  port: number;
  region: string;
  onUnexpectedExit: (description: string) => void;
}

/** The ARN AWS would give a state machine of this name in the local account. */
export function buildStateMachineArn(name: string, region: string): string {
  return `arn:aws:states:${region}:000000000000:stateMachine:${name}`;
}

/** Starts the endpoint and resolves once it answers. */
export async function startStepFunctions(options: StartStepFunctionsOptions): Promise<StepFunctionsService> {
  const machines = new Map<string, RegisteredMachine>();
  const executions = new Map<string, Execution>();

  const registerStateMachine = (registration: StateMachineRegistration): string => {
    const name = registration.arn.split(':').at(-1) ?? registration.arn;
    let definition: StateMachineDefinition;
    let machine: StateMachine;
    try {
      definition = (
        typeof registration.definition === 'string'
          ? JSON.parse(registration.definition)
          : registration.definition
      ) as StateMachineDefinition;
      // ARNs are not checked: the synthesized definition may name functions by placeholder.
      machine = new StateMachine(definition, { validationOptions: { checkArn: false } });
    } catch (error) {
      throw new LocalStackError(`The state machine ${name} is not valid ASL: ${(error as Error).message}`);
    }
    machines.set(registration.arn, {
      arn: registration.arn,
      name,
      definition: JSON.stringify(definition),
      machine,
      overrides: bindTaskHandlers(definition, registration.taskHandlers),
      creationDate: new Date(),
    });
    return registration.arn;
  };

  const actions: Record<string, (body: Record<string, unknown>) => unknown> = {
    StartExecution: (body) => startExecution(body),
    DescribeExecution: (body) => describeExecution(getExecution(body.executionArn)),
    ListExecutions: (body) => listExecutions(body),
    StopExecution: (body) => stopExecution(body),
    DescribeStateMachine: (body) => describeStateMachine(getMachine(body.stateMachineArn)),
    ListStateMachines: () => ({
      stateMachines: [...machines.values()].map((m) => ({
        stateMachineArn: m.arn,
        name: m.name,
        type: 'STANDARD',
        creationDate: toEpochSeconds(m.creationDate),
      })),
    }),
  };

  function getMachine(arn: unknown): RegisteredMachine {
    const machine = typeof arn === 'string' ? machines.get(arn) : undefined;
    if (!machine)
      throw new SfnError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${String(arn)}'`);
    return machine;
  }

  function getExecution(arn: unknown): Execution {
    const execution = typeof arn === 'string' ? executions.get(arn) : undefined;
    if (!execution) throw new SfnError('ExecutionDoesNotExist', `Execution Does Not Exist: '${String(arn)}'`);
    return execution;
  }

  function startExecution(body: Record<string, unknown>): unknown {
    const registered = getMachine(body.stateMachineArn);
    const name = typeof body.name === 'string' && body.name !== '' ? body.name : randomUUID();
    const input = typeof body.input === 'string' ? body.input : '{}';
    let parsedInput: unknown;
    try {
      parsedInput = JSON.parse(input);
    } catch {
      throw new SfnError('InvalidExecutionInput', 'Invalid State Machine Execution Input: not valid JSON');
    }
    const executionArn = registered.arn.replace(':stateMachine:', ':execution:') + `:${name}`;
    const existing = executions.get(executionArn);
    if (existing) {
      // AWS treats a repeated name with the same input as the same request.
      if (existing.input === input) return { executionArn, startDate: toEpochSeconds(existing.startDate) };
      throw new SfnError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
    }
    const startDate = new Date();
    const run = registered.machine.run(parsedInput as never, {
      overrides: { taskResourceLocalHandlers: registered.overrides },
      noThrowOnAbort: true,
      context: {
        Execution: { Id: executionArn, Name: name, StartTime: startDate.toISOString() },
        StateMachine: { Id: registered.arn, Name: registered.name },
      },
    });
    const execution: Execution = {
      executionArn,
      stateMachineArn: registered.arn,
      name,
      status: 'RUNNING',
      input,
      startDate,
      abort: run.abort,
    };
    executions.set(executionArn, execution);
    run.result.then(
      (output) => {
        if (execution.status !== 'RUNNING') return;
        execution.status = 'SUCCEEDED';
        execution.output = JSON.stringify(output ?? null);
        execution.stopDate = new Date();
      },
      (error: unknown) => {
        if (execution.status !== 'RUNNING') return;
        // The library wraps the state's error; its cause carries the ASL error name and message.
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        const timedOut = error instanceof Error && error.name === 'ExecutionTimeoutError';
        execution.status = timedOut ? 'TIMED_OUT' : 'FAILED';
        execution.error = cause instanceof Error ? cause.name : 'States.Runtime';
        execution.cause = cause instanceof Error ? cause.message : String(cause);
        execution.stopDate = new Date();
      },
    );
    return { executionArn, startDate: toEpochSeconds(startDate) };
  }

  function stopExecution(body: Record<string, unknown>): unknown {
    const execution = getExecution(body.executionArn);
    if (execution.status === 'RUNNING') {
      execution.status = 'ABORTED';
      execution.stopDate = new Date();
      if (typeof body.error === 'string') execution.error = body.error;
      if (typeof body.cause === 'string') execution.cause = body.cause;
      execution.abort();
    }
    return { stopDate: toEpochSeconds(execution.stopDate ?? new Date()) };
  }

  function listExecutions(body: Record<string, unknown>): unknown {
    const registered = getMachine(body.stateMachineArn);
    const all = [...executions.values()]
      .filter((e) => e.stateMachineArn === registered.arn)
      .filter((e) => typeof body.statusFilter !== 'string' || e.status === body.statusFilter)
      .reverse();
    const start = typeof body.nextToken === 'string' ? Number(body.nextToken) || 0 : 0;
    const size = typeof body.maxResults === 'number' && body.maxResults > 0 ? body.maxResults : 100;
    const page = all.slice(start, start + size);
    return {
      executions: page.map((e) => ({
        executionArn: e.executionArn,
        stateMachineArn: e.stateMachineArn,
        name: e.name,
        status: e.status,
        startDate: toEpochSeconds(e.startDate),
        ...(e.stopDate ? { stopDate: toEpochSeconds(e.stopDate) } : {}),
      })),
      ...(start + size < all.length ? { nextToken: String(start + size) } : {}),
    };
  }

  const server = http.createServer((req, res) => {
    void handleRequest(req, actions).then(({ statusCode, body }) => {
      res.writeHead(statusCode, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new LocalStackError(
          `${STEP_FUNCTIONS_NAME} could not listen on port ${options.port}: ${error.code ?? error.message}`,
        ),
      ),
    );
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  let stopping = false;
  server.on('close', () => {
    if (!stopping) options.onUnexpectedExit(`${STEP_FUNCTIONS_NAME} closed unexpectedly.`);
  });

  let stopPromise: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping = true;
    stopPromise ??= new Promise<void>((resolve) => {
      for (const execution of executions.values()) {
        if (execution.status === 'RUNNING') stopExecution({ executionArn: execution.executionArn });
      }
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return stopPromise;
  };

  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady({
      name: STEP_FUNCTIONS_NAME,
      url: endpoint,
      init: { method: 'POST', headers: { 'x-amz-target': `${TARGET_PREFIX}ListStateMachines` }, body: '{}' },
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, registerStateMachine, stop };
}

function describeExecution(e: Execution): unknown {
  return {
    executionArn: e.executionArn,
    stateMachineArn: e.stateMachineArn,
    name: e.name,
    status: e.status,
    startDate: toEpochSeconds(e.startDate),
    input: e.input,
    ...(e.stopDate ? { stopDate: toEpochSeconds(e.stopDate) } : {}),
    ...(e.output !== undefined ? { output: e.output } : {}),
    ...(e.error !== undefined ? { error: e.error } : {}),
    ...(e.cause !== undefined ? { cause: e.cause } : {}),
  };
}

function describeStateMachine(m: RegisteredMachine): unknown {
  return {
    stateMachineArn: m.arn,
    name: m.name,
    status: 'ACTIVE',
    definition: m.definition,
    roleArn: 'arn:aws:iam::000000000000:role/local',
    type: 'STANDARD',
    creationDate: toEpochSeconds(m.creationDate),
  };
}

/** AWS JSON 1.0 sends timestamps as epoch seconds. */
function toEpochSeconds(date: Date): number {
  return date.getTime() / 1000;
}

async function handleRequest(
  req: http.IncomingMessage,
  actions: Record<string, (body: Record<string, unknown>) => unknown>,
): Promise<{ statusCode: number; body: unknown }> {
  try {
    const target = String(req.headers['x-amz-target'] ?? '');
    const action = target.startsWith(TARGET_PREFIX) ? actions[target.slice(TARGET_PREFIX.length)] : undefined;
    if (req.method !== 'POST' || !action) {
      throw new SfnError('UnknownOperationException', `Unsupported operation: ${target || req.method}`);
    }
    const raw = await readBody(req);
    let body: Record<string, unknown>;
    try {
      body = raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>);
    } catch {
      throw new SfnError('SerializationException', 'The request body is not valid JSON.');
    }
    return { statusCode: 200, body: action(body) };
  } catch (error) {
    if (error instanceof SfnError) {
      return { statusCode: error.statusCode, body: { __type: error.type, message: error.message } };
    }
    return { statusCode: 500, body: { __type: 'InternalFailure', message: (error as Error).message } };
  }
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new SfnError('ValidationException', 'The request is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
