/**
 * Composes the three stacks of one stage. Shared by `infra/app.ts` and the infra tests, so the tests
 * check exactly what `cdk deploy` ships.
 */
import { Annotations, Tags, type Environment } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../functions/routes.js';
import type { StageConfig } from '../config.js';
import { PAYMENT_LAPSE_CONSUMER_HANDLER } from '../constructs/payment-lapse-workflow.js';
import { ApiStack } from './api-stack.js';
import { DataStack } from './data-stack.js';
import { EventsStack } from './events-stack.js';
import { WebStack } from './web-stack.js';
import type { WebAssets } from './web-assets.js';

export interface StorefrontProps {
  config: StageConfig;
  /** Account and region; leave empty for environment-agnostic stacks (offline synth). */
  env?: Environment;
  webAssets: WebAssets;
  /** Overrides the route table (tests only). */
  routes?: readonly RouteDefinition[];
}

export interface Storefront {
  data: DataStack;
  api: ApiStack;
  web: WebStack;
  events: EventsStack;
}

export function createStorefront(scope: Construct, props: StorefrontProps): Storefront {
  const { config, env } = props;
  const name = (part: string): string => `${config.stackPrefix}-${part}`;

  const data = new DataStack(scope, name('Data'), {
    stackName: name('Data'),
    description: `Storefront ${config.stageName}: table, images bucket, user pool (stateful)`,
    env,
    config,
  });
  const api = new ApiStack(scope, name('Api'), {
    stackName: name('Api'),
    description: `Storefront ${config.stageName}: HTTP API and route functions`,
    env,
    config,
    table: data.table,
    imagesBucket: data.imagesBucket,
    paymentProofsBucket: data.paymentProofsBucket,
    userPool: data.userPool,
    userPoolClient: data.userPoolClient,
    routes: props.routes,
  });
  const web = new WebStack(scope, name('Web'), {
    stackName: name('Web'),
    description: `Storefront ${config.stageName}: CloudFront, SPA bucket, config.json`,
    env,
    config,
    httpApi: api.httpApi,
    imagesBucketName: data.imagesBucket.bucketName,
    userPoolId: data.userPool.userPoolId,
    userPoolClientId: data.userPoolClient.userPoolClientId,
    webAssetPath: props.webAssets.path,
  });

  const events = new EventsStack(scope, name('Events'), {
    stackName: name('Events'),
    description: `Storefront ${config.stageName}: table stream consumers (order mails)`,
    env,
    config,
    table: data.table,
    siteUrl: `https://${config.domain?.domainName ?? web.distribution.distribution.distributionDomainName}`,
  });
  // New bank-transfer orders start their payment lapse (the consumer is in the registry).
  for (const { consumer, fn } of events.streamConsumers.consumers) {
    if (consumer.handler === PAYMENT_LAPSE_CONSUMER_HANDLER) api.paymentLapse.grantStart(fn);
  }

  if (props.webAssets.placeholder) {
    Annotations.of(web).addWarningV2(
      'storefront:webPlaceholder',
      'web/dist is missing: a placeholder page is deployed instead of the shop. Run `npm run build:web` first.',
    );
  }

  for (const stack of [data, api, web, events]) {
    Tags.of(stack).add('project', 'storefront');
    Tags.of(stack).add('stage', config.stageName);
  }
  return { data, api, web, events };
}
