/**
 * Lambda's event filtering, for the local stream poller: does a stream record (as Lambda sees it)
 * match a consumer's filter pattern? The part of the pattern language the consumers use: exact
 * values (strings, numbers, booleans, null), `prefix`, `exists` and `anything-but`, nested objects.
 * A value matches a list when it matches any entry; every key of the pattern must match.
 */
type Rule =
  string | number | boolean | null | { prefix: string } | { exists: boolean } | { 'anything-but': unknown };

export function matchesFilter(record: unknown, pattern: Record<string, unknown>): boolean {
  return Object.entries(pattern).every(([key, expected]) => {
    const actual = isObject(record) ? record[key] : undefined;
    if (Array.isArray(expected)) return (expected as Rule[]).some((rule) => matchesRule(actual, rule));
    if (isObject(expected)) return isObject(actual) && matchesFilter(actual, expected);
    throw new Error(`Filter pattern: "${key}" must be a list of values or a nested pattern.`);
  });
}

function matchesRule(actual: unknown, rule: Rule): boolean {
  if (isObject(rule)) {
    if ('exists' in rule) return (actual !== undefined) === rule.exists;
    if ('prefix' in rule) return typeof actual === 'string' && actual.startsWith(rule.prefix);
    if ('anything-but' in rule) {
      const excluded = rule['anything-but'];
      const list = Array.isArray(excluded) ? excluded : [excluded];
      return actual !== undefined && !list.includes(actual);
    }
    throw new Error(`Filter pattern: unsupported rule ${JSON.stringify(rule)}.`);
  }
  return actual === rule;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
