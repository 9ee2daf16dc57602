/**
 * What reacts to changes in the table rather than to requests: the stream consumers (order mails
 * first) with their dead-letter queues and alarms, and the scheduled catalogue snapshot refresh. Deployed after the web stack, because the links
 * in e-mails need the shop's address, which is the CloudFront name when no domain is configured.
 * It also records that address in the table, where the Cognito custom-message trigger (in the data
 * stack, which cannot depend on this one) reads it for the password-reset link.
 */
import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as cr from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { keys } from '../../functions/data/keys.js';
import { ORDER_EXPORTS } from '../../functions/core/reports/order-export.js';
import { ENV } from '../../functions/shared/env.js';
import type { StageConfig } from '../config.js';
import { toShopSettingsEnv } from '../shop-settings.js';
import { ApiAlarms } from '../constructs/api-alarms.js';
import { acknowledgeFindingPatterns } from '../constructs/nag-acknowledgments.js';
import type { PaymentLapseWorkflow } from '../constructs/payment-lapse-workflow.js';
import { AccountJob } from '../constructs/account-job.js';
import { CardReconciler } from '../constructs/card-reconciler.js';
import { CatalogueRefresh } from '../constructs/catalogue-refresh.js';
import { StreamConsumers } from '../constructs/stream-consumers.js';

export interface EventsStackProps extends StackProps {
  config: StageConfig;
  table: dynamodb.ITable;
  /** The private bucket (data stack): the accounting exports' files are written under their prefix. */
  paymentProofsBucket: s3.IBucket;
  /** The shop's public address, `https://...`, without a trailing slash. */
  siteUrl: string;
  /** The payment lapse machine (API stack), which the payment-lapse consumer starts. */
  paymentLapse: PaymentLapseWorkflow;
  /** The stage's alarm topic (data stack); set in stages with alarms. */
  alarmTopic?: sns.ITopic;
}

