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

/** A fresh copy of the module, as a page that loads with this browser storage sees it. */
async function loadWith(entries: Record<string, string>) {
  vi.stubGlobal('localStorage', fakeStorage(entries));
  vi.resetModules();
  return import('../../../../web/src/lib/shopper-identity');
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
    identity.subscribeToIdentity(listener);

    identity.setIdTokenProvider(undefined);
    identity.setIdTokenProvider(undefined);

    expect(listener).toHaveBeenCalledOnce();
    expect(identity.isIdentityKnown()).toBe(true);
    expect((await identity.getShopperRequest()).prefix).toBe('');
  });

  it('ignores the same provider handed over again', async () => {
    const identity = await loadWith({});
    const listener = vi.fn();
    identity.subscribeToIdentity(listener);
    const provider = async () => 'id-token';

    identity.setIdTokenProvider(provider);
    identity.setIdTokenProvider(provider);

    expect(listener).toHaveBeenCalledOnce();
    expect(identity.isSignedIn()).toBe(true);
  });
});
