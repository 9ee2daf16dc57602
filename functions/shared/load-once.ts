/**
 * Work done at the first call instead of at init, then shared: an AWS SDK client that only some
 * requests of a function need is imported when one of them comes, so the cold starts of the others
 * do not pay for loading it.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}
