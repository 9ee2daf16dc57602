/**
 * `npm start`: runs the whole shop on this machine and prints where to find it.
 *   npm start                      keep the data in .data/ between runs
 *   npm start -- --reset           start from an empty store (the sample catalogue is loaded again)
 *   npm start -- --data-dir DIR    keep the data somewhere else
 *   npm start -- --allow-private-stores   let the importer read stores on this machine or network
 * Ports: STOREFRONT_PORT, DYNAMODB_PORT, COGNITO_PORT, S3_PORT, SFN_PORT, SES_PORT.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, PORT_ENV, readPorts } from './config.js';
import { startShop } from './shop.js';
import { installShutdownHooks, isLocalStackError } from './supervisor.js';

const USAGE = `Usage: npm start -- [--reset] [--data-dir DIR] [--in-memory] [--allow-private-stores] [--without-streams]
  --reset          start from an empty store and load the sample catalogue again
  --data-dir DIR   where the local data lives (default .data/)
  --in-memory      keep DynamoDB Local's tables in memory, lost at stop (throwaway runs:
                   tests and benchmarks); the other stand-ins still keep theirs in DIR
  --allow-private-stores
                   let the product importer read stores on this machine or a private network
                   (localhost, 192.168.x.x, ...); a deployed shop always refuses them
  --without-streams
                   do not run the table's stream consumers (no order mails, history or
                   stock alerts): for benchmarks of the API's own requests
Ports can be changed with ${Object.values(PORT_ENV).join(', ')}.`;

function fail(message: string): never {
  console.error(`\n${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22)
    fail(
      `Node 22 or newer is needed, this is ${process.version}. Run "npm start", which uses the project's Node 22.`,
    );

  const { values } = parseArgs({
    options: {
      reset: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      'in-memory': { type: 'boolean', default: false },
      'allow-private-stores': { type: 'boolean', default: false },
      'without-streams': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }

  if (values['in-memory'] && !values.reset) {
    console.log(
      '  DynamoDB Local starts empty (--in-memory) while sign-in accounts and images in the data folder ' +
        'stay: add --reset for a clean start.',
    );
  }
  const allowPrivateStores = values['allow-private-stores'];
  if (allowPrivateStores) {
    console.warn(
      '  WARNING: --allow-private-stores: the product importer may read addresses on this machine and ' +
        'private networks (localhost, 10.x, 192.168.x, link-local). Use it only to import from a store ' +
        'you run yourself.',
    );
  }
  const startedAt = performance.now();
  const shop = await startShop({
    ports: readPorts(),
    dataDir: path.resolve(values['data-dir'] ?? DEFAULT_DATA_DIR),
    reset: values.reset,
    inMemory: values['in-memory'],
    streams: !values['without-streams'],
    ...(allowPrivateStores ? { scraper: { allowPrivateTargets: true } } : {}),
    log: (line) => console.log(`  ${line}`),
    // A stand-in died: the supervisor has stopped the rest; close the adapter and leave.
    onFailure: () => void shop.stop().finally(() => process.exit(1)),
  });
  installShutdownHooks(() => shop.stop());

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const { admin, customer } = shop.sampleAccounts;
  console.log(`
Storefront ready in ${seconds} s

  Shop         ${shop.url}
  Admin        ${shop.adminUrl}
  Admin login  ${admin.email} / ${admin.password}
  Customer     ${customer.email} / ${customer.password}
  Card gateway ${shop.services.powertranzEndpoint} (PowerTranz stand-in; test card 4012000000020071)

Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  // Expected start-up problems (no Java, a busy port) are one line; anything else keeps its stack.
  if (isLocalStackError(error)) fail(error.message);
  console.error(error);
  process.exit(1);
});
