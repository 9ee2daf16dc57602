/**
 * Composes the stacks of one stage: Mail, Data, Api, Web and Events, plus Recovery and Edge when the stage
 * configures backups and a WAF (prod). Shared by `infra/app.ts` and the infra tests, so the tests
 * check exactly what `cdk deploy` ships.
 */
import { Annotations, Tags, type Environment } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../../functions/routes.js';
import type { StageConfig } from '../config.js';
import { ApiStack } from './api-stack.js';
import { DataStack } from './data-stack.js';
import { CLOUDFRONT_REGION, EdgeStack } from './edge-stack.js';
import { EventsStack } from './events-stack.js';
import { MailStack } from './mail-stack.js';
import { RecoveryStack } from './recovery-stack.js';
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
  /** The SES identity, deployed (and verified) before the stacks that send through it. */
  mail: MailStack;
  data: DataStack;
  api: ApiStack;
  web: WebStack;
  events: EventsStack;
  /** The distribution's web ACL, in us-east-1 (stages with WAF). */
  edge?: EdgeStack;
  /** The copy vault and the images replica in the second region (stages with backups). */
  recovery?: RecoveryStack;
}

export function createStorefront(scope: Construct, props: StorefrontProps): Storefront {
  const { config } = props;
  // A stage pinned in config.ts deploys there whatever the CLI's profile says.
  const env = config.env ?? props.env;
  const name = (part: string): string => `${config.stackPrefix}-${part}`;

  let recovery: RecoveryStack | undefined;
  if (config.backup) {
    recovery = new RecoveryStack(scope, name('Recovery'), {
      stackName: name('Recovery'),
      description: `Storefront ${config.stageName}: backup copies and the images replica (second region)`,
      env: { account: requireAccount(config), region: config.backup.copyRegion },
      config,
    });
  }
  let edge: EdgeStack | undefined;
  if (config.waf) {
    edge = new EdgeStack(scope, name('Edge'), {
      stackName: name('Edge'),
      description: `Storefront ${config.stageName}: the distribution's WAF web ACL (us-east-1)`,
      env: { account: requireAccount(config), region: CLOUDFRONT_REGION },
      stackPrefix: config.stackPrefix,
      waf: config.waf,
    });
  }

  const mail = new MailStack(scope, name('Mail'), {
    stackName: name('Mail'),
    description: `Storefront ${config.stageName}: the SES identity of the shop's mail`,
    env,
    config,
  });
  const data = new DataStack(scope, name('Data'), {
    stackName: name('Data'),
    description: `Storefront ${config.stageName}: table, images bucket, user pool (stateful)`,
    env,
    config,
    mailIdentity: mail.identity,
  });
  // The copy vault and the replica bucket must exist before the plan and the replication name them.
  if (recovery) data.addStackDependency(recovery);
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
    alarmTopic: data.alarmTopic,
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
    originVerifySecret: api.originVerifySecret,
    webAclArn: edge?.webAclArn,
    alarmTopic: data.alarmTopic,
    // The web ACL lives in us-east-1; a stage elsewhere refers to it across regions.
    crossRegionReferences: edge !== undefined && env?.region !== CLOUDFRONT_REGION,
  });

  const events = new EventsStack(scope, name('Events'), {
    stackName: name('Events'),
    description: `Storefront ${config.stageName}: table stream consumers (order mails, payment lapse)`,
    env,
    config,
    table: data.table,
    paymentProofsBucket: data.paymentProofsBucket,
    paymentLapse: api.paymentLapse,
    alarmTopic: data.alarmTopic,
    siteUrl: `https://${config.domain?.domainName ?? web.distribution.distribution.distributionDomainName}`,
  });

  if (props.webAssets.placeholder) {
    Annotations.of(web).addWarningV2(
      'storefront:webPlaceholder',
      'web/dist is missing: a placeholder page is deployed instead of the shop. Run `npm run build:web` first.',
    );
  }

  for (const stack of [mail, data, api, web, events, edge, recovery]) {
    if (!stack) continue;
    Tags.of(stack).add('project', 'storefront');
    Tags.of(stack).add('stage', config.stageName);
  }
  return { mail, data, api, web, events, edge, recovery };
}

/** Stacks in a fixed second region need the stage's account pinned in config.ts. */
function requireAccount(config: StageConfig): string {
  if (!config.env) {
    throw new Error(
      `Stage ${config.stageName} uses WAF or backups in fixed regions: pin its account and region (env) in infra/config.ts.`,
    );
  }
  return config.env.account;
}
