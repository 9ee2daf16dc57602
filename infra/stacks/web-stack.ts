/**
 * The web front: the SPA bucket and the CloudFront distribution that also fronts the API and the
 * product images, plus `/config.json` written from the other stacks' outputs at deploy time.
 */
import { Annotations, Aws, CfnOutput, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config.js';
import { ApiAlarms } from '../constructs/api-alarms.js';
import { SpaDistribution } from '../constructs/spa-distribution.js';

export interface WebStackProps extends StackProps {
  config: StageConfig;
  httpApi: apigw.IHttpApi;
  /** Name of the images bucket (data stack); imported so the data stack never depends on this one. */
  imagesBucketName: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Folder with the built SPA; `app.ts` substitutes a placeholder when `web/dist` is missing. */
  webAssetPath: string;
  /** The origin-verify header's value (API stack), which CloudFront sends to the API. */
  originVerifySecret: string;
  /** The distribution's web ACL (edge stack, us-east-1); unset in stages without WAF. */
  webAclArn?: string;
  /** The stage's alarm topic (data stack); set in stages with alarms. */
  alarmTopic?: sns.ITopic;
}

/** What the SPA reads from `/config.json` (see web/src/config). */
export interface RuntimeConfig {
  apiBase: string;
  userPoolId: string;
  userPoolClientId: string;
  region: string;
}

export class WebStack extends Stack {
  readonly distribution: SpaDistribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    const imagesBucket = s3.Bucket.fromBucketName(this, 'ImagesBucket', props.imagesBucketName);
    // The data stack's bucket policy already grants this account's distributions read access.
    Annotations.of(this).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'The images bucket policy in the data stack grants CloudFront read access to products/*.',
    );

    const runtimeConfig: RuntimeConfig = {
      apiBase: '/api',
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
      region: this.region,
    };

    this.distribution = new SpaDistribution(this, 'Spa', {
      webAssetPath: props.webAssetPath,
      runtimeConfig: { ...runtimeConfig },
      // apiEndpoint is https://<id>.execute-api.<region>.amazonaws.com; CloudFront wants the host only.
      apiDomainName: Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint)),
      imagesBucket,
      connectSources: [
        // Amplify signs in against the user pool's endpoint.
        `https://cognito-idp.${Aws.REGION}.${Aws.URL_SUFFIX}`,
        // Admin image uploads POST straight to the bucket.
        `https://${imagesBucket.bucketRegionalDomainName}`,
      ],
      paymentGateway: config.cardGateway.baseUrl,
      removalPolicy: config.statefulRemovalPolicy,
      accessLogExpiration: config.accessLogExpiration,
      logRetention: config.logRetention,
      domain: config.domain,
      webAclArn: props.webAclArn,
      originVerifySecret: props.originVerifySecret,
    });
    if (props.alarmTopic) {
      new ApiAlarms(this, 'Alarms', { topic: props.alarmTopic }).watchDistribution(
        'Distribution',
        this.distribution.distribution,
        this,
      );
    }

    const domainName = config.domain?.domainName ?? this.distribution.distribution.distributionDomainName;
    new CfnOutput(this, 'ShopUrl', { value: `https://${domainName}` });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.distribution.distribution.distributionDomainName,
    });
    new CfnOutput(this, 'SiteBucketName', { value: this.distribution.siteBucket.bucketName });
  }
}
