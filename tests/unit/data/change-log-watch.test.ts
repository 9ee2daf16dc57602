/**
 * Values kept until the catalogue's change log names them (`change-log-watch.ts`): a business
 * buyer's membership, company list and list header on the catalogue's pages. What the display shows
 * after a removal or a staff change depends on these rules, so each is held here without a table.
 */
import { describe, expect, it } from 'vitest';
import { KeptUntilChanged, tellChangesRead, tellLogRead } from '../../../functions/data/change-log-watch.js';

/** A read that counts its calls and answers `value` (changed by the test between calls). */
function countingRead(initial: string) {
  const read = { calls: 0, value: initial, fn: async () => ((read.calls += 1), read.value) };
  return read;
}

const options = { maxEntries: 3, maxAgeMs: 60_000 };

describe('a value kept until the change log names it', () => {
  it('is read once while the log is read, and again after an entry names it', async () => {
    const kept = new KeptUntilChanged<string>('membership', options);
    const read = countingRead('company-a');
    tellLogRead(Date.now());
    expect(await kept.get('User-1', read.fn)).toBe('company-a');
    read.value = 'company-b';
    expect(await kept.get('user-1', read.fn)).toBe('company-a');
    expect(read.calls).toBe(1);

    // Another user's entry, and another kind's entry for this id, leave it kept.
    tellChangesRead([
      { kind: 'membership', refId: 'user-2' },
      { kind: 'company', refId: 'user-1' },
    ]);
    expect(await kept.get('user-1', read.fn)).toBe('company-a');

    // The log names this user (in any case): the next call reads the table.
    tellChangesRead([{ kind: 'membership', refId: 'USER-1' }]);
    expect(await kept.get('user-1', read.fn)).toBe('company-b');
    expect(read.calls).toBe(2);
  });

  it('does not keep a read that an entry overtook, since it may predate the change', async () => {
    const kept = new KeptUntilChanged<string>('price-list', options);
    tellLogRead(Date.now());
    let value = 'version-1';
    const overtaken = kept.get('list-1', async () => {
      const read = value;
      // The log is read while this read is on its way: the change it names may be newer.
      tellChangesRead([{ kind: 'price-list', refId: 'list-1' }]);
      return read;
    });
    expect(await overtaken).toBe('version-1');
    value = 'version-2';
    expect(await kept.get('list-1', async () => value)).toBe('version-2');
  });

  it('trusts nothing kept when the log has not been read lately, or beyond its age', async () => {
    const kept = new KeptUntilChanged<string>('company', options);
    const read = countingRead('list-a');
    const start = Date.now();
    tellLogRead(start);
    await kept.get('company-1', read.fn, start);
    // Three seconds on with no read of the log (it failed, or this container does not serve the
    // catalogue): read again.
    expect(await kept.get('company-1', read.fn, start + 3_000)).toBe('list-a');
    expect(read.calls).toBe(2);

    // The log read again: kept, until the value (read at +3 s) is older than its age allows.
    tellLogRead(start + 62_000);
    await kept.get('company-1', read.fn, start + 62_000);
    expect(read.calls).toBe(2);
    tellLogRead(start + 63_500);
    await kept.get('company-1', read.fn, start + 63_500);
    expect(read.calls).toBe(3);
    expect(await kept.get('company-1', read.fn, start + 64_000)).toBe('list-a');
    expect(read.calls).toBe(3);
  });

  it("trusts a value every route keeps (a caller's standing) for a few seconds without the log", async () => {
    const kept = new KeptUntilChanged<string>('standing', { ...options, withoutLogMs: 5_000 });
    const read = countingRead('present');
    const start = Date.now() + 10 * 60_000;
    await kept.get('caller-1', read.fn, start);
    expect(await kept.get('caller-1', read.fn, start + 4_000)).toBe('present');
    expect(read.calls).toBe(1);
    // No read of the log for those five seconds: read again.
    await kept.get('caller-1', read.fn, start + 5_000);
    expect(read.calls).toBe(2);
    // With the log read, up to its age; an entry naming it is read at once.
    tellLogRead(start + 30_000);
    await kept.get('caller-1', read.fn, start + 30_000);
    expect(read.calls).toBe(2);
    tellChangesRead([{ kind: 'standing', refId: 'caller-1' }]);
    await kept.get('caller-1', read.fn, start + 30_100);
    expect(read.calls).toBe(3);
  });

  it('keeps at most its number of entries, the oldest going first', async () => {
    const kept = new KeptUntilChanged<string>('membership', options);
    const read = countingRead('x');
    tellLogRead(Date.now());
    for (const user of ['a', 'b', 'c', 'd']) await kept.get(user, read.fn);
    expect(read.calls).toBe(4);
    await kept.get('d', read.fn);
    expect(read.calls).toBe(4);
    await kept.get('a', read.fn);
    expect(read.calls).toBe(5);
  });
});
