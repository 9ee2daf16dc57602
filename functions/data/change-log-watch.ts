/**
 * What this container learns from the catalogue's change log beyond its cards. The warm catalogue
 * (`catalogue-cache.ts`) reads the log at most once per `CATALOGUE_FRESHNESS.checkIntervalMs` and
 * tells this module each entry it reads and when it read the log; a value kept here (a buyer's
 * membership, a company's price list, a list's header) is then answered from memory until an entry
 * names its subject, so it is as fresh as the cards on the same page. Where the log is not being read
 * (a container that does not serve the catalogue, or whose last read failed), nothing kept is
 * trusted and every call reads the table. No catalogue code here: the routes that keep values do not
 * bundle it through this module.
 */
import { CATALOGUE_FRESHNESS } from '../core/catalogue/catalogue-freshness.js';
import type { CatalogueChangeKind } from './catalogue-change-entry.js';

/** A kept value is trusted only while the log was read within this long. */
const LOG_READ_WITHIN_MS = 2 * CATALOGUE_FRESHNESS.checkIntervalMs;

/**
 * The longest a value is kept even with no entry naming it: bounds what a write that bypassed the
 * log (a restore, a fix by hand) can cost the display.
 */
export const KEPT_DISPLAY_MAX_AGE_MS = 60_000;

const forgetters = new Map<CatalogueChangeKind, ((refId: string) => void)[]>();
let logReadAt = 0;

/** Called by the warm catalogue with every new entry it read, before it applies them. */
export function tellChangesRead(changes: readonly { kind: CatalogueChangeKind; refId: string }[]): void {
  for (const change of changes) for (const forget of forgetters.get(change.kind) ?? []) forget(change.refId);
}

/** Called by the warm catalogue once it has applied the log as it stood at `startedAt`. */
export function tellLogRead(startedAt: number): void {
  logReadAt = Math.max(logReadAt, startedAt);
}

/**
 * Values read from the table and kept by this container until the change log names their subject
 * (an entry of `kind` whose `ref_id` is the key), and never longer than `maxAgeMs`, which bounds
 * what a write without an entry could cost. A read that overlapped a forgotten subject is not kept
 * (it may predate the change). The caller reads the log first (`getCatalogue()`), so a change made
 * before the call is seen by it unless the log's read started before the change was written.
 */
export class KeptUntilChanged<V> {
  readonly #kept = new Map<string, { value: V; readAt: number }>();
  /** Counts forgotten subjects: a read during which any was forgotten is not kept. */
  #forgotten = 0;

  /**
   * `withoutLogMs`: how long a value is trusted where the log is not being read (0: not at all),
   * for values every route keeps (a caller's standing) and not only the catalogue's.
   */
  constructor(
    kind: CatalogueChangeKind,
    private readonly limits: { maxEntries: number; maxAgeMs: number; withoutLogMs?: number },
  ) {
    forgetters.set(kind, [...(forgetters.get(kind) ?? []), (refId) => this.forget(refId)]);
  }

  /** The value kept for `key` while it may be trusted, or else `read()`'s, kept for next time. */
  async get(key: string, read: () => Promise<V>, now = Date.now()): Promise<V> {
    const id = key.toLowerCase();
    const kept = this.#kept.get(id);
    if (kept && (now < kept.readAt + (this.limits.withoutLogMs ?? 0) || this.#isTrusted(kept, now))) {
      return kept.value;
    }
    const forgottenBefore = this.#forgotten;
    const value = await read();
    this.#kept.delete(id);
    if (this.#forgotten === forgottenBefore) {
      if (this.#kept.size >= this.limits.maxEntries) this.#kept.delete(this.#kept.keys().next().value!);
      this.#kept.set(id, { value, readAt: now });
    }
    return value;
  }

  /** While the log is read, a value is trusted up to its age limit. */
  #isTrusted(kept: { readAt: number }, now: number): boolean {
    return now < kept.readAt + this.limits.maxAgeMs && now - logReadAt < LOG_READ_WITHIN_MS;
  }

  /** Drops what is kept for `key`: the next call reads it. */
  forget(key: string): void {
    this.#kept.delete(key.toLowerCase());
    this.#forgotten += 1;
  }
}
