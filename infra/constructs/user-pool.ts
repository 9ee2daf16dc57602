/**
 * The Cognito user pool of the shop: e-mail sign-in, self sign-up, the shop's four groups and
 * the app client the SPA signs in with (Amplify: SRP; plain password only where the stage allows it).
 */
import { Duration, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { GROUPS, type Group } from '../../functions/core/auth/groups.js';

export interface StorefrontUserPoolProps {
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
  /** Plus feature plan with threat protection enforced; billed per monthly active user. */
  threatProtection: boolean;
  /** Lambda triggers (post-confirmation, post-authentication, custom message): see `AuthTriggers`. */
  triggers?: cognito.UserPoolTriggers;
  /** How Cognito sends e-mail; defaults to Cognito's own sender (low daily quota, fine for dev). */
  email?: cognito.UserPoolEmail;
  /** Accept USER_PASSWORD_AUTH beside SRP (the stage's `passwordSignIn`). */
  passwordSignIn: boolean;
}

/** Human-readable purpose of each group, shown in the Cognito console. */
const GROUP_DESCRIPTIONS: Record<Group, string> = {
  customer: 'Shoppers: carts, checkout, orders and their own profile.',
  moderator: 'Staff who curate the catalogue.',
  accountant: 'Read-only: reports, orders and invoices.',
  admin: 'Staff who run the shop: catalogue, orders, users and the scraper.',
  super_admin: 'Owners: everything admins do, plus managing admins.',
};

export class StorefrontUserPool extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;
  /** Groups by name; L1 constructs because the L2 `UserPoolGroup` adds nothing we need here. */
  readonly groups: Record<Group, cognito.CfnUserPoolGroup>;

  constructor(scope: Construct, id: string, props: StorefrontUserPoolProps) {
    super(scope, id);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A pending e-mail change must not lock the user out of the address they can still read.
      keepOriginal: { email: true },
      selfSignUpEnabled: true,
      // Standard attributes cannot be changed after creation: optional and mutable keeps options open.
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      // The shop's minimum is 6; production asks for 8 and all character classes (cdk-nag COG1).
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: props.threatProtection ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.ESSENTIALS,
      standardThreatProtectionMode: props.threatProtection
        ? cognito.StandardThreatProtectionMode.FULL_FUNCTION
        : undefined,
      lambdaTriggers: props.triggers,
      email: props.email,
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });

    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'storefront-web',
      // A browser cannot keep a secret.
      generateSecret: false,
      // CDK adds ALLOW_REFRESH_TOKEN_AUTH whenever any flow is enabled.
      authFlows: { userSrp: true, userPassword: props.passwordSignIn },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    // Lower precedence wins when a user is in several groups: the most privileged group first.
    this.groups = Object.fromEntries(
      GROUPS.map((group, index) => [
        group,
        new cognito.CfnUserPoolGroup(this, `Group-${group}`, {
          userPoolId: this.userPool.userPoolId,
          groupName: group,
          description: GROUP_DESCRIPTIONS[group],
          precedence: GROUPS.length - 1 - index,
        }),
      ]),
    ) as Record<Group, cognito.CfnUserPoolGroup>;

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'Shoppers sign in with e-mail and password; requiring MFA would block checkout. MFA is optional (TOTP) for staff who enable it.',
    });
    if (!props.threatProtection) {
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG8',
        reason:
          'This stage runs on the Essentials plan to avoid per-user Plus charges; production enables Plus with threat protection.',
      });
    }
  }
}
