import { describe, expect, it, vi } from 'vitest';
import { createIdentityPublisher } from '../../../../../web/src/lib/auth/identity-publisher';
import type { IdTokenProvider } from '../../../../../web/src/lib/auth/auth-status';

function arrange() {
  const published: (IdTokenProvider | undefined)[] = [];
  const getIdToken = vi.fn(async () => 'token-1');
  const publish = createIdentityPublisher((provider) => published.push(provider), getIdToken);
  return { published, getIdToken, publish };
}

describe('identity publisher', () => {
  it('hands over a provider that reads the current ID token', async () => {
    const { published, getIdToken, publish } = arrange();

    publish('user-1');

    expect(published).toHaveLength(1);
    await expect(published[0]?.()).resolves.toBe('token-1');
    expect(getIdToken).toHaveBeenCalledOnce();
  });

  it('keeps the same provider for the same user (a token refresh changes nothing)', () => {
    const { published, publish } = arrange();

    publish('user-1');
    publish('user-1');

    expect(published[1]).toBe(published[0]);
  });

  it('hands over a new provider for another user and none at sign-out', () => {
    const { published, publish } = arrange();

    publish('user-1');
    publish('user-2');
    publish(undefined);
    publish('user-1');

    expect(published[1]).not.toBe(published[0]);
    expect(published[2]).toBeUndefined();
    expect(published[3]).toBeDefined();
    expect(published[3]).not.toBe(published[0]);
  });
});
