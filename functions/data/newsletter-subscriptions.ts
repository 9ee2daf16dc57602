/**
 * Newsletter subscriptions (`newsletter#<email>` / `subscription`) and their link tokens
 * (`newsletter-token#<token>` / `token`, naming the address). Every change is conditional on the
 * state it was decided from, so a sign-up racing a confirmation or an unsubscribe cannot undo it.
 */
import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { planSignup, type NewsletterSubscription } from '../core/inbox/newsletter.js';
import { documentClient, getTableName } from './dynamo-client.js';
import { keys } from './keys.js';
import { readStored } from './stored-items.js';

/** What a sign-up did: the caller answers the same in every case. */
export type SignupOutcome = 'created' | 'resent' | 'unchanged';

async function getSubscription(email: string): Promise<NewsletterSubscription | undefined> {
  const result = await documentClient.send(
    new GetCommand({
      TableName: getTableName(),
      Key: keys.newsletterSubscription(email),
      ConsistentRead: true,
    }),
  );
  return result.Item ? readStored('newsletter-subscription', result.Item) : undefined;
}

const isCancelled = (error: unknown) =>
  error instanceof ConditionalCheckFailedException ||
  (error as { name?: string }).name === 'TransactionCanceledException';

/**
 * Records a sign-up: a new (or unsubscribed) address becomes pending with a new token; a pending
 * one is asked to confirm again; a confirmed one is left as it is. `confirmation_requested_at`
 * changes whenever a confirmation mail is due (the stream consumer sends it).
 */
export async function signUpForNewsletter(email: string, now = new Date()): Promise<SignupOutcome> {
  const address = email.toLowerCase();
  const existing = await getSubscription(address);
  const plan = planSignup(existing);
  const at = now.toISOString();
  try {
    if (plan === 'none') return 'unchanged';
    if (plan === 'resend' && existing) {
      await documentClient.send(
        new UpdateCommand({
          TableName: getTableName(),
          Key: keys.newsletterSubscription(address),
          UpdateExpression: 'SET confirmation_requested_at = :at, updated_at = :at',
          ConditionExpression: '#status = :pending AND #token = :token',
          ExpressionAttributeNames: { '#status': 'status', '#token': 'token' },
          ExpressionAttributeValues: { ':at': at, ':pending': 'pending', ':token': existing.token },
        }),
      );
      return 'resent';
    }
    const token = randomBytes(24).toString('base64url');
    const subscription: NewsletterSubscription & { confirmation_requested_at: string } = {
      email: address,
      status: 'pending',
      token,
      created_at: existing?.created_at ?? at,
      updated_at: at,
      confirmed_at: null,
      confirmation_requested_at: at,
    };
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: getTableName(),
              Item: {
                ...keys.newsletterSubscription(address),
                entity: 'newsletter-subscription',
                ...subscription,
              },
              ...(existing
                ? {
                    ConditionExpression: '#status = :unsubscribed AND #token = :previous',
                    ExpressionAttributeNames: { '#status': 'status', '#token': 'token' },
                    ExpressionAttributeValues: {
                      ':unsubscribed': 'unsubscribed',
                      ':previous': existing.token,
                    },
                  }
                : { ConditionExpression: 'attribute_not_exists(pk)' }),
            },
          },
          {
            Put: {
              TableName: getTableName(),
              Item: { ...keys.newsletterToken(token), entity: 'newsletter-token', email: address },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return 'created';
  } catch (error) {
    // Another request changed the subscription meanwhile: its outcome stands.
    if (isCancelled(error)) return 'unchanged';
    throw error;
  }
}

/** The subscription a link's token belongs to, if the token is still its current one. */
async function findByToken(token: string): Promise<NewsletterSubscription | undefined> {
  const link = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.newsletterToken(token), ConsistentRead: true }),
  );
  const email = link.Item?.email;
  if (typeof email !== 'string') return undefined;
  const subscription = await getSubscription(email);
  return subscription?.token === token ? subscription : undefined;
}

async function setStatus(
  subscription: NewsletterSubscription,
  status: 'confirmed' | 'unsubscribed',
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: getTableName(),
        Key: keys.newsletterSubscription(subscription.email),
        UpdateExpression:
          status === 'confirmed'
            ? 'SET #status = :status, updated_at = :at, confirmed_at = :at'
            : 'SET #status = :status, updated_at = :at',
        ConditionExpression: '#token = :token AND #status = :current',
        ExpressionAttributeNames: { '#status': 'status', '#token': 'token' },
        ExpressionAttributeValues: {
          ':status': status,
          ':at': at,
          ':token': subscription.token,
          ':current': subscription.status,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Confirms the pending subscription of a token; false when the link is unknown or outdated. */
export async function confirmSubscription(token: string, now = new Date()): Promise<boolean> {
  const subscription = await findByToken(token);
  if (!subscription || subscription.status === 'unsubscribed') return false;
  if (subscription.status === 'confirmed') return true;
  return (
    (await setStatus(subscription, 'confirmed', now)) || (await findByToken(token))?.status === 'confirmed'
  );
}

/** Ends the subscription of a token (again: harmless); false when the link is unknown or outdated. */
export async function unsubscribe(token: string, now = new Date()): Promise<boolean> {
  const subscription = await findByToken(token);
  if (!subscription) return false;
  if (subscription.status === 'unsubscribed') return true;
  return (
    (await setStatus(subscription, 'unsubscribed', now)) ||
    (await findByToken(token))?.status === 'unsubscribed'
  );
}
