import { describe, expect, it } from 'vitest';
import { assertSampleDataAllowed } from '../../../../functions/core/admin/sample-data.js';
import { RuleViolation } from '../../../../functions/core/rule-violation.js';

describe('sample data', () => {
  it('is refused (forbidden) unless the stage allows it', () => {
    expect(() => assertSampleDataAllowed(undefined)).toThrow(RuleViolation);
    expect(() => assertSampleDataAllowed('false')).toThrow(/not allowed on this stage/);
    expect(() => assertSampleDataAllowed('true')).not.toThrow();
  });
});
