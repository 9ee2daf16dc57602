/**
 * Sends e-mail through Amazon SES v2: in AWS the stage's verified identity, locally aws-ses-v2-local
 * (the client finds it through `AWS_ENDPOINT_URL_SESV2`). The client is created once per container.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ENV, requireEnv } from '../shared/env.js';
import { traceAwsClient } from '../shared/powertools.js';

const ses = traceAwsClient(new SESv2Client({}));

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends one message from the stage's sender address; returns SES's message id. */
export async function sendMail(mail: OutgoingMail): Promise<string> {
  const result = await ses.send(
    new SendEmailCommand({
      FromEmailAddress: requireEnv(ENV.mailFrom),
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: mail.html, Charset: 'UTF-8' },
            Text: { Data: mail.text, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
  return result.MessageId ?? '';
}
