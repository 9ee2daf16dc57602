import { ShopByCategory } from '@web/features/catalogue/components/shop-by-category';
import { BrandStrip } from '@web/features/home/components/brand-strip';
import { HeroBanner } from '@web/features/home/components/hero-banner';
import { TrustBadges } from '@web/features/home/components/trust-badges';
import { routeStrings } from './route-strings';

/** `/`: the hero, the categories from the API, the brands and the trust badges. */
export function HomeRoute() {
  return (
    <>
      <title>{routeStrings.home.title}</title>
      <HeroBanner />
      <ShopByCategory />
      <BrandStrip />
      <TrustBadges />
    </>
  );
}
