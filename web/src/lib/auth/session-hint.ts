/**
 * Whether a session is stored in this browser, read synchronously from Amplify v6's storage keys
 * (`CognitoIdentityServiceProvider.<clientId>.LastAuthUser`) without loading Amplify, so the header
 * shows Sign In or My Account on first paint.
 */
const KEY_PREFIX = 'CognitoIdentityServiceProvider.';
const KEY_SUFFIX = '.LastAuthUser';

/** True when some app client of this origin has a last signed-in user stored. */
export function hasStoredSession(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'> | undefined = getStorage(),
): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(KEY_PREFIX) && key.endsWith(KEY_SUFFIX) && storage.getItem(key)) return true;
  }
  return false;
}

function getStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); then nobody is signed in as far as we can tell.
    return undefined;
  }
}
