/**
 * The stage's alarm topic: every alarm of the stage notifies it, and it mails whoever
 * `infra/config.ts` names (they confirm the subscription from the first mail AWS sends).
 */
import { Validations } from 'aws-cdk-lib';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmTopicProps {
  stageName: string;
  email?: string;
}

export class AlarmTopic extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', {
      displayName: `Storefront ${props.stageName} alarms`,
      enforceSSL: true,
    });
    if (props.email) this.topic.addSubscription(new subscriptions.EmailSubscription(props.email));
    Validations.of(this.topic).acknowledge(
      {
        id: 'AwsSolutions-SNS2',
        reason:
          'Alarm notifications carry alarm names and states only, no customer data; CloudWatch can publish to an encrypted topic only with a customer managed KMS key, a monthly cost this topic does not justify.',
      },
      {
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'The only subscription is an e-mail address, which SNS retries itself; an alarm also stays visible in the console and on the dashboard when a mail is lost.',
      },
    );
  }
}
