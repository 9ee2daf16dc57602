/**
 * `npm run bench:cold`: the cold start of every Lambda bundle. Each entry is bundled as the CDK
 * bundles it (`infra/bundling/lambda-bundles.ts`), then, several times over, a fresh process of the
 * project's Node 22 imports the bundle (the function code's part of Lambda's Init phase) and answers
 * one representative event against a throwaway shop's embedded services (DynamoDB Local,
 * cognito-local, s3rver...). Prints init and first-answer p50/p99 per handler and over all of them.
 * The goal is a p99 cold init under 150 ms.
 *
 * `npm run bench:cold -- cart` benches only the handlers whose name contains `cart`, and
 * `npm run bench:cold -- pre-token admin/get-order` those that contain either;
 * `COLD_RUNS=10` sets the runs per handler (default 5).
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { routes, type RouteDefinition } from '../../functions/routes.js';
import { GUEST_SESSION_HEADER } from '../../functions/shared/request-owner.js';
import {
  bundleLambda,
  listLambdaEntries,
  type LambdaBundle,
  type LambdaEntry,
} from '../../infra/bundling/lambda-bundles.js';
import { PROJECT_ROOT } from '../../infra/local/config.js';
import { signIn } from '../helpers/cognito.js';
import { startTestShop } from '../helpers/test-shop.js';

const RUNS = Number(process.env.COLD_RUNS ?? 5);
const GOAL_INIT_P99_MS = 150;
/** The project's own Node 22 (a dev dependency), whatever Node runs this script. */
const NODE_22 = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'node');
const RUNNER = path.join(import.meta.dirname, 'cold-start-runner.mjs');
/** Inside the project, so the bundles find the AWS SDK the way the Lambda runtime provides it. */
const BUNDLES_PARENT = path.join(PROJECT_ROOT, 'node_modules', '.cache');

interface RunResult {
  processStartMs?: number;
  initMs?: number;
  answerMs?: number;
  outcome?: string | number;
  error?: string;
}

interface SampleIds {
  productId: string;
  categorySlug: string;
  adminClaims: Record<string, string>;
  customerClaims: Record<string, string>;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const fmt = (ms: number) => (Number.isNaN(ms) ? '—' : ms.toFixed(0));

/** An ID token's claims as API Gateway's JWT authorizer hands them to Lambda (strings). */
function gatewayClaims(idToken: string): Record<string, string> {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => [
      name,
      Array.isArray(value) ? `[${value.join(' ')}]` : String(value),
    ]),
  );
}

/** Values for a route's path parameters: real where a real one exists, else a well-formed miss. */
function pathParameter(name: string, ids: SampleIds): string {
  const values: Record<string, string> = {
    id: ids.productId,
    productId: ids.productId,
    userId: ids.customerClaims.sub ?? 'missing',
    role: 'admin',
    kind: 'brands',
    number: 'SHG-2222-3333',
  };
  return values[name] ?? 'missing';
}

/** Bodies of the routes whose typical call needs one; other writes get `{}` and answer its 400. */
function routeBody(route: RouteDefinition, ids: SampleIds): unknown {
  if (route.path === '/api/cart/items') return { product_id: ids.productId, quantity: 1 };
  if (route.path === '/api/products/by-ids') return { ids: [ids.productId] };
  return route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
}

function routeEvent(route: RouteDefinition, ids: SampleIds): unknown {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const pathParameters = Object.fromEntries(names.map((name) => [name, pathParameter(name, ids)]));
  const rawPath = route.path.replace(/\{(\w+)\}/g, (_, name: string) => pathParameters[name]!);
  const query = route.path === '/api/products' ? { category: ids.categorySlug } : undefined;
  const claims =
    route.auth === 'admin' ? ids.adminClaims : route.auth === 'public' ? undefined : ids.customerClaims;
  const body = routeBody(route, ids);
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString: query ? new URLSearchParams(query).toString() : '',
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      'user-agent': 'bench-cold',
      [GUEST_SESSION_HEADER]: `guest_${randomUUID()}`,
    },
    ...(query ? { queryStringParameters: query } : {}),
    ...(names.length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      ...(claims
        ? { authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: [] } } }
        : {}),
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'bench-cold',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    isBase64Encoded: false,
  };
}

