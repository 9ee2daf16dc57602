/**
 * A small seeded pseudo-random generator (mulberry32) and stable ids, so the sample catalogue is the
 * same on every fresh start and tests can rely on it. Not for anything secret.
 */

const UINT32 = 0x1_0000_0000;

/** Hashes a string to 32 bits (FNV-1a), the seed of a stream that depends only on that string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic stream of numbers with the helpers the generator needs. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/** Creates a stream from a numeric seed or a string (hashed). */
export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / UINT32;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}

/**
 * A UUID-shaped id (version 4 layout) derived only from `key`, so an entity keeps its id when the
 * templates around it change.
 */
export function createStableId(key: string): string {
  const random = createRandom(key);
  const hex = Array.from({ length: 16 }, () => random.int(0, 255));
  // Version and variant bits make the id a well-formed UUID v4 for any validator.
  hex[6] = ((hex[6] ?? 0) & 0x0f) | 0x40;
  hex[8] = ((hex[8] ?? 0) & 0x3f) | 0x80;
  const text = hex.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
