/**
 * /admin/scraper: the import tool, for the `admin` group only; signed out goes to
 * /admin/login, signed in without the role is told it has no access. Lazy: loads only under /admin.
 */
import { RequireGroups } from '@web/features/auth/components/require-groups';
import { ScraperPage } from '@web/features/scraper/components/scraper-page';
import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { SCRAPER_GROUPS } from '@web/lib/auth/access';

export function AdminScraperRoute() {
  return (
    <RequireGroups groups={SCRAPER_GROUPS}>
      <PageMeta
        title="Product Import"
        description="Import products from a distributor store."
        path={paths.admin.scraper.getHref()}
        noIndex
      />
      <ScraperPage />
    </RequireGroups>
  );
}
