import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../functions/core/account/profile.js';
import { buildUploadKey, imageUploadRequestSchema } from '../../../../functions/core/admin/image-upload.js';
import {
  assertCanChangeRole,
  assertCanChangeStatus,
  assertCanChangeStatusOf,
  assertCanRemoveRole,
  canChangeStatusOf,
  rolesGrantableBy,
  searchUsers,
  userListQuerySchema,
} from '../../../../functions/core/admin/users.js';

function profile(id: string, first: string, last: string, email: string): Profile {
  return {
    user_id: id,
    email,
    first_name: first,
    last_name: last,
    phone: '',
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    last_sign_in_at: null,
    roles: ['customer'],
  };
}

describe('user administration', () => {
  const profiles = [
    profile('1', 'Keisha', 'Brown', 'keisha@example.com'),
    profile('2', 'Andre', 'Campbell', 'andre@shop.jm'),
  ];

  it('searches by name or e-mail, case-insensitively', () => {
    const search = (text: string) => searchUsers(profiles, userListQuerySchema.parse({ search: text }));
    expect(search('keisha brown').users.map((u) => u.id)).toEqual(['1']);
    expect(search('SHOP.JM').users.map((u) => u.id)).toEqual(['2']);
    expect(search('').total).toBe(2);
  });

  it('keeps an admin from removing their own admin role or deactivating themselves', () => {
    expect(() => assertCanRemoveRole('me', 'me', 'admin')).toThrow('You cannot remove your own admin role.');
    expect(() => assertCanRemoveRole('me', 'me', 'moderator')).not.toThrow();
    expect(() => assertCanChangeStatus('me', 'me', false)).toThrow('You cannot deactivate your own account.');
    expect(() => assertCanChangeStatus('me', 'other', false)).not.toThrow();
  });

  it('lets a super_admin alone grant or remove admin, accountant and super_admin', () => {
    expect(rolesGrantableBy(['super_admin', 'admin'])).toEqual([
      'admin',
      'moderator',
      'accountant',
      'super_admin',
    ]);
    expect(rolesGrantableBy(['admin', 'customer'])).toEqual(['moderator']);
    for (const role of ['admin', 'accountant', 'super_admin'] as const) {
      expect(() => assertCanChangeRole(['admin', 'customer'], role)).toThrow(
        `Only a super admin can grant or remove the ${role} role.`,
      );
      expect(() => assertCanChangeRole(['super_admin'], role)).not.toThrow();
    }
    expect(() => assertCanChangeRole(['admin'], 'moderator')).not.toThrow();
  });

  it("lets a super_admin alone deactivate or reactivate an admin's or super_admin's account", () => {
    const admin = ['admin', 'customer'];
    expect(() => assertCanChangeStatusOf(admin, ['customer', 'admin'])).toThrow(
      'Only a super admin can deactivate or reactivate an account with the admin role.',
    );
    expect(() => assertCanChangeStatusOf(admin, ['super_admin'])).toThrow(
      'Only a super admin can deactivate or reactivate an account with the super_admin role.',
    );
    expect(canChangeStatusOf(admin, ['customer', 'moderator'])).toBe(true);
    expect(canChangeStatusOf(['super_admin'], ['admin', 'super_admin'])).toBe(true);
  });
});

describe('image uploads', () => {
  it('accepts images up to the size limit only', () => {
    expect(imageUploadRequestSchema.safeParse({ content_type: 'image/png', size: 1000 }).success).toBe(true);
    expect(imageUploadRequestSchema.safeParse({ content_type: 'text/html', size: 1000 }).success).toBe(false);
    expect(imageUploadRequestSchema.safeParse({ content_type: 'image/png', size: 6e6 }).success).toBe(false);
  });

  it('builds tmp/{random}.{ext} keys for uploads', () => {
    expect(buildUploadKey('ABC', 'image/jpeg')).toBe('tmp/abc.jpg');
    expect(buildUploadKey('abc', 'image/avif')).toBe('tmp/abc.avif');
  });
});
