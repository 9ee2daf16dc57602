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
  /** Where progress lines go (the console for `npm start`, nowhere in tests). */
  log: (line: string) => void;
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
  /** Stops every child process and server; safe to call twice. */
  stop(): Promise<void>;
}
