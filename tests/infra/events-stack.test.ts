import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FRESHNESS } from '../../functions/core/catalogue/catalogue-freshness.js';
import { CARD_RECONCILE } from '../../functions/core/payments/card-attempts.js';
import { streamConsumers } from '../../functions/stream-consumers.js';
import { resourcesOfType, synthStorefront } from './synth-storefront.js';

const prod = synthStorefront({ stage: 'prod' });
const events = prod.templates.events;
const orderMail = streamConsumers.find((consumer) => consumer.name === 'order-mail')!;

describe('the table stream', () => {
  it('carries both images of every change', () => {
    prod.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });
});

describe('order mails', () => {
  it('see order items only, through the filter of the consumer registry', () => {
    events.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(orderMail.filter) }] },
      StartingPosition: 'LATEST',
    });
    expect(JSON.parse(JSON.stringify(orderMail.filter))).toEqual({
      eventName: ['INSERT', 'MODIFY'],
      dynamodb: { NewImage: { entity: { S: ['order'] } } },
    });
  });

  it('retry a failed batch, split it to find the bad record, and send what is given up on to a queue', () => {
    expect(Object.keys(resourcesOfType(events, 'AWS::SQS::Queue'))).toHaveLength(streamConsumers.length);
    events.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(orderMail.filter) }] },
      MaximumRetryAttempts: orderMail.retryAttempts,
      BisectBatchOnFunctionError: true,
      DestinationConfig: {
        OnFailure: {
          Destination: {
            'Fn::GetAtt': [Match.stringLikeRegexp('^StreamConsumersOrderMailDeadLetters'), 'Arn'],
          },
        },
      },
    });
  });

  it('report the failed records alone, on every consumer', () => {
    const mappings = Object.values(resourcesOfType(events, 'AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(streamConsumers.length);
    for (const mapping of mappings) {
      expect(
        (mapping as { Properties: { FunctionResponseTypes?: string[] } }).Properties.FunctionResponseTypes,
      ).toEqual(['ReportBatchItemFailures']);
    }
  });

  it('raise an alarm as soon as a record lands in the dead-letter queue', () => {
    const queue = Object.keys(resourcesOfType(events, 'AWS::SQS::Queue')).find((id) =>
      id.includes('OrderMail'),
    );
    events.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('may send only from the stage identity', () => {
    events.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'ses:SendEmail',
            Resource: {
              'Fn::Join': [
                '',
                Match.arrayWith([Match.stringLikeRegexp(':identity/islandtech\\.example\\.com$')]),
              ],
            },
          }),
        ]),
      },
    });
  });

  it('link to the shop on its CloudFront name when the stage has no domain, and write it for the reset link', () => {
    const fn = Object.values(resourcesOfType(events, 'AWS::Lambda::Function')).find((f) =>
      JSON.stringify(f.Properties.Environment ?? {}).includes('STAFF_ORDER_EMAIL'),
    )!;
    const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
    expect(JSON.stringify(variables.SITE_URL)).toMatch(
      /https:\/\/.*Storefront-prod-Web:.*Distribution.*DomainName/,
    );
    expect(variables.MAIL_FROM).toBe('orders@islandtech.example.com');
    expect(variables.STAFF_ORDER_EMAIL).toBe('sales@islandtech.example.com');
    const [writer] = Object.values(resourcesOfType(events, 'Custom::AWS'));
    const create = JSON.stringify(writer!.Properties.Create);
    expect(create).toContain('putItem');
    expect(create).toContain('site_url');
    expect(create).toContain('DomainName');
  });
});

describe('the payment-lapse consumer', () => {
  it('may start the lapse machine and send no mail', () => {
    const functions = Object.entries(resourcesOfType(events, 'AWS::Lambda::Function'));
    const [lapseId, lapse] = functions.find(([id]) => id.includes('PaymentLapse'))!;
    expect(Object.keys(lapse.Properties.Environment.Variables)).toContain('PAYMENT_LAPSE_STATE_MACHINE_ARN');
    const policies = Object.values(resourcesOfType(events, 'AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes(lapseId.replace(/[0-9A-F]{8}$/, '')),
    );
    const actions = JSON.stringify(policies.map((policy) => policy.Properties.PolicyDocument));
    expect(actions).toContain('states:StartExecution');
    expect(actions).not.toContain('ses:SendEmail');
  });
});

describe('the accounting export consumer', () => {
  it('sees queued export jobs only, may write its files under the exports prefix, and read none', () => {
    const consumer = streamConsumers.find((entry) => entry.name === 'report-exports')!;
    events.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(consumer.filter) }] },
    });
    const functions = Object.entries(resourcesOfType(events, 'AWS::Lambda::Function'));
    const [exportsId, exporter] = functions.find(([id]) => id.includes('ReportExports'))!;
    expect(exporter.Properties.Timeout).toBe(consumer.timeoutSeconds);
    expect(Object.keys(exporter.Properties.Environment.Variables)).toContain('PAYMENT_PROOFS_BUCKET');
    const statements = Object.values(resourcesOfType(events, 'AWS::IAM::Policy'))
      .filter((policy) =>
        JSON.stringify(policy.Properties.Roles).includes(exportsId.replace(/[0-9A-F]{8}$/, '')),
      )
      .flatMap(
        (policy) =>
          policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
      );
    const s3 = statements.filter((statement) => JSON.stringify(statement.Action).includes('s3:'));
    expect(s3.flatMap((statement) => [statement.Action].flat())).toEqual(['s3:PutObject']);
    expect(JSON.stringify(s3.map((statement) => statement.Resource))).toContain('/report-exports/*');
    expect(JSON.stringify(statements)).not.toContain('ses:SendEmail');
  });
});

