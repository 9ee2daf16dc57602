/**
 * `npm run reports:rebuild` rebuilds the reports' rollups from the stored orders: against the local
 * shop by default (started once with `npm start`), or a deployed table with `--table-name` (AWS
 * credentials and region from the usual environment).
 */
import { targetTableFromArgs } from './table-target.js';

targetTableFromArgs();

// Imported after the environment is set: the data layer reads it when first used.
const { rebuildReportRollups } = await import('../../functions/services/reports/rebuild-report-rollups.js');
const started = Date.now();
const result = await rebuildReportRollups((orders) => process.stdout.write(`\r${orders} orders`));
process.stdout.write(
  `\rRebuilt the reports from ${result.orders} orders over ${result.days} days (${result.cells} rollup cells) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
