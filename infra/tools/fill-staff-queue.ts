/**
 * `npm run orders:staff-queue` puts the stored orders that need staff (a proof to check, a card
 * payment to review) into the staff queue's index, once after the deploy that adds it: against the
 * local shop by default (started once with `npm start`), or a deployed table with `--table-name`
 * (AWS credentials and region from the usual environment). Safe to run again.
 */
import { targetTableFromArgs } from './table-target.js';

targetTableFromArgs();

// Imported after the environment is set: the data layer reads it when first used.
const { fillStaffQueue } = await import('../../functions/services/orders/fill-staff-queue.js');
const result = await fillStaffQueue((orders) => process.stdout.write(`\r${orders} orders`));
process.stdout.write(
  `\rRead ${result.orders} orders; ${result.queued} need staff and are in the staff queue\n`,
);
