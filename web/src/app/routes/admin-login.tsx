/** /admin/login: the staff entry point, outside the shopper layout. */
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { AdminLoginForm } from '@web/features/auth/components/admin-login-form';

export function AdminLoginRoute() {
  return (
    <>
      <PageMeta title="Admin Login" description="Staff sign-in." path={paths.admin.login.path} noIndex />
      <AdminLoginForm />
    </>
  );
}
