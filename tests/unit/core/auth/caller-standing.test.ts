import { describe, expect, it } from 'vitest';
import { judgeCallerStanding } from '../../../../functions/core/auth/caller-standing.js';

describe('caller standing', () => {
  it('keeps only the token groups the account still holds', () => {
    expect(
      judgeCallerStanding(['customer', 'admin'], { state: 'present', isActive: true, roles: ['customer'] }),
    ).toEqual({ allowed: true, groups: ['customer'] });
  });

  it('does not grant a role the token lacks, even when the account has it now', () => {
    expect(
      judgeCallerStanding(['customer'], { state: 'present', isActive: true, roles: ['customer', 'admin'] }),
    ).toEqual({ allowed: true, groups: ['customer'] });
  });

  it('refuses a deactivated or deleted account', () => {
    expect(judgeCallerStanding(['admin'], { state: 'present', isActive: false, roles: ['admin'] })).toEqual({
      allowed: false,
      reason: 'deactivated',
    });
    expect(judgeCallerStanding(['customer'], { state: 'deleted' })).toEqual({
      allowed: false,
      reason: 'deleted',
    });
  });

  it('trusts the token for a user the profile mirror has never held', () => {
    expect(judgeCallerStanding(['admin'], { state: 'unmirrored' })).toEqual({
      allowed: true,
      groups: ['admin'],
    });
  });
});
