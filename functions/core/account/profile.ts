/**
 * The customer profile: the item the post-confirmation trigger writes, My Account edits and the admin
 * user list reads. Pure rules and zod schemas, no AWS SDK.
 */
import * as z from 'zod';
import type { Group } from '../auth/groups.js';

export interface Profile {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  is_active: boolean;
  created_at: string;
  last_sign_in_at: string | null;
  roles: Group[];
}

/** Longest name a profile keeps; Cognito allows 2048, a shop label needs far less. */
export const MAX_NAME_LENGTH = 100;

/** Strips the separators people type in phone numbers: spaces, dots, dashes and brackets. */
const PHONE_SEPARATORS = /[\s().-]/g;

/** The area code a local number dialled in Jamaica without one belongs to. */
export const LOCAL_AREA_CODE = '876';

/**
 * A local seven-digit number ("555-1234") written with its area code ("876-555-1234"); any other
 * text as it was (trimmed). People in Jamaica often leave the area code out.
 */
export function withLocalAreaCode(text: string): string {
  const compact = text.replace(PHONE_SEPARATORS, '');
  if (!/^\d{7}$/.test(compact)) return text.trim();
  return `${LOCAL_AREA_CODE}-${compact.slice(0, 3)}-${compact.slice(3)}`;
}

/**
 * A phone number in the E.164 form Cognito's `phone_number` needs, or `undefined` when the text is
 * not one. Ten digits are read as a North American number (Jamaica is +1 876 / +1 658), seven as a
 * local number of {@link LOCAL_AREA_CODE}.
 */
export function normalizePhone(text: string): string | undefined {
  const compact = withLocalAreaCode(text).replace(PHONE_SEPARATORS, '');
  if (/^\d{10}$/.test(compact)) return `+1${compact}`;
  if (/^1\d{10}$/.test(compact)) return `+${compact}`;
  if (/^\+\d{8,15}$/.test(compact)) return compact;
  return undefined;
}

const nameSchema = z.string().trim().max(MAX_NAME_LENGTH);

/** Ours: the profile's messages. */
export const FIRST_NAME_REQUIRED = 'Please enter your first name.';

/** Body of `PUT /api/account/profile`: a first name, a last name and phone; an empty phone clears it. */
export const profileUpdateSchema = z.object({
  first_name: z.string().trim().min(1, FIRST_NAME_REQUIRED).max(MAX_NAME_LENGTH),
  last_name: nameSchema,
  phone: z
    .string()
    .trim()
    .max(40, 'Please enter a valid phone number.')
    .refine(
      (phone) => phone === '' || normalizePhone(phone) !== undefined,
      'Please enter a valid phone number.',
    )
    .transform((phone) => (phone === '' ? '' : (normalizePhone(phone) as string))),
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The fields a new profile starts with, from the Cognito attributes of a confirmed user. */
export function buildNewProfile(input: {
  userId: string;
  attributes: Record<string, string | undefined>;
  roles: Group[];
  now: string;
}): Profile {
  const { attributes } = input;
  return {
    user_id: input.userId,
    email: attributes.email ?? '',
    first_name: attributes.given_name ?? '',
    last_name: attributes.family_name ?? '',
    phone: attributes.phone_number ?? '',
    is_active: true,
    created_at: input.now,
    last_sign_in_at: null,
    roles: input.roles,
  };
}
