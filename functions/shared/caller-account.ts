/** What the account handlers read from the caller's verified ID token. */
import { buildNewProfile, type Profile } from '../core/account/profile.js';
import { parseGroupsClaim, GROUPS, type Group } from '../core/auth/groups.js';
import type { Caller } from './http-handler.js';
import { UnauthorizedError } from './http-errors.js';

/** The caller of a customer route: the authorizer guarantees one; this narrows the type. */
export function requireCaller(caller: Caller | undefined): Caller {
  if (!caller) throw new UnauthorizedError();
  return caller;
}

/** The Cognito user name for Admin* calls (a UUID in an e-mail pool); the `sub` when absent. */
export function getUsername(caller: Caller): string {
  const username = caller.claims['cognito:username'];
  return typeof username === 'string' && username !== '' ? username : caller.userId;
}

/** A profile built from the token, for a user whose profile item does not exist yet. */
export function buildProfileFromClaims(caller: Caller): Profile {
  const text = (name: string) =>
    typeof caller.claims[name] === 'string' ? String(caller.claims[name]) : undefined;
  const roles = parseGroupsClaim(caller.claims['cognito:groups']).filter((g): g is Group =>
    (GROUPS as readonly string[]).includes(g),
  );
  return buildNewProfile({
    userId: caller.userId,
    attributes: {
      email: caller.email,
      given_name: text('given_name'),
      family_name: text('family_name'),
      phone_number: text('phone_number'),
    },
    roles,
    now: new Date().toISOString(),
  });
}
