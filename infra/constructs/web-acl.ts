/**
 * A WAF web ACL of the shop: AWS's managed common and known-bad-inputs rules, a rate limit per client
 * IP on every request, a tighter one on the requests a script would hammer (placing and tracking
 * orders, or signing in), and on the distribution one of its own on the card gateway's responses. Scope CLOUDFRONT for the distribution (created in us-east-1), REGIONAL for
 * the user pool, whose sign-in calls the browser makes to Cognito directly.
 */
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { WafConfig } from '../config.js';
import { CARD_RESPONSE_PATH } from './security-headers.js';

/** The routes whose POSTs the tight rate rule counts (order placement and tracking). */
export const SENSITIVE_POST_PATHS = ['/api/orders', '/api/me/orders', '/api/orders/track'] as const;

/**
 * The user pool calls that are steps of signing in, up or back in (Cognito names the call in the
 * `x-amz-target` header). The tight limit counts these alone, so the other calls of signed-in
 * shoppers (reading and changing their attributes, signing out), many of whom share a mobile
 * carrier's address, count only against the general limit. A token refresh is an InitiateAuth too
 * and counts: about one an hour per shopper.
 */
export const SIGN_IN_TARGETS = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
] as const;

/** WAF's shortest rate window: limits are requests per client IP in five minutes. */
const RATE_WINDOW_SECONDS = 300;

export interface WebAclProps {
  scope: 'CLOUDFRONT' | 'REGIONAL';
  /** Names the ACL and its metrics. */
  name: string;
  limits: WafConfig;
  /**
   * What counts against the tight limit: `sign-in`, the user pool's SIGN_IN_TARGETS calls; `orders`,
   * the POSTs of SENSITIVE_POST_PATHS.
   */
  sensitive: 'sign-in' | 'orders';
}

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

function managedRule(name: string, countOnly: string[] = []): Omit<wafv2.CfnWebACL.RuleProperty, 'priority'> {
  return {
    name,
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

/** A request part equal to `value`, byte for byte. */
function exactly(
  fieldToMatch: wafv2.CfnWebACL.FieldToMatchProperty,
  value: string,
): wafv2.CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch,
      positionalConstraint: 'EXACTLY',
      searchString: value,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

function ordersScopeDown(): wafv2.CfnWebACL.StatementProperty {
  return {
    andStatement: {
      statements: [
        exactly({ method: {} }, 'POST'),
        { orStatement: { statements: SENSITIVE_POST_PATHS.map((path) => exactly({ uriPath: {} }, path)) } },
      ],
    },
  };
}

/** Each post to the MerchantResponseUrl makes the shop call the gateway: a rate rule of its own. */
function cardResponseScopeDown(): wafv2.CfnWebACL.StatementProperty {
  return {
    andStatement: {
      statements: [exactly({ method: {} }, 'POST'), exactly({ uriPath: {} }, CARD_RESPONSE_PATH)],
    },
  };
}

function signInScopeDown(): wafv2.CfnWebACL.StatementProperty {
  return {
    orStatement: {
      statements: SIGN_IN_TARGETS.map((operation) =>
        exactly({ singleHeader: { Name: 'x-amz-target' } }, `AWSCognitoIdentityProviderService.${operation}`),
      ),
    },
  };
}

export class WebAcl extends Construct {
  readonly acl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    const rateRule = (
      name: string,
      limit: number,
      scopeDownStatement?: wafv2.CfnWebACL.StatementProperty,
    ): Omit<wafv2.CfnWebACL.RuleProperty, 'priority'> => ({
      name,
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
      // Evaluated in this order (priority = position).
      rules: [
        // Rate rules first: a flood is blocked before the managed rules spend capacity on it.
        rateRule(
          'SensitiveRequestsPerIp',
          props.limits.sensitiveRequestsPerIp,
          props.sensitive === 'orders' ? ordersScopeDown() : signInScopeDown(),
        ),
        // The shop's own API only: the user pool's ACL has no card route.
        ...(props.sensitive === 'orders'
          ? [rateRule('CardResponsesPerIp', props.limits.cardResponsesPerIp, cardResponseScopeDown())]
          : []),
        rateRule('RequestsPerIp', props.limits.requestsPerIp),
        // The body-size rule stops at 8 KB; admin CSV imports and product forms are larger, and
        // Lambda's own payload limit bounds every body anyway.
        managedRule('AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY']),
        managedRule('AWSManagedRulesKnownBadInputsRuleSet'),
      ].map((rule, priority) => ({ ...rule, priority })),
    });
  }
}
