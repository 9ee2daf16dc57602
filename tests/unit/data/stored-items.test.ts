/**
 * Stored items are read through their declared type (functions/data/stored-items.ts): the entity is
 * checked, the storage attributes stripped, and lint refuses the unchecked `as unknown as` in
 * functions/data (probed here like the floors' fences).
 */
import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/data/keys.js';
import { readStored } from '../../../functions/data/stored-items.js';
import { lintProbe } from '../../helpers/lint-probe.js';

describe('readStored', () => {
  const profileItem = {
    ...keys.profile('sub-1'),
    ...keys.profileList('2026-01-01T00:00:00.000Z', 'sub-1'),
    entity: 'profile',
    user_id: 'sub-1',
    email: 'ann@example.com',
  };

  it('gives the item its declared shape without keys, index keys and entity', () => {
    expect(readStored('profile', profileItem)).toEqual({ user_id: 'sub-1', email: 'ann@example.com' });
  });

  it('leaves out the storage-only attributes it is told to', () => {
    const order = {
      ...keys.order('SHG-1'),
      entity: 'order',
      order_number: 'SHG-1',
      search_text: 'shg-1 ann',
    };
    expect(readStored('order', order, ['search_text'])).toEqual({ order_number: 'SHG-1' });
  });

  it('refuses an item of another entity instead of passing it on as the one asked for', () => {
    const membership = { ...keys.companyMembership('sub-1'), entity: 'company-membership', user_id: 'sub-1' };
    expect(() => readStored('profile', membership)).toThrow(
      'Expected a stored profile, found company-membership',
    );
    const { entity: _entity, ...unmarked } = profileItem;
    expect(() => readStored('profile', unmarked)).toThrow('Expected a stored profile, found undefined');
  });

  it('names only declared entities (the type check refuses a typo)', () => {
    // @ts-expect-error: 'profiel' is no declared entity; without the error this line fails `tsc -b`.
    expect(() => readStored('profiel', profileItem)).toThrow();
  });
});

// The first lint loads the configuration and its plugins (a few seconds on a busy machine).
const LINT_TIMEOUT_MS = 60_000;

describe('the unchecked double cast', () => {
  const eslint = lintProbe(['no-restricted-syntax']);
  const source =
    'const raw: Record<string, unknown> = {};\nexport const probe = raw as unknown as { id: string };\n';
  const restricted = async (filePath: string) => {
    const [result] = await eslint.lintText(source, { filePath });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message);
  };

  it(
    'is refused in functions/data, and the zod import rule still holds there',
    async () => {
      expect((await restricted('functions/data/orders.ts')).join('\n')).toContain(
        'functions/data gives no value a type through `as unknown as`',
      );
      const [zodImport] = await eslint.lintText("import { z } from 'zod';\nexport const probe = z;\n", {
        filePath: 'functions/data/orders.ts',
      });
      expect(zodImport?.messages.map((message) => message.message).join('\n')).toContain(
        'Import zod as a namespace',
      );
    },
    LINT_TIMEOUT_MS,
  );
});
