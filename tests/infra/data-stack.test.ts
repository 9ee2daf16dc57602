import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../functions/core/auth/groups.js';
import { TABLE_INDEXES, TABLE_KEY, TTL_ATTRIBUTE } from '../../functions/data/table-design.js';
import { DATA_LOGICAL_IDS } from '../../infra/stacks/data-stack.js';
import { findResourcesIn, resourcesOfType, synthStorefront } from './synth-storefront.js';

const prod = synthStorefront({ stage: 'prod' });
const dev = synthStorefront({ stage: 'dev' });
const template = prod.templates.data;

describe('data stack: table', () => {
  it('has the key schema of table-design.ts, on demand', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEY.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEY.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    });
  });

  it('has every global secondary index of TABLE_INDEXES with its projection', () => {
    const [table] = Object.values(resourcesOfType(template, 'AWS::DynamoDB::Table'));
    const indexes = table!.Properties.GlobalSecondaryIndexes as unknown[];
    expect(indexes).toHaveLength(TABLE_INDEXES.length);
    for (const index of TABLE_INDEXES) {
      expect(indexes).toContainEqual({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection:
          index.projection === 'ALL'
            ? { ProjectionType: 'ALL' }
            : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
      });
    }
  });

  it('expires items by their ttl attribute', () => {
    dev.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
  });

  it('keeps point-in-time recovery on in every stage', () => {
    for (const t of [prod.templates.data, dev.templates.data]) {
      t.hasResourceProperties('AWS::DynamoDB::Table', {
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      });
    }
  });

  it('is retained and deletion-protected in prod, disposable in dev', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    dev.templates.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });
});

describe('data stack: user pool', () => {
  it('signs in with e-mail and lets shoppers sign up', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
    });
  });

  it("asks for at least the shop's minimum with every character class", () => {
    const [pool] = Object.values(resourcesOfType(template, 'AWS::Cognito::UserPool'));
    const policy = pool!.Properties.Policies.PasswordPolicy;
    expect(policy.MinimumLength).toBeGreaterThanOrEqual(8);
    expect(policy).toMatchObject({
      RequireLowercase: true,
      RequireUppercase: true,
      RequireNumbers: true,
      RequireSymbols: true,
    });
  });

  it('enforces threat protection (Plus plan) in prod only', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
      DeletionProtection: 'ACTIVE',
    });
    dev.templates.data.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'ESSENTIALS' });
  });

  it('has the groups of GROUPS', () => {
    const groups = Object.values(resourcesOfType(template, 'AWS::Cognito::UserPoolGroup'));
    expect(groups.map((g) => g.Properties.GroupName).sort()).toEqual([...GROUPS].sort());
  });

  it('has an SPA client without secret signing in with SRP only in prod, and password too in dev', () => {
    const flowsOf = (stage: typeof template) =>
      Object.values(resourcesOfType(stage, 'AWS::Cognito::UserPoolClient')).map((client) =>
        [...(client.Properties.ExplicitAuthFlows as string[])].sort(),
      );
    expect(flowsOf(template)).toEqual([['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH']]);
    expect(flowsOf(dev.templates.data)).toEqual([
      ['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH'],
    ]);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('lets the pre-token trigger read MFA settings, and tells the routes staff need two-step sign-in', () => {
    const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'));
    const getUser = policies.filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('cognito-idp:AdminGetUser'),
    );
    expect(getUser.map((policy) => JSON.stringify(policy.Properties.Roles))).toEqual([
      expect.stringMatching(/PreTokenGeneration/),
    ]);
    const routeEnv = findResourcesIn(prod.apiTemplates, 'AWS::Lambda::Function').map(
      ({ resource }) => (resource.Properties.Environment as { Variables: Record<string, string> }).Variables,
    );
    expect(routeEnv.length).toBeGreaterThan(0);
    expect(routeEnv.every((variables) => variables.STAFF_MFA_REQUIRED === 'true')).toBe(true);
  });
});

describe('data stack: private documents bucket', () => {
  it('expires the accounting exports’ files (report-exports/) after a day, old versions too', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/payment-proofs/' }),
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: 'report-exports/',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });
});

describe('data stack: images bucket', () => {
  it('expires uploads no product saved (tmp/) after a day, old versions too', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/images/' }),
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Prefix: 'tmp/',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Status: 'Enabled',
          }),
        ]),
      },
    });
  });

  it('is private, encrypted, TLS only, and readable by CloudFront under products/ and tmp/ only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/images/' }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: DATA_LOGICAL_IDS.imagesBucket },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Sid: 'AllowCloudFrontReadProductImages',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Resource: [
              { 'Fn::Join': ['', [Match.anyValue(), '/products/*']] },
              { 'Fn::Join': ['', [Match.anyValue(), '/tmp/*']] },
            ],
          }),
        ]),
      },
    });
  });
});

