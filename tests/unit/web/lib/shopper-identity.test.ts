import { afterEach, describe, expect, it, vi } from 'vitest';

const STORED_SESSION = { 'CognitoIdentityServiceProvider.client-1.LastAuthUser': 'user-1' };

function fakeStorage(entries: Record<string, string>): Storage {
  const items = new Map(Object.entries(entries));
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * Fresh copies of the session store and the shopper's calls that read it, as a page that loads with
 * this browser storage sees them.
 */
async function loadWith(entries: Record<string, string>) {
  vi.stubGlobal('localStorage', fakeStorage(entries));
  vi.resetModules();
  return {
    ...(await import('../../../../web/src/lib/shopper-identity')),
    ...(await import('../../../../web/src/lib/auth/auth-status')),
  };
}

describe('shopper identity', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('acts as a guest at once when no session is stored', async () => {
    const identity = await loadWith({});

    const request = await identity.getShopperRequest();

    expect(identity.isIdentityKnown()).toBe(true);
    expect(request.prefix).toBe('');
    expect(request.headers['x-guest-session-id']).toMatch(/^guest_/);
  });

  it('holds shopper calls while a stored session is restored, then acts for the customer', async () => {
    const identity = await loadWith(STORED_SESSION);
    let answered = false;
    const pending = identity.getShopperRequest().then((request) => {
      answered = true;
      return request;
    });
    await Promise.resolve();
    expect(answered).toBe(false);

    identity.setIdTokenProvider(async () => 'id-token');

    await expect(pending).resolves.toEqual({ prefix: '/me', headers: { authorization: 'Bearer id-token' } });
  });

  it('tells listeners the first answer even when it is "signed out"', async () => {
    const identity = await loadWith(STORED_SESSION);
    const listener = vi.fn();
    identity.subscribeToAuth(listener);

    identity.setIdTokenProvider(undefined);
    identity.setIdTokenProvider(undefined);

    expect(listener).toHaveBeenCalledOnce();
    expect(identity.isIdentityKnown()).toBe(true);
    expect((await identity.getShopperRequest()).prefix).toBe('');
  });

  it('ignores the same provider handed over again', async () => {
    const identity = await loadWith({});
    const listener = vi.fn();
    identity.subscribeToAuth(listener);
    const provider = async () => 'id-token';

    identity.setIdTokenProvider(provider);
    identity.setIdTokenProvider(provider);

    expect(listener).toHaveBeenCalledOnce();
    expect(identity.isSignedIn()).toBe(true);
  });

  it('runs the identity steps (the cart) before any listener hears of a new shopper', async () => {
    const identity = await loadWith(STORED_SESSION);
    const heard: string[] = [];
    identity.subscribeToAuth(() => heard.push(`listener saw ${identity.getIdentityGeneration()}`));
    identity.addIdentityStep(() => heard.push(`step saw ${identity.getIdentityGeneration()}`));

    expect(identity.getIdentityGeneration()).toBeNull();
    identity.setIdTokenProvider(async () => 'id-token');

    expect(heard).toEqual(['step saw 1', 'listener saw 1']);
  });

  it('keeps one generation: a status or user change alone does not count it up', async () => {
    const identity = await loadWith({});
    const step = vi.fn();
    identity.addIdentityStep(step);

    identity.setIdTokenProvider(async () => 'id-token');
    identity.setAuthState({ status: 'signedIn', storedSession: true });

    expect(identity.getIdentityGeneration()).toBe(1);
    expect(identity.getAuthState().status).toBe('signedIn');
    expect(step).toHaveBeenCalledOnce();
  });
});
