/**
 * `npm run orders:staff-queue` puts the stored orders that need staff (a proof to check, a card
 * payment to review) into the staff queue's index, once after the deploy that adds it: against the
 * local shop by default (started once with `npm start`), or a deployed table with `--table-name`
 * (AWS credentials and region from the usual environment). Safe to run again.
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
const { fillStaffQueue } = await import('../../functions/services/orders/fill-staff-queue.js');
const result = await fillStaffQueue((orders) => process.stdout.write(`\r${orders} orders`));
process.stdout.write(
  `\rRead ${result.orders} orders; ${result.queued} need staff and are in the staff queue\n`,
);
