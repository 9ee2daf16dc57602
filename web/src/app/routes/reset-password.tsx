/** /reset-password: the target of the reset e-mail's link. */
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  return (
    <>
      <PageMeta
        title="Reset Password"
        description="Set a new password for your account."
        path={paths.resetPassword.path}
        noIndex
      />
      <ResetPasswordForm />
    </>
  );
}
