/**
 * `npm run reports:rebuild` rebuilds the reports' rollups from the stored orders: against the local
 * shop by default (started once with `npm start`), or a deployed table with `--table-name` (AWS
 * credentials and region from the usual environment).
 */
import { parseArgs } from 'node:util';
import { LOCAL_RESOURCES, readPorts } from '../local/config.js';

const { values } = parseArgs({ options: { 'table-name': { type: 'string' } } });

if (values['table-name']) {
  process.env.TABLE_NAME = values['table-name'];
} else {
  process.env.TABLE_NAME = LOCAL_RESOURCES.tableName;
  process.env.AWS_REGION = LOCAL_RESOURCES.region;
  process.env.AWS_ACCESS_KEY_ID = LOCAL_RESOURCES.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = LOCAL_RESOURCES.secretAccessKey;
  process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${readPorts().dynamodb}`;
}

// Imported after the environment is set: the data layer reads it when first used.
const { rebuildReportRollups } = await import('../../functions/services/reports/rebuild-report-rollups.js');
const started = Date.now();
const result = await rebuildReportRollups((orders) => process.stdout.write(`\r${orders} orders`));
process.stdout.write(
  `\rRebuilt the reports from ${result.orders} orders over ${result.days} days (${result.cells} rollup cells) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
