import { describe, expect, it } from 'vitest';
import {
  buildNewProfile,
  normalizePhone,
  profileUpdateSchema,
} from '../../../../functions/core/account/profile.js';
import { buildAuthMessage, buildResetLink } from '../../../../functions/core/auth/auth-messages.js';

describe('phone numbers', () => {
  it('reads ten digits as a Jamaican (+1) number', () => {
    expect(normalizePhone('(876) 555-0123')).toBe('+18765550123');
    expect(normalizePhone('1 876 555 0123')).toBe('+18765550123');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('reads a local seven-digit number as one of area code 876', () => {
    expect(normalizePhone('555-1234')).toBe('+18765551234');
    expect(normalizePhone('555 12345')).toBeUndefined();
  });

  it('refuses text that is not a number', () => {
    expect(normalizePhone('call me')).toBeUndefined();
    expect(profileUpdateSchema.safeParse({ first_name: 'A', last_name: 'B', phone: '12' }).success).toBe(
      false,
    );
  });

  it('refuses a blank first name', () => {
    const result = profileUpdateSchema.safeParse({ first_name: '  ', last_name: 'B', phone: '' });
    expect(result.error?.issues).toMatchObject([
      { path: ['first_name'], message: 'Please enter your first name.' },
    ]);
  });

  it('lets an empty phone clear the number', () => {
    expect(profileUpdateSchema.parse({ first_name: ' A ', last_name: 'B', phone: '' })).toEqual({
      first_name: 'A',
      last_name: 'B',
      phone: '',
    });
  });
});

describe('new profile', () => {
  it('starts active, with the names from the sign-up attributes and no sign-in yet', () => {
    expect(
      buildNewProfile({
        userId: 'sub-1',
        attributes: { email: 'a@example.test', given_name: 'Ann', family_name: 'Lee' },
        roles: ['customer'],
        now: '2026-01-01T00:00:00.000Z',
      }),
    ).toEqual({
      user_id: 'sub-1',
      email: 'a@example.test',
      first_name: 'Ann',
      last_name: 'Lee',
      phone: '',
      is_active: true,
      created_at: '2026-01-01T00:00:00.000Z',
      last_sign_in_at: null,
      roles: ['customer'],
    });
  });
});

describe('auth e-mails', () => {
  const base = { codeParameter: '{####}', usernameParameter: '{username}', email: 'a+b@example.test' };

  it('puts the reset link with the code placeholder and the encoded e-mail', () => {
    expect(buildResetLink('https://shop.example.com/', '{####}', 'a+b@example.test')).toBe(
      'https://shop.example.com/reset-password?code={####}&email=a%2Bb%40example.test',
    );
  });

  it('sends staff who asked at the admin sign-in back there, and everyone else to the shop', () => {
    const reset = (clientMetadata?: Record<string, string>) =>
      buildAuthMessage({
        ...base,
        triggerSource: 'CustomMessage_ForgotPassword',
        siteUrl: 'https://shop.example.com',
        clientMetadata,
      })?.emailMessage;
    expect(reset({ reset_origin: 'staff' })).toContain(
      'href="https://shop.example.com/reset-password?code={####}&email=a%2Bb%40example.test&reset_origin=staff"',
    );
    expect(reset()).toContain(
      'href="https://shop.example.com/reset-password?code={####}&email=a%2Bb%40example.test"',
    );
    expect(reset({ reset_origin: 'elsewhere' })).not.toContain('reset_origin');
  });

  it('names the code placeholder exactly once in every message', () => {
    for (const triggerSource of [
      'CustomMessage_SignUp',
      'CustomMessage_ForgotPassword',
      'CustomMessage_UpdateUserAttribute',
    ]) {
      const message = buildAuthMessage({ ...base, triggerSource, siteUrl: 'https://shop.example.com' });
      expect(message?.emailMessage.split('{####}')).toHaveLength(2);
    }
  });

  it('leaves unknown sources to Cognito', () => {
    expect(
      buildAuthMessage({ ...base, triggerSource: 'CustomMessage_Authentication', siteUrl: undefined }),
    ).toBeUndefined();
  });
});
