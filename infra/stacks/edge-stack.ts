/**
 * The distribution's WAF web ACL. CloudFront only accepts web ACLs of scope CLOUDFRONT, which AWS
 * keeps in us-east-1, so they get a stack of their own pinned to that region; the web stack refers to
 * the ACL's ARN (a plain cross-stack reference when the stage itself is in us-east-1, as production
 * is, else a CDK cross-region reference).
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { WafConfig } from '../config.js';
import { WebAcl } from '../constructs/web-acl.js';

/** CloudFront's web ACLs, certificates and metrics live in this region only. */
export const CLOUDFRONT_REGION = 'us-east-1';

export interface EdgeStackProps extends StackProps {
  stackPrefix: string;
  waf: WafConfig;
}

export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const webAcl = new WebAcl(this, 'Distribution', {
      scope: 'CLOUDFRONT',
      name: `${props.stackPrefix}-distribution`,
      limits: props.waf,
      sensitive: 'orders',
    });
    this.webAclArn = webAcl.acl.attrArn;
  }
}