/** A Cognito trigger event for the sample customer, as cognito-local sends it. */
function triggerEvent(trigger: string, ids: SampleIds, env: Record<string, string>): unknown {
  const sub = ids.customerClaims.sub!;
  const common = {
    version: '1',
    region: env.AWS_REGION,
    userPoolId: env.USER_POOL_ID,
    userName: sub,
    callerContext: { awsSdkVersion: 'bench', clientId: env.USER_POOL_CLIENT_ID },
  };
  const userAttributes = { sub, email: ids.customerClaims.email, email_verified: 'true' };
  switch (trigger) {
    case 'CustomMessage':
      return {
        ...common,
        triggerSource: 'CustomMessage_ForgotPassword',
        request: { userAttributes, codeParameter: '{####}', usernameParameter: null, clientMetadata: {} },
        response: { smsMessage: null, emailMessage: null, emailSubject: null },
      };
    case 'PreTokenGeneration':
      return {
        ...common,
        triggerSource: 'TokenGeneration_Authentication',
        request: { userAttributes, groupConfiguration: { groupsToOverride: ['customer'] } },
        response: { claimsOverrideDetails: null },
      };
    case 'PostAuthentication':
      return {
        ...common,
        triggerSource: 'PostAuthentication_Authentication',
        request: { userAttributes, newDeviceUsed: false },
        response: {},
      };
    default:
      return {
        ...common,
        triggerSource: 'PostConfirmation_ConfirmSignUp',
        request: { userAttributes },
        response: {},
      };
  }
}

/** The event each kind of entry answers; tasks are timed for their init only. */
function eventFor(entry: LambdaEntry, ids: SampleIds, env: Record<string, string>): unknown {
  const route = routes.find((r) => r.handler === entry.handler);
  if (route) return routeEvent(route, ids);
  if (entry.kind === 'trigger') return triggerEvent(entry.label, ids, env);
  // A stream batch whose records the filter let through: none here, so the answer is the chain's.
  if (entry.kind === 'stream consumer') return { Records: [] };
  return undefined;
}

function runOnce(
  bundle: LambdaBundle,
  eventFile: string | undefined,
  env: Record<string, string>,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = fork(RUNNER, [bundle.file!, ...(eventFile ? [eventFile] : [])], {
      execPath: NODE_22,
      // Not this process's tsx loader: the bundle is plain JavaScript, loaded as Lambda loads it,
      // from its own folder as the working directory (Lambda's /var/task).
      execArgv: [],
      cwd: path.dirname(bundle.file!),
      env,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    let result: RunResult | undefined;
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('message', (message) => (result = message as RunResult));
    child.on('error', reject);
    child.on('exit', () => resolve(result ?? { error: stderr.slice(-2_000) || 'no result' }));
  });
}

