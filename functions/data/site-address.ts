/**
 * The shop's public address for links in e-mails: `SITE_URL` where the infrastructure knows it when
 * the function is created (a custom domain, the local shop), otherwise the item the deployment
 * writes once CloudFront has a name. Read once per container.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ENV, optionalEnv } from '../shared/env.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';

let cached: Promise<string | undefined> | undefined;

export function getSiteUrl(): Promise<string | undefined> {
  const fromEnv = optionalEnv(ENV.siteUrl);
  if (fromEnv) return Promise.resolve(fromEnv);
  cached ??= documentClient
    .send(new GetCommand({ TableName: getTableName(), Key: keys.siteAddress() }))
    .then((result) => (typeof result.Item?.site_url === 'string' ? result.Item.site_url : undefined))
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  return cached;
}
