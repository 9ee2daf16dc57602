import { PageMeta } from '@web/components/seo/page-meta';
import { paths } from '@web/config/paths';
import { FeaturedProducts } from '@web/features/catalogue/components/featured-products';
import { ShopByCategory } from '@web/features/catalogue/components/shop-by-category';
import { useAddToCart } from '@web/features/cart/hooks/use-cart';
import { BrandStrip } from '@web/features/home/components/brand-strip';
import { HeroBanner } from '@web/features/home/components/hero-banner';
import { TrustBadges } from '@web/features/home/components/trust-badges';
import { buildOrganizationJsonLd } from '@core/seo/page-meta';
import { routeStrings } from './route-strings';
import { useWishlistActions } from './use-wishlist-actions';

const strings = routeStrings.home;

/** `/`: the hero, Featured Weekly, the categories, the brands and the trust badges. */
export function HomeRoute() {
  const { addToCart, isBusy } = useAddToCart();
  const { wishlist, wishlistBridge } = useWishlistActions();
  return (
    <>
      {wishlistBridge}
      <PageMeta
        description={strings.description}
        keywords={strings.keywords}
        path={paths.home.getHref()}
        jsonLd={buildOrganizationJsonLd(window.location.origin)}
      />
      <HeroBanner />
      <FeaturedProducts
        onAddToCart={(product, quantity) => void addToCart(product, quantity)}
        isCartBusy={isBusy}
        wishlist={wishlist}
      />
      <ShopByCategory />
      <BrandStrip />
      <TrustBadges />
    </>
  );
}
