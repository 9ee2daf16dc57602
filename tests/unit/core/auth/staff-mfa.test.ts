import { afterEach, describe, expect, it } from 'vitest';
import { lacksStaffMfa, needsStaffMfa } from '../../../../functions/core/auth/staff-mfa.js';
import { requireStaffMfa } from '../../../../functions/shared/http-handler.js';

describe('staff two-step verification', () => {
  const admin = { userId: 'u1', email: 'a@b.c', groups: ['customer', 'admin'], claims: {} };
  const withCode = { ...admin, claims: { staff_mfa: 'totp' } };
  afterEach(() => {
    delete process.env.STAFF_MFA_REQUIRED;
  });

  it('asks admins and super admins for it, not moderators or customers', () => {
    expect(needsStaffMfa(['admin'])).toBe(true);
    expect(needsStaffMfa(['super_admin'])).toBe(true);
    expect(needsStaffMfa(['moderator', 'customer'])).toBe(false);
    expect(lacksStaffMfa(['admin'], {})).toBe(true);
    expect(lacksStaffMfa(['admin'], { staff_mfa: 'totp' })).toBe(false);
    expect(lacksStaffMfa(['customer'], {})).toBe(false);
  });

  it('refuses a staff token without it on staff routes only, where the stage requires it', () => {
    process.env.STAFF_MFA_REQUIRED = 'true';
    expect(() => requireStaffMfa('admin', admin)).toThrow(
      expect.objectContaining({ statusCode: 403, errorType: 'MfaRequired' }),
    );
    expect(() => requireStaffMfa('admin', withCode)).not.toThrow();
    expect(() => requireStaffMfa('customer', admin)).not.toThrow();
    expect(() => requireStaffMfa('public', admin)).not.toThrow();
    delete process.env.STAFF_MFA_REQUIRED;
    expect(() => requireStaffMfa('admin', admin)).not.toThrow();
  });
});
