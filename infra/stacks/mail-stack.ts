/**
 * The stage's SES sending identity, in a stack of its own so it can be deployed (and verified) before
 * anything uses it: Cognito refuses to send through an identity SES has not verified yet, and Easy
 * DKIM's records only exist once the identity does. Deploy this stack first, publish its DKIM
 * records, then deploy the rest (README, "Production set-up (SES)").
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config.js';

export interface MailStackProps extends StackProps {
  config: StageConfig;
}

export class MailStack extends Stack {
  /** The domain identity of `config.mail.domain` (Easy DKIM). */
  readonly identity: ses.EmailIdentity;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    const { config } = props;
    super(scope, id, { ...props, terminationProtection: config.terminationProtection });

    this.identity = new ses.EmailIdentity(this, 'MailIdentity', {
      identity: ses.Identity.domain(config.mail.domain),
    });
    // A new identity gets new DKIM tokens: the DNS records would have to be published again.
    this.identity.applyRemovalPolicy(config.statefulRemovalPolicy);
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `MailDkimRecord${index + 1}`, {
        description: 'Publish as a CNAME record in the DNS of the mail domain.',
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }
}
