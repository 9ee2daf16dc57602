/**
 * My Account: quoted texts are the shop's own words; the Profile, Settings and Delete
 * Account flows go beyond its "action: not shown", so their messages are ours.
 */
export const accountStrings = {
  welcome: (email: string) => `Welcome, ${email}`,
  title: 'My Account',
  signOut: 'Sign Out',
  business: 'Business account',
  quickOrder: 'Quick order by SKU',
  tabs: { profile: 'Profile', orders: 'Orders', wishlist: 'Wishlist', settings: 'Settings' },
  profile: {
    email: 'Email',
    phone: 'Phone',
    firstName: 'First Name',
    lastName: 'Last Name',
    submit: 'Update Profile',
    busy: 'Updating...',
    saved: { title: 'Profile updated', description: 'Your details have been saved.' },
    loading: 'Loading your profile...',
  },
  settings: {
    changePassword: 'Change Password',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    passwordChanged: {
      title: 'Password changed',
      description: 'Use your new password next time you sign in.',
    },
    updateEmail: 'Update Email',
    newEmail: 'New Email',
    sendCode: 'Send Code',
    code: 'Verification code',
    confirmEmail: 'Confirm Email',
    codeSent: (email: string) => `We sent a verification code to ${email}.`,
    emailUpdated: { title: 'Email updated', description: 'Your e-mail address has been changed.' },
    deleteAccount: 'Delete Account',
    deleteWarning: 'This removes your account, profile and wishlist. It cannot be undone.',
    confirmDelete: 'Are you sure you want to delete your account?',
    confirmDeleteButton: 'Yes, delete my account',
    cancel: 'Cancel',
    deleted: { title: 'Account deleted', description: 'Your account has been removed.' },
    save: 'Save',
    busy: 'Saving...',
  },
} as const;
