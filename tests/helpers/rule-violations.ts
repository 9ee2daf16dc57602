/** Catching what a core rule refuses, for unit tests of the rules. */
import { RuleViolation } from '../../functions/core/rule-violation.js';

/** The RuleViolation `run` throws; fails the test when it throws nothing or something else. */
export function refusal(run: () => unknown): RuleViolation {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleViolation) return error;
  }
  throw new Error('expected a RuleViolation');
}