export class EventsStack extends Stack {
  readonly streamConsumers: StreamConsumers;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.streamConsumers = new StreamConsumers(this, 'StreamConsumers', {
      table: props.table,
      environment: {
        [ENV.tableName]: props.table.tableName,
        [ENV.paymentProofsBucket]: props.paymentProofsBucket.bucketName,
        [ENV.siteUrl]: props.siteUrl,
        [ENV.mailFrom]: config.mail.fromAddress,
        [ENV.staffOrderEmail]: config.mail.staffAddress,
        ...toShopSettingsEnv(config.shop),
      },
      logRetention: config.logRetention,
      logLevel: config.functionLogLevel,
      alarmTopic: props.alarmTopic,
    });
    if (props.alarmTopic) {
      const alarms = new ApiAlarms(this, 'Alarms', { topic: props.alarmTopic });
      for (const { consumer, fn } of this.streamConsumers.consumers) {
        alarms.watchFunction(fn.node.id, `Stream consumer ${consumer.name}`, fn);
      }
    }
    // What each consumer reaches beyond the table: a new registry entry gets its line here.
    const identityArn = this.formatArn({
      service: 'ses',
      resource: 'identity',
      resourceName: config.mail.domain,
    });
    // Sending only from the stage's own identity.
    const sendMail = (fn: lambda.Function) =>
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [identityArn] }));
    const wiring: Record<string, (fn: lambda.Function) => void> = {
      'order-mail': sendMail,
      'payment-lapse': (fn) => props.paymentLapse.grantStart(fn),
      'enquiry-mail': sendMail,
      // Mails the quote, then records it in the quote request's thread (a table write it may already do).
      'quote-mail': sendMail,
      'reply-mail': sendMail,
      'newsletter-mail': sendMail,
      'back-in-stock': sendMail,
      // Mails a business account's applicant the staff's decision.
      'company-mail': sendMail,
      // Writes history entries to the table, which every consumer may already.
      'product-history': () => undefined,
      // Writes the reports' parts and day rollups to the table, and reads products: the table only.
      'report-rollups': () => undefined,
      // Reads the period's orders (the table) and writes the export's files: PutObject on their prefix only.
      'report-exports': (fn) => {
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['s3:PutObject'],
            resources: [props.paymentProofsBucket.arnForObjects(`${ORDER_EXPORTS.keyPrefix}*`)],
          }),
        );
        acknowledgeFindingPatterns(fn, {
          ruleId: 'AwsSolutions-IAM5',
          finding: /^Resource::.+\/report-exports\/\*$/,
          reason: 'Export file keys are generated per job; writing stays limited to the exports prefix.',
        });
      },
    };
    for (const { consumer, fn } of this.streamConsumers.consumers) {
      const wire = wiring[consumer.name];
      if (!wire) throw new Error(`Stream consumer ${consumer.name} has no wiring in the Events stack.`);
      wire(fn);
    }

    const catalogueRefresh = new CatalogueRefresh(this, 'CatalogueRefresh', {
      table: props.table,
      logRetention: config.logRetention,
      logLevel: config.functionLogLevel,
    });
    if (props.alarmTopic) {
      new ApiAlarms(this, 'RefreshAlarms', { topic: props.alarmTopic }).watchFunction(
        'CatalogueRefresh',
        'Scheduled catalogue refresh',
        catalogueRefresh.fn,
      );
    }

    const cardReconciler = new CardReconciler(this, 'CardReconciler', {
      table: props.table,
      logRetention: config.logRetention,
      logLevel: config.functionLogLevel,
      cardGateway: config.cardGateway,
    });
    if (props.alarmTopic) {
      new ApiAlarms(this, 'ReconcilerAlarms', { topic: props.alarmTopic }).watchFunction(
        'CardReconciler',
        'Scheduled card payment reconciler',
        cardReconciler.fn,
      );
    }

    const accountJob = new AccountJob(this, 'AccountJob', {
      table: props.table,
      logRetention: config.logRetention,
      logLevel: config.functionLogLevel,
    });
    if (props.alarmTopic) {
      new ApiAlarms(this, 'AccountJobAlarms', { topic: props.alarmTopic }).watchFunction(
        'AccountJob',
        'Daily account job (reminders and holds)',
        accountJob.fn,
      );
    }

    const siteItem = { ...keys.siteAddress(), entity: 'site-address', site_url: props.siteUrl };
    const putSiteAddress: cr.AwsSdkCall = {
      service: 'DynamoDB',
      action: 'putItem',
      parameters: {
        TableName: props.table.tableName,
        Item: Object.fromEntries(Object.entries(siteItem).map(([name, value]) => [name, { S: value }])),
      },
      physicalResourceId: cr.PhysicalResourceId.of(`${keys.siteAddress().pk}#${keys.siteAddress().sk}`),
    };
    new cr.AwsCustomResource(this, 'SiteAddress', {
      onCreate: putSiteAddress,
      onUpdate: putSiteAddress,
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [props.table.tableArn] }),
      ]),
      installLatestAwsSdk: false,
    });
    // The provider function AwsCustomResource shares per stack, under this fixed id of aws-cdk-lib.
    const provider = this.node.tryFindChild('AWS679f53fac002430cb0da5b7982bd2287');
    if (provider) {
      Validations.of(provider).acknowledge(
        {
          id: 'Serverless-LambdaTracing',
          reason: "aws-cdk-lib's custom resource provider runs once per deploy to write the site address.",
        },
        {
          id: 'Serverless-LambdaDLQ',
          reason:
            'CloudFormation invokes the custom resource provider and waits for its answer; nothing calls it asynchronously.',
        },
        {
          id: 'Serverless-LambdaDefaultMemorySize',
          reason: 'aws-cdk-lib sizes its custom resource provider; it makes one DynamoDB call per deploy.',
        },
      );
    }
    acknowledgeFindingPatterns(this, {
      ruleId: 'AwsSolutions-IAM4',
      finding: /AWSLambdaBasicExecutionRole$/,
      reason:
        "The custom resource's provider function only writes CloudWatch logs with this AWS-maintained policy.",
    });
  }
}
