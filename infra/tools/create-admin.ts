/**
 * `npm run create-admin -- <email>`: creates a staff account in the `admin` group, or promotes an
 * existing user, and prints a temporary password (the user picks a new one at the first sign-in on
 * /admin/login).
 *   npm run create-admin -- ops@example.com
 *       the local pool of `npm start` (which must be running; ports from the usual variables)
 *   npm run create-admin -- ops@example.com --user-pool-id us-east-1_AbC --region us-east-1 [--table-name T]
 *       a deployed pool, with the caller's AWS credentials; with --table-name the profile item for
 *       the admin user list is written too (the stack output TableName)
 */
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ListUserPoolsCommand,
  UserNotFoundException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { buildNewProfile, type Profile } from '../../functions/core/account/profile.js';
import type { Group } from '../../functions/core/auth/groups.js';
import { keys } from '../../functions/data/keys.js';
import { toProfileItem } from '../../functions/data/profiles.js';
import { LOCAL_RESOURCES, readPorts } from '../local/config.js';

const USAGE = `Usage: npm run create-admin -- <email> [--super-admin] [--user-pool-id ID --region REGION [--table-name TABLE]]`;
/** Staff get the shopper group too, as the sample admin does, so they can also shop. */
const STAFF_GROUPS: readonly Group[] = ['admin', 'customer'];
/** Only a super admin grants admin roles in the app, so the shop's first owner is made here. */
const OWNER_GROUPS: readonly Group[] = ['super_admin', ...STAFF_GROUPS];

/** A temporary password that meets the production policy: 16 characters of every class. */
export function generateTemporaryPassword(length = 16): string {
  const classes = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#$%&*+-=?@^_'];
  const all = classes.join('');
  const chars = classes.map((set) => set[randomInt(set.length)]!);
  while (chars.length < length) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

interface Target {
  cognito: CognitoIdentityProviderClient;
  documents: DynamoDBDocumentClient | undefined;
  userPoolId: string;
  tableName: string | undefined;
}

async function findLocalPool(cognito: CognitoIdentityProviderClient): Promise<string> {
  const { UserPools } = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const pool = UserPools?.find((p) => p.Name === LOCAL_RESOURCES.userPoolName);
  if (!pool?.Id) throw new Error('The local user pool does not exist yet: run `npm start` once first.');
  return pool.Id;
}

async function connect(values: {
  'user-pool-id'?: string;
  region?: string;
  'table-name'?: string;
}): Promise<Target> {
  if (values['user-pool-id']) {
    const region = values.region ?? values['user-pool-id'].split('_')[0];
    const cognito = new CognitoIdentityProviderClient({ region });
    const tableName = values['table-name'];
    const documents = tableName
      ? DynamoDBDocumentClient.from(new DynamoDBClient({ region }), {
          marshallOptions: { removeUndefinedValues: true },
        })
      : undefined;
    return { cognito, documents, userPoolId: values['user-pool-id'], tableName };
  }
  const ports = readPorts();
  const common = {
    region: LOCAL_RESOURCES.region,
    credentials: {
      accessKeyId: LOCAL_RESOURCES.accessKeyId,
      secretAccessKey: LOCAL_RESOURCES.secretAccessKey,
    },
  };
  const cognito = new CognitoIdentityProviderClient({
    ...common,
    endpoint: `http://127.0.0.1:${ports.cognito}`,
  });
  let userPoolId: string;
  try {
    userPoolId = await findLocalPool(cognito);
  } catch (error) {
    if ((error as Error).message.includes('npm start')) throw error;
    throw new Error(
      `cognito-local does not answer on port ${ports.cognito}: start the shop with \`npm start\` first.`,
      { cause: error },
    );
  }
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({ ...common, endpoint: `http://127.0.0.1:${ports.dynamodb}` }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return { cognito, documents, userPoolId, tableName: LOCAL_RESOURCES.tableName };
}

function readAttribute(attributes: AttributeType[] | undefined, name: string): string | undefined {
  return attributes?.find((a) => a.Name === name)?.Value;
}

/** Creates the user, or finds it; returns its attributes and the temporary password when created. */
async function createOrFind(target: Target, email: string) {
  try {
    const existing = await target.cognito.send(
      new AdminGetUserCommand({ UserPoolId: target.userPoolId, Username: email }),
    );
    return { attributes: existing.UserAttributes, temporaryPassword: undefined };
  } catch (error) {
    if (!(error instanceof UserNotFoundException) && (error as Error).name !== 'UserNotFoundException')
      throw error;
  }
  const temporaryPassword = generateTemporaryPassword();
  const created = await target.cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: target.userPoolId,
      Username: email,
      TemporaryPassword: temporaryPassword,
      // The operator hands the password over; Cognito's invitation e-mail would duplicate it.
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  return { attributes: created.User?.Attributes, temporaryPassword };
}

/** Writes the profile item, or adds the staff roles to an existing one. */
async function writeProfile(
  target: Target,
  userId: string,
  email: string,
  groups: readonly Group[],
): Promise<void> {
  if (!target.documents || !target.tableName) return;
  const { Item } = await target.documents.send(
    new GetCommand({ TableName: target.tableName, Key: keys.profile(userId) }),
  );
  const profile: Profile = Item
    ? ({
        ...(Item as Profile),
        roles: [...new Set([...((Item as Profile).roles ?? []), ...groups])],
      } as Profile)
    : buildNewProfile({
        userId,
        attributes: { email },
        roles: [...groups],
        now: new Date().toISOString(),
      });
  await target.documents.send(new PutCommand({ TableName: target.tableName, Item: toProfileItem(profile) }));
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'user-pool-id': { type: 'string' },
      region: { type: 'string' },
      'table-name': { type: 'string' },
      'super-admin': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const email = positionals[0]?.trim().toLowerCase();
  if (values.help || !email || !email.includes('@')) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const groups = values['super-admin'] ? OWNER_GROUPS : STAFF_GROUPS;
  const role = values['super-admin'] ? 'super admin' : 'admin';
  const target = await connect(values);
  try {
    const { attributes, temporaryPassword } = await createOrFind(target, email);
    const userId = readAttribute(attributes, 'sub');
    if (!userId) throw new Error(`The user pool returned no sub for ${email}.`);
    for (const group of groups) {
      await target.cognito.send(
        new AdminAddUserToGroupCommand({ UserPoolId: target.userPoolId, Username: email, GroupName: group }),
      );
    }
    await writeProfile(target, userId, email, groups);
    console.log(
      temporaryPassword
        ? `Created ${role} ${email} in ${target.userPoolId}.\nTemporary password: ${temporaryPassword}\nSign in at /admin/login; you will choose a new password.`
        : `Promoted ${email} to ${role} in ${target.userPoolId}; the password is unchanged.`,
    );
  } finally {
    target.cognito.destroy();
    target.documents?.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`create-admin failed: ${(error as Error).message}`);
  process.exit(1);
});
