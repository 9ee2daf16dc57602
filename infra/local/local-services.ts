/**
 * The contract between the supervisor of the embedded AWS stand-ins and what runs on top of them
 * (the API adapter, the seed, the tests).
 */
import type { LocalPorts } from './config.js';

export interface StartServicesOptions {
  ports: LocalPorts;
  /** Folder for persistent data (`.data/` for `npm start`, a temp folder in tests). */
  dataDir: string;
  /** Start from an empty store: wipes `dataDir` first. */
  reset: boolean;
  /** DynamoDB Local keeps its tables in memory (lost at stop): for throwaway shops (tests, benchmarks). */
  inMemory?: boolean;
  /** Where progress lines go (the console for `npm start`, nowhere in tests). */
  log: (line: string) => void;
  /**
   * Called once if a stand-in dies after start-up. The supervisor has already logged one line and
   * stopped everything else when it is called; `npm start` exits non-zero, a test fails.
   */
  onFailure?: (error: Error) => void;
  /**
   * cognito-local triggers: trigger name (`PostConfirmation`, `PostAuthentication`, `CustomMessage`,
   * ...) to the Lambda function name it invokes through the app's Lambda-invoke endpoint. None by default.
   */
  cognitoTriggers?: Record<string, string>;
}

/** A local implementation of a Lambda function that a Task state calls: its event in, its result out. */
export type TaskHandler = (input: unknown) => Promise<unknown>;

export interface StateMachineRegistration {
  /** The ARN callers pass to StartExecution, e.g. the state machine ARN the stack outputs name. */
  arn: string;
  /** The ASL definition as CDK synthesizes it (a JSON string) or already parsed. */
  definition: string | object;
  /**
   * Local handlers for the Task states, keyed by the Lambda function ARN or name a Task calls (its
   * `Resource`, or `Parameters.FunctionName` for `arn:aws:states:::lambda:invoke`), or by the Task
   * state's name for any other kind of task. Every Task state must find a handler.
   */
  taskHandlers: Record<string, TaskHandler>;
}

/** The local Step Functions endpoint (AWS JSON 1.0: StartExecution, DescribeExecution, ...). */
export interface LocalStepFunctions {
  endpoint: string;
  /** Adds or replaces a state machine; returns its ARN. Throws if the definition is invalid. */
  registerStateMachine(registration: StateMachineRegistration): string;
}

export interface LocalServices {
  ports: LocalPorts;
  dataDir: string;
  userPoolId: string;
  userPoolClientId: string;
  /** cognito-local's issuer for the pool (`http://127.0.0.1:<port>/<poolId>`); JWKS lives below it. */
  issuer: string;
  /**
   * Environment for the handlers and any AWS SDK client talking to the stand-ins: region, dummy
   * credentials, `AWS_ENDPOINT_URL_<SERVICE>` endpoints, TABLE_NAME, IMAGES_BUCKET, USER_POOL_ID, ...
   */
  functionEnv: Record<string, string>;
  /** The local Step Functions, where the scraper machine is registered with its task handlers. */
  stepFunctions?: LocalStepFunctions;
  /** The local SES endpoint; the dev mailbox reads the messages it keeps from there. */
  sesEndpoint?: string;
  /** The PowerTranz stand-in's base URL (what a stage's gateway setting names in AWS). */
  powertranzEndpoint?: string;
  /** Process ids of the child processes (DynamoDB Local's Java, cognito-local), for diagnostics. */
  pids?: { dynamodb: number; cognito: number };
  /** Stops every child process and server; safe to call twice. */
  stop(): Promise<void>;
}
