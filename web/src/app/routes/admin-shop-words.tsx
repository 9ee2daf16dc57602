/**
 * /admin/shop-words: the shop words search understands, for the admin groups (the server checks them
 * too); signed out goes to /admin/login. In the staff tools chunk, outside the shoppers' first load.
 */
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { RequireGroups } from '@web/features/auth/components/require-groups';
import { adminStrings } from '@web/features/admin/admin-strings';
import { ShopWordsPage } from '@web/features/admin/components/shop-words-page';
import { DASHBOARD_GROUPS } from '@web/lib/auth/access';

export function AdminShopWordsRoute() {
  return (
    <RequireGroups groups={DASHBOARD_GROUPS}>
      <PageMeta
        title={adminStrings.shopWords.title}
        description={adminStrings.shopWords.pageDescription}
        path={paths.admin.shopWords.getHref()}
        noIndex
      />
      <ShopWordsPage />
    </RequireGroups>
  );
}