const filters = process.argv.slice(2);
const { shop, dispose } = await startTestShop();
const bundlesDir = await (async () => {
  await mkdir(BUNDLES_PARENT, { recursive: true });
  return mkdtemp(path.join(BUNDLES_PARENT, 'cold-bundles-'));
})();
try {
  const provided = {
    url: shop.url,
    functionEnv: shop.services.functionEnv,
    userPoolId: shop.services.userPoolId,
    userPoolClientId: shop.services.userPoolClientId,
    sampleAccounts: shop.sampleAccounts,
  };
  const [admin, customer] = await Promise.all([
    signIn(provided, shop.sampleAccounts.admin.email, shop.sampleAccounts.admin.password),
    signIn(provided, shop.sampleAccounts.customer.email, shop.sampleAccounts.customer.password),
  ]);
  const products = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as {
    products: { id: string }[];
  };
  const { categories } = (await (await fetch(`${shop.url}/api/categories`)).json()) as {
    categories: { slug: string }[];
  };
  const ids: SampleIds = {
    productId: products.products[0]!.id,
    categorySlug: categories[0]!.slug,
    adminClaims: gatewayClaims(admin.idToken),
    customerClaims: gatewayClaims(customer.idToken),
  };
  // What the CDK gives every function, with the local services' endpoints and credentials.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    ...shop.services.functionEnv,
    POWERTOOLS_SERVICE_NAME: 'storefront',
    POWERTOOLS_METRICS_NAMESPACE: 'Storefront',
    POWERTOOLS_LOG_LEVEL: 'WARN',
    NODE_OPTIONS: '--enable-source-maps',
    // As in Lambda: the Powertools tracer loads (and traces) only there, so its cost is measured.
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    _X_AMZN_TRACE_ID: 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1',
  };

  // Deletions last: the sample product and customer serve every other handler's event first.
  const isDeletion = (e: LambdaEntry) => routes.some((r) => r.handler === e.handler && r.method === 'DELETE');
  const entries = listLambdaEntries()
    .filter((e) => filters.length === 0 || filters.some((f) => e.handler.includes(f)))
    .sort((a, b) => Number(isDeletion(a)) - Number(isDeletion(b)));
  console.log(`Cold starts: ${entries.length} handlers, ${RUNS} fresh Node 22 processes each\n`);
  console.log(
    `${'handler'.padEnd(36)} ${'kind'.padEnd(15)} ${'KB'.padStart(6)} ${'init p50'.padStart(9)} ${'p99'.padStart(5)} ${'answer p50'.padStart(11)} ${'p99'.padStart(5)}  answer`,
  );
  const allInits: number[] = [];
  const allAnswers: number[] = [];
  const initsByKind = new Map<LambdaEntry['kind'], number[]>();
  for (const entry of entries) {
    const bundle = await bundleLambda(entry, bundlesDir);
    const event = eventFor(entry, ids, env);
    let eventFile: string | undefined;
    if (event !== undefined) {
      eventFile = path.join(path.dirname(bundle.file!), 'event.json');
      await writeFile(eventFile, JSON.stringify(event));
    }
    const runs: RunResult[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(bundle, eventFile, env));
    const failed = runs.find((r) => r.error);
    if (failed) {
      console.log(`${entry.handler.padEnd(36)} failed: ${failed.error?.split('\n')[0]}`);
      continue;
    }
    const inits = runs.map((r) => r.initMs!);
    const answers = runs.flatMap((r) => (r.answerMs === undefined ? [] : [r.answerMs]));
    allInits.push(...inits);
    allAnswers.push(...answers);
    initsByKind.set(entry.kind, [...(initsByKind.get(entry.kind) ?? []), ...inits]);
    const outcomes = [...new Set(runs.map((r) => r.outcome ?? '—'))].join(', ');
    console.log(
      `${entry.handler.padEnd(36)} ${entry.kind.padEnd(15)} ${(bundle.bytes / 1024).toFixed(0).padStart(6)} ${fmt(percentile(inits, 50)).padStart(9)} ${fmt(percentile(inits, 99)).padStart(5)} ${fmt(percentile(answers, 50)).padStart(11)} ${fmt(percentile(answers, 99)).padStart(5)}  ${outcomes}`,
    );
  }
  const initP99 = percentile(allInits, 99);
  // By kind: the routes answer shoppers and staff; the import tasks (cheerio's two HTML parsers) and
  // the mail consumers (React's server renderer) start behind the table's stream or a state machine.
  console.log('');
  for (const [kind, inits] of initsByKind) {
    console.log(
      `${kind.padEnd(16)} ${String(inits.length / RUNS).padStart(3)} handlers: init p50 ${fmt(percentile(inits, 50))} ms, p99 ${fmt(percentile(inits, 99))} ms`,
    );
  }
  console.log(
    `\nAll handlers: init p50 ${fmt(percentile(allInits, 50))} ms, p99 ${fmt(initP99)} ms (goal < ${GOAL_INIT_P99_MS} ms: ${initP99 < GOAL_INIT_P99_MS ? 'met' : 'not met'}); first answer p50 ${fmt(percentile(allAnswers, 50))} ms, p99 ${fmt(percentile(allAnswers, 99))} ms`,
  );
} finally {
  await rm(bundlesDir, { recursive: true, force: true });
  await dispose();
}
