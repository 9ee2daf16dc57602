/**
 * cognito-local as a child process. It keeps its state in `.cognito/` under its working directory
 * (`<dataDir>/cognito`) and reads `.cognito/config.json`, which is rewritten on every start because
 * the ports may have changed.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getMailboxPreloadEnv } from '../mailbox.js';
import { superviseChild, type SupervisedChild } from './child-process.js';
import { waitUntilReady } from './wait-until-ready.js';

export const COGNITO_NAME = 'cognito-local';

export interface CognitoService {
  endpoint: string;
  /** The issuer prefix: tokens carry `iss` = `<issuerDomain>/<userPoolId>`. */
  issuerDomain: string;
  pid: number;
  stop(): Promise<void>;
}

export interface StartCognitoOptions {
  port: number;
  dataDir: string;
  /** Where cognito-local invokes trigger Lambdas: the app's Lambda-invoke endpoint. */
  lambdaEndpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Trigger name (e.g. `PostConfirmation`) to Lambda function name; none by default. */
  triggerFunctions?: Record<string, string>;
  onUnexpectedExit: (description: string) => void;
  /** Called with the pid as soon as the process exists, before it is ready. */
  onSpawned?: (pid: number) => void;
}

/** The content of `.cognito/config.json`; exported for the tests. */
export function buildCognitoConfig(options: Omit<StartCognitoOptions, 'dataDir' | 'onUnexpectedExit'>) {
  const issuerDomain = `http://127.0.0.1:${options.port}`;
  return {
    LambdaClient: {
      endpoint: options.lambdaEndpoint,
      region: options.region,
      credentials: options.credentials,
    },
    TriggerFunctions: options.triggerFunctions ?? {},
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    // cognito-local signs `iss` as `${IssuerDomain}/${poolId}`; the API adapter verifies against it.
    TokenConfig: { IssuerDomain: issuerDomain },
    ServerConfig: { port: options.port, hostname: '127.0.0.1', https: false, development: false },
  };
}

/** Starts cognito-local and resolves once `/health` answers. */
export async function startCognito(options: StartCognitoOptions): Promise<CognitoService> {
  const cwd = path.join(options.dataDir, 'cognito');
  const configDir = path.join(cwd, '.cognito');
  await mkdir(configDir, { recursive: true });
  const config = buildCognitoConfig(options);
  await writeFile(path.join(configDir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);

  const packageDir = path.dirname(createRequire(import.meta.url).resolve('cognito-local/package.json'));
  const mailboxEnv = getMailboxPreloadEnv(options.dataDir);
  const child = spawn(process.execPath, [path.join(packageDir, 'lib', 'bin', 'start.js')], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      // cognito-local loads the AWS SDK v2, which otherwise prints a deprecation banner.
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      // Its DEBUG switch would flood the output we keep for error messages.
      DEBUG: '',
      // The local mailbox: every e-mail it sends is also kept in <dataDir>/mailbox.json.
      ...mailboxEnv,
      NODE_OPTIONS: [process.env.NODE_OPTIONS, mailboxEnv.NODE_OPTIONS].filter(Boolean).join(' '),
    },
  });
  const supervised: SupervisedChild = superviseChild(COGNITO_NAME, child, options.onUnexpectedExit);
  if (child.pid !== undefined) options.onSpawned?.(child.pid);
  const endpoint = `http://127.0.0.1:${options.port}`;
  try {
    await waitUntilReady({ name: COGNITO_NAME, url: `${endpoint}/health`, child: supervised });
  } catch (error) {
    await supervised.stop();
    throw error;
  }
  return {
    endpoint,
    issuerDomain: config.TokenConfig.IssuerDomain,
    pid: supervised.pid,
    stop: supervised.stop,
  };
}
