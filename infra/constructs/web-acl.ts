/**
 * A WAF web ACL of the shop: AWS's managed common and known-bad-inputs rules, a rate limit per client
 * IP on every request, and a tighter one on the requests a script would hammer (placing and tracking
 * orders). Scope CLOUDFRONT for the distribution (created in us-east-1), REGIONAL for the user pool,
 * whose sign-in calls the browser makes to Cognito directly.
 */
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { WafConfig } from '../config.js';

/** The routes whose POSTs the tight rate rule counts (order placement and tracking). */
export const SENSITIVE_POST_PATHS = ['/api/orders', '/api/me/orders', '/api/orders/track'] as const;

/** WAF's shortest rate window: limits are requests per client IP in five minutes. */
const RATE_WINDOW_SECONDS = 300;

export interface WebAclProps {
  scope: 'CLOUDFRONT' | 'REGIONAL';
  /** Names the ACL and its metrics. */
  name: string;
  limits: WafConfig;
  /**
   * `all`: every request of the protected resource counts against the tight limit (the user pool,
   * where every call is a sign-in step). `orders`: only the POSTs of SENSITIVE_POST_PATHS do.
   */
  sensitive: 'all' | 'orders';
}

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

function managedRule(name: string, priority: number, countOnly: string[] = []): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
      },
    },
    visibilityConfig: visibility(name),
  };
}

function ordersScopeDown(): wafv2.CfnWebACL.StatementProperty {
  const pathIs = (path: string): wafv2.CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'EXACTLY',
      searchString: path,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  });
  return {
    andStatement: {
      statements: [
        {
          byteMatchStatement: {
            fieldToMatch: { method: {} },
            positionalConstraint: 'EXACTLY',
            searchString: 'POST',
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
        { orStatement: { statements: SENSITIVE_POST_PATHS.map(pathIs) } },
      ],
    },
  };
}

export class WebAcl extends Construct {
  readonly acl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const rateRule = (
      name: string,
      priority: number,
      limit: number,
      scopeDownStatement?: wafv2.CfnWebACL.StatementProperty,
    ): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          limit,
          aggregateKeyType: 'IP',
          evaluationWindowSec: RATE_WINDOW_SECONDS,
          scopeDownStatement,
        },
      },
      visibilityConfig: visibility(`${props.name}-${name}`),
    });

    this.acl = new wafv2.CfnWebACL(this, 'Acl', {
      name: props.name,
      scope: props.scope,
      defaultAction: { allow: {} },
      visibilityConfig: visibility(props.name),
      rules: [
        // Rate rules first: a flood is blocked before the managed rules spend capacity on it.
        rateRule(
          'SensitiveRequestsPerIp',
          0,
          props.limits.sensitiveRequestsPerIp,
          props.sensitive === 'orders' ? ordersScopeDown() : undefined,
        ),
        rateRule('RequestsPerIp', 1, props.limits.requestsPerIp),
        // The body-size rule stops at 8 KB; admin CSV imports and product forms are larger, and
        // Lambda's own payload limit bounds every body anyway.
        managedRule('AWSManagedRulesCommonRuleSet', 2, ['SizeRestrictions_BODY']),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet', 3),
      ],
    });
  }
}
