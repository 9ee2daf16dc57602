/** The pricing settings item (exchange rate, markups, price ending): one item, read strongly consistent. */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  DEFAULT_PRICING_SETTINGS,
  pricingSettingsSchema,
  type PricingSettings,
} from '../core/pricing/pricing-rules.js';
import { documentClient, getTableName, stripKeys } from './dynamo-client.js';
import { keys } from './keys.js';

/** The settings staff saved, or the shop defaults before they saved any. */
export async function getPricingSettings(): Promise<PricingSettings> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.pricingSettings(), ConsistentRead: true }),
  );
  if (!result.Item) return DEFAULT_PRICING_SETTINGS;
  return pricingSettingsSchema.parse(stripKeys(result.Item));
}

export async function savePricingSettings(settings: PricingSettings): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: getTableName(),
      Item: { ...keys.pricingSettings(), entity: 'pricing-settings', ...settings },
    }),
  );
}