describe('data stack: stateful resources', () => {
  it('keeps fixed logical ids, so refactoring the constructs never replaces them', () => {
    const resources = template.toJSON().Resources as Record<string, { Type: string }>;
    expect(resources[DATA_LOGICAL_IDS.table]?.Type).toBe('AWS::DynamoDB::Table');
    expect(resources[DATA_LOGICAL_IDS.imagesBucket]?.Type).toBe('AWS::S3::Bucket');
    expect(resources[DATA_LOGICAL_IDS.userPool]?.Type).toBe('AWS::Cognito::UserPool');
    expect(resources[DATA_LOGICAL_IDS.userPoolClient]?.Type).toBe('AWS::Cognito::UserPoolClient');
    for (const id of Object.values(DATA_LOGICAL_IDS.groups)) {
      expect(resources[id]?.Type).toBe('AWS::Cognito::UserPoolGroup');
    }
  });

  it('pins the exact logical ids (changing one is a data-loss migration, not a refactor)', () => {
    expect(DATA_LOGICAL_IDS).toEqual({
      table: 'StorefrontTable',
      imagesBucket: 'ImagesBucket',
      paymentProofsBucket: 'PaymentProofsBucket',
      userPool: 'UserPool',
      userPoolClient: 'UserPoolWebClient',
      groups: {
        customer: 'UserPoolGroupCustomer',
        moderator: 'UserPoolGroupModerator',
        accountant: 'UserPoolGroupAccountant',
        admin: 'UserPoolGroupAdmin',
        super_admin: 'UserPoolGroupSuperAdmin',
      },
    });
  });

  it('retains the stateful resources in prod and turns on termination protection', () => {
    for (const type of ['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::Cognito::UserPool']) {
      for (const resource of Object.values(resourcesOfType(template, type))) {
        expect(resource.DeletionPolicy).toBe('Retain');
      }
    }
    expect(prod.storefront.data.terminationProtection).toBe(true);
    expect(dev.storefront.data.terminationProtection).toBe(false);
  });
});

describe('data stack: after a full restore', () => {
  const restored = {
    tableName: 'storefront-prod-restore-20261124',
    tableStreamArn:
      'arn:aws:dynamodb:us-east-1:111111111111:table/storefront-prod-restore-20261124/stream/2026-11-24T12:00:00.000',
  };
  const after = synthStorefront({
    stage: 'prod',
    configure: (config) => ({ ...config, restoredTable: restored }),
  });

  it('holds no table: the created one leaves the template and the stage runs on the restored one', () => {
    expect(resourcesOfType(after.templates.data, 'AWS::DynamoDB::Table')).toEqual({});
    const functions = findResourcesIn(after.stackTemplates, 'AWS::Lambda::Function').filter(
      ({ resource }) =>
        (resource.Properties.Environment as { Variables?: Record<string, unknown> })?.Variables?.TABLE_NAME,
    );
    expect(functions.length).toBeGreaterThan(50);
    for (const { logicalId, resource } of functions) {
      const variables = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.TABLE_NAME, logicalId).toBe(restored.tableName);
    }
  });

  it('feeds the stream consumers from the restored stream and backs the restored table up', () => {
    const mappings = Object.values(
      resourcesOfType(after.templates.events, 'AWS::Lambda::EventSourceMapping'),
    );
    expect(mappings.length).toBeGreaterThan(0);
    for (const mapping of mappings) expect(mapping.Properties.EventSourceArn).toBe(restored.tableStreamArn);
    // Nothing names the created table any more, so the stacks that used it can be deployed first,
    // letting the Data stack drop its exports afterwards (CloudFormation keeps an export in use).
    for (const { stack, template } of after.stackTemplates) {
      expect(JSON.stringify(template.toJSON()), stack.stackName).not.toContain('StorefrontTable');
    }
    const [selection] = Object.values(resourcesOfType(after.templates.data, 'AWS::Backup::BackupSelection'));
    expect(JSON.stringify(selection!.Properties.BackupSelection)).toContain(`table/${restored.tableName}`);
  });
});

describe('mail stack: SES identity and Cognito mail', () => {
  const identityIdOf = (result: typeof prod): string => {
    const ids = Object.keys(resourcesOfType(result.templates.mail, 'AWS::SES::EmailIdentity'));
    expect(ids).toHaveLength(1);
    return ids[0]!;
  };

  it('creates the domain identity with its three DKIM records as outputs, retained in prod', () => {
    prod.templates.mail.hasResource('AWS::SES::EmailIdentity', {
      Properties: { EmailIdentity: 'islandtech.example.com' },
      DeletionPolicy: 'Retain',
    });
    const outputs = Object.keys((prod.templates.mail.toJSON() as { Outputs: object }).Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining(['MailDkimRecord1', 'MailDkimRecord2', 'MailDkimRecord3']),
    );
    expect(prod.storefront.mail.terminationProtection).toBe(true);
  });

  it("sends prod's Cognito mail through the stage's SES identity, from and reply-to of the stage", () => {
    const exportName = Object.values(
      (
        prod.templates.mail.toJSON() as {
          Outputs: Record<string, { Value: unknown; Export?: { Name: string } }>;
        }
      ).Outputs,
    ).find((output) => JSON.stringify(output.Value) === JSON.stringify({ Ref: identityIdOf(prod) }))?.Export
      ?.Name;
    expect(exportName).toBeDefined();
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: Match.stringLikeRegexp('<orders@islandtech\\.example\\.com>$'),
        ReplyToEmailAddress: 'sales@islandtech.example.com',
        SourceArn: {
          'Fn::Join': [
            '',
            Match.arrayWith([
              Match.stringLikeRegexp(':ses:us-east-1:111111111111:identity/$'),
              { 'Fn::ImportValue': exportName },
            ]),
          ],
        },
      },
    });
  });

  it('deploys the identity before the user pool that refers to it', () => {
    expect(prod.storefront.data.dependencies).toContain(prod.storefront.mail);
  });

  it("leaves dev's user pool on Cognito's own sender, so dev works without a verified domain", () => {
    const [pool] = Object.values(resourcesOfType(dev.templates.data, 'AWS::Cognito::UserPool'));
    expect(pool!.Properties.EmailConfiguration).toBeUndefined();
    expect(dev.storefront.data.dependencies).not.toContain(dev.storefront.mail);
    dev.templates.mail.resourceCountIs('AWS::SES::EmailIdentity', 1);
  });
});
