// One cold start of one bundled handler, in the fresh Node process `cold-start.bench.ts` spawns:
// plain JavaScript, so nothing but Node itself runs before the bundle is imported. Reports over IPC
// how long the bundle's import took (Lambda's Init phase for the function code) and the first answer.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const processStartMs = performance.now();
const [bundleFile, eventFile] = process.argv.slice(2);
const event = eventFile ? JSON.parse(readFileSync(eventFile, 'utf8')) : undefined;
const deadline = Date.now() + 10_000;
const context = {
  callbackWaitsForEmptyEventLoop: false,
  functionName: 'cold-start-bench',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:cold-start-bench',
  memoryLimitInMB: '512',
  awsRequestId: 'cold-start-bench',
  logGroupName: '/aws/lambda/cold-start-bench',
  logStreamName: 'bench',
  getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
};

const report = (result) => process.send(result, () => process.exit(0));
try {
  const importedAt = performance.now();
  // The bundles are CommonJS `.js`: Lambda's runtime loads them with require().
  const { handler } = createRequire(import.meta.url)(bundleFile);
  const initMs = performance.now() - importedAt;
  if (event === undefined) {
    report({ processStartMs, initMs });
  } else {
    const invokedAt = performance.now();
    let outcome;
    try {
      const result = await handler(event, context);
      outcome = result && typeof result === 'object' && 'statusCode' in result ? result.statusCode : 'ok';
    } catch (error) {
      outcome = `threw ${error?.name ?? 'error'}`;
    }
    report({ processStartMs, initMs, answerMs: performance.now() - invokedAt, outcome });
  }
} catch (error) {
  report({ error: String(error?.stack ?? error) });
}
