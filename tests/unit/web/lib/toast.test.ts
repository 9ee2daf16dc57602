import { describe, expect, it } from 'vitest';
import { getToasts, showToast } from '../../../../web/src/lib/toast';

describe('toasts', () => {
  it('drops the errors of earlier attempts once a step succeeds', () => {
    showToast({ title: 'Sign up failed', description: 'Something went wrong', variant: 'destructive' });
    showToast({ title: 'Password too weak', variant: 'destructive' });
    expect(getToasts().map((toast) => toast.title)).toEqual(
      expect.arrayContaining(['Sign up failed', 'Password too weak']),
    );

    showToast({ title: 'Success!', description: 'Please check your email to confirm your account.' });

    expect(getToasts().map((toast) => toast.title)).toEqual(['Success!']);
  });

  it('keeps earlier errors beside a new error', () => {
    showToast({ title: 'First failure', variant: 'destructive' });
    showToast({ title: 'Second failure', variant: 'destructive' });
    expect(getToasts().map((toast) => toast.title)).toEqual(
      expect.arrayContaining(['First failure', 'Second failure']),
    );
  });
});
