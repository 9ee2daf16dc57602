/**
 * One way to fail: handlers, services, data and core refuse with a RuleViolation (core), which the
 * handler chain maps to HTTP in one place. A handler that also threw typed HTTP errors would say the
 * same thing two ways; only the chain's own plumbing in functions/shared throws those.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

const throwsRuleViolation = (source: string) => /new RuleViolation\(/.test(source);
const throwsHttpError = (source: string) =>
  /from '[./]+shared\/http-errors\.js'/.test(source) && /new [A-Za-z]+Error\(/.test(source);

describe('one way to fail', () => {
  it('no handler throws both RuleViolations and HTTP errors', () => {
    const both = listFiles('functions/handlers').filter((file) => {
      const source = readFileSync(file, 'utf8');
      return throwsRuleViolation(source) && throwsHttpError(source);
    });
    expect(both).toEqual([]);
  });

  it('services, data and core never throw HTTP errors', () => {
    const offenders = ['functions/services', 'functions/data', 'functions/core']
      .flatMap(listFiles)
      .filter((file) => throwsHttpError(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
