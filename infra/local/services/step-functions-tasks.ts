/**
 * Binds the Task states of an ASL definition to local handlers. aws-local-stepfunctions overrides a
 * Task by state name, while a synthesized definition names the Lambda function it calls, so this
 * walks the definition (nested Parallel branches and Map processors too) and maps each Task state's
 * name to the handler of its function.
 */
import type { RunOptions } from 'aws-local-stepfunctions';
import type { TaskHandler } from '../local-services.js';
import { LocalStackError } from './local-stack-error.js';

/** The optimised Lambda integration CDK's `LambdaInvoke` emits; the function is in `Parameters`. */
const LAMBDA_INVOKE_RESOURCE = 'arn:aws:states:::lambda:invoke';

/** The library's override map; its JSON value types are not exported, so derive them. */
export type TaskOverrides = NonNullable<NonNullable<RunOptions['overrides']>['taskResourceLocalHandlers']>;

interface AslState {
  Type?: string;
  Resource?: string;
  Parameters?: Record<string, unknown>;
  Branches?: AslMachine[];
  Iterator?: AslMachine;
  ItemProcessor?: AslMachine;
}

interface AslMachine {
  States?: Record<string, AslState>;
}

/**
 * Returns the `taskResourceLocalHandlers` override for the definition. Throws a `LocalStackError`
 * naming every Task state that has no handler, so a missing binding shows at registration and not
 * as a call to real AWS in the middle of an execution.
 */
export function bindTaskHandlers(
  definition: object,
  taskHandlers: Record<string, TaskHandler>,
): TaskOverrides {
  const bound: TaskOverrides = {};
  const missing: string[] = [];
  for (const [stateName, state] of listStates(definition as AslMachine)) {
    if (state.Type !== 'Task') continue;
    const handler = bindTask(stateName, state, taskHandlers);
    // Handlers return whatever the Lambda returns; like AWS, the machine treats it as JSON.
    if (handler) bound[stateName] = handler as unknown as TaskOverrides[string];
    else missing.push(`${stateName} (${describeTarget(state)})`);
  }
  if (missing.length > 0) {
    throw new LocalStackError(`No local handler for the Task states ${missing.join(', ')}.`);
  }
  return bound;
}

function* listStates(machine: AslMachine): Generator<[string, AslState]> {
  for (const [name, state] of Object.entries(machine.States ?? {})) {
    yield [name, state];
    for (const branch of state.Branches ?? []) yield* listStates(branch);
    const processor = state.ItemProcessor ?? state.Iterator;
    if (processor) yield* listStates(processor);
  }
}

function bindTask(
  stateName: string,
  state: AslState,
  taskHandlers: Record<string, TaskHandler>,
): TaskHandler | undefined {
  const resource = state.Resource ?? '';
  if (resource === LAMBDA_INVOKE_RESOURCE) {
    const functionName = state.Parameters?.FunctionName;
    const handler = typeof functionName === 'string' ? findHandler(functionName, taskHandlers) : undefined;
    if (!handler) return taskHandlers[stateName];
    // The task receives the effective Parameters; the function gets `Payload` and the state sees
    // the Invoke response, as in AWS (CDK's default `payloadResponseOnly: false`).
    return async (input) => {
      const payload = (input as { Payload?: unknown } | null)?.Payload ?? {};
      const result = await handler(payload);
      return { ExecutedVersion: '$LATEST', Payload: result ?? null, StatusCode: 200 };
    };
  }
  if (resource.startsWith('arn:aws:lambda:')) {
    return findHandler(resource, taskHandlers) ?? taskHandlers[stateName];
  }
  return taskHandlers[stateName];
}

/** Finds the handler by exact key, or by function name so an ARN and a bare name both match. */
function findHandler(
  functionRef: string,
  taskHandlers: Record<string, TaskHandler>,
): TaskHandler | undefined {
  const exact = taskHandlers[functionRef];
  if (exact) return exact;
  const wanted = getLambdaFunctionName(functionRef);
  const key = Object.keys(taskHandlers).find((candidate) => getLambdaFunctionName(candidate) === wanted);
  return key === undefined ? undefined : taskHandlers[key];
}

/** `arn:aws:lambda:us-east-1:123:function:scrape-page:live` and `scrape-page` both give `scrape-page`. */
export function getLambdaFunctionName(functionRef: string): string {
  const match = /^arn:aws[a-z-]*:lambda:[^:]*:[^:]*:function:([^:]+)/.exec(functionRef);
  return match?.[1] ?? functionRef;
}

function describeTarget(state: AslState): string {
  const functionName = state.Parameters?.FunctionName;
  return typeof functionName === 'string' ? functionName : (state.Resource ?? 'no Resource');
}
