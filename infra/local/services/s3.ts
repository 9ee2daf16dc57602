/**
 * s3rver in this process, on our own HTTP server so that a listen error rejects (s3rver's `run()`
 * would wait forever) and stopping does not hang on keep-alive sockets. Objects live under
 * `<dataDir>/s3`.
 */
import http from 'node:http';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import { DUMMY_ACCOUNT } from 's3rver/lib/models/account.js';
import { LocalStackError } from './local-stack-error.js';
import { superviseInProcessServer, type InProcessService } from './in-process-server.js';

export const S3_NAME = 's3rver';

export type S3Service = InProcessService;

export interface StartS3Options {
  port: number;
  dataDir: string;
  /** The access key the stack's clients sign with; s3rver rejects unknown keys with a 403. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  onUnexpectedExit: (description: string) => void;
}

/** Starts s3rver and resolves once it answers. */
export async function startS3(options: StartS3Options): Promise<S3Service> {
  const directory = path.join(options.dataDir, 's3');
  await mkdir(directory, { recursive: true });
  DUMMY_ACCOUNT.createKeyPair(options.credentials.accessKeyId, options.credentials.secretAccessKey);
  const s3rver = new S3rver({
    directory,
    silent: true,
    // Its SigV4 support is partial (e.g. presigned POST policies); a signature is not worth checking here.
    allowMismatchedSignatures: true,
    // Clients use path-style URLs (S3_FORCE_PATH_STYLE); no Host header should be read as a bucket.
    vhostBuckets: false,
  });
  const server = http.createServer(s3rver.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new LocalStackError(
          `${S3_NAME} could not listen on port ${options.port}: ${error.code ?? error.message}`,
        ),
      ),
    );
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return superviseInProcessServer({
    name: S3_NAME,
    server,
    port: options.port,
    onUnexpectedExit: options.onUnexpectedExit,
  });
}