describe('the catalogue snapshot refresh', () => {
  it('runs on a schedule and invokes the refresh function', () => {
    const rules = resourcesOfType(events, 'AWS::Events::Rule');
    const refresh = Object.values(rules).find(
      (rule) =>
        (rule as { Properties: { ScheduleExpression?: string } }).Properties.ScheduleExpression ===
        `rate(${CATALOGUE_FRESHNESS.snapshotRefreshMinutes} minutes)`,
    ) as { Properties: { Targets: { Arn: { 'Fn::GetAtt': [string, string] } }[] } } | undefined;
    expect(refresh).toBeDefined();
    const [target] = refresh!.Properties.Targets;
    expect(target!.Arn['Fn::GetAtt'][0]).toMatch(/^CatalogueRefreshFunction/);
    events.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Scheduled: rewrites the catalogue snapshot from the card index',
      Environment: { Variables: Match.objectLike({ TABLE_NAME: Match.anyValue() }) },
    });
  });

  it('also runs in the deployment that changes its code, so a new snapshot format is written at once', () => {
    const [trigger, ...others] = Object.values(resourcesOfType(events, 'Custom::Trigger'));
    expect(others).toEqual([]);
    expect(trigger!.Properties).toMatchObject({
      ExecuteOnHandlerChange: true,
      InvocationType: 'RequestResponse',
    });
    // The handler is a version of the refresh function: a new bundle is a new version, hence a new run.
    const version = resourcesOfType(events, 'AWS::Lambda::Version')[trigger!.Properties.HandlerArn.Ref]!;
    expect(version.Properties.FunctionName.Ref).toMatch(/^CatalogueRefreshFunction/);
  });
});

describe('the card payment reconciler', () => {
  it('runs on its schedule and invokes the reconciler function', () => {
    const rules = Object.values(resourcesOfType(events, 'AWS::Events::Rule')) as unknown as {
      Properties: { ScheduleExpression?: string; Targets: { Arn: { 'Fn::GetAtt': [string, string] } }[] };
    }[];
    const reconciler = rules.find((rule) =>
      rule.Properties.Targets[0]!.Arn['Fn::GetAtt'][0].startsWith('CardReconcilerFunction'),
    );
    expect(reconciler?.Properties.ScheduleExpression).toBe(`rate(${CARD_RECONCILE.everyMinutes} minutes)`);
    events.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Scheduled: settles card payment steps left pending, hands unsettled attempts to staff',
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: Match.anyValue(),
          POWERTRANZ_BASE_URL: Match.stringLikeRegexp('^https://'),
          POWERTRANZ_CREDENTIALS_SECRET: Match.anyValue(),
        }),
      },
    });
  });

  it('may read the gateway credentials secret, as it asks the gateway about pending steps', () => {
    const [reconcilerId] = Object.keys(resourcesOfType(events, 'AWS::Lambda::Function')).filter((id) =>
      id.startsWith('CardReconcilerFunction'),
    );
    const policies = Object.values(resourcesOfType(events, 'AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes(reconcilerId!.replace(/[0-9A-F]{8}$/, '')),
    );
    const document = JSON.stringify(policies.map((policy) => policy.Properties.PolicyDocument));
    expect(document).toContain('secretsmanager:GetSecretValue');
  });
});

describe('the daily account job', () => {
  it('runs once a day at 7 am in Kingston (12:00 UTC) and invokes the account job function', () => {
    const rules = Object.values(resourcesOfType(events, 'AWS::Events::Rule')) as unknown as {
      Properties: { ScheduleExpression?: string; Targets: { Arn: { 'Fn::GetAtt': [string, string] } }[] };
    }[];
    const job = rules.find((rule) =>
      rule.Properties.Targets[0]!.Arn['Fn::GetAtt'][0].startsWith('AccountJobFunction'),
    );
    expect(job?.Properties.ScheduleExpression).toBe('cron(0 12 * * ? *)');
    events.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Scheduled daily: on-account invoice reminders and holds of accounts overdue',
      Environment: { Variables: Match.objectLike({ TABLE_NAME: Match.anyValue() }) },
    });
  });
});

describe('enquiry and newsletter mails', () => {
  it('see new inbox messages and pending subscriptions only, and may send mail', () => {
    for (const name of ['enquiry-mail', 'newsletter-mail']) {
      const consumer = streamConsumers.find((entry) => entry.name === name)!;
      events.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
        FilterCriteria: { Filters: [{ Pattern: JSON.stringify(consumer.filter) }] },
      });
    }
    const enquiry = streamConsumers.find((entry) => entry.name === 'enquiry-mail')!;
    expect(JSON.parse(JSON.stringify(enquiry.filter))).toEqual({
      eventName: ['INSERT'],
      dynamodb: { NewImage: { entity: { S: ['inbox-message'] } } },
    });
    const sending = Object.values(resourcesOfType(events, 'AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('ses:SendEmail'),
    );
    expect(sending.map((policy) => JSON.stringify(policy.Properties.Roles))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/EnquiryMail/),
        expect.stringMatching(/ReplyMail/),
        expect.stringMatching(/NewsletterMail/),
      ]),
    );
  });
});
