/**
 * Points the data layer of a one-off command at its table: a deployed one named by `--table-name`
 * (AWS credentials and region from the usual environment), else the local shop's (started once with
 * `npm start`). Call it before importing anything that reads the table: the data layer reads the
 * environment when first used.
 */
import { parseArgs } from 'node:util';
import { LOCAL_RESOURCES, readPorts } from '../local/config.js';

export function targetTableFromArgs(): void {
  const { values } = parseArgs({ options: { 'table-name': { type: 'string' } } });
  if (values['table-name']) {
    process.env.TABLE_NAME = values['table-name'];
    return;
  }
  process.env.TABLE_NAME = LOCAL_RESOURCES.tableName;
  process.env.AWS_REGION = LOCAL_RESOURCES.region;
  process.env.AWS_ACCESS_KEY_ID = LOCAL_RESOURCES.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = LOCAL_RESOURCES.secretAccessKey;
  process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${readPorts().dynamodb}`;
}
