/** A signed-out shopper's wishlist click: say why, then go to /auth. Small, for the first load of `/`. */
import type { NavigateFunction } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { showToast } from '@web/lib/toast';
import { wishlistStrings } from '../wishlist-strings';

export function askToSignIn(navigate: NavigateFunction): void {
  showToast(wishlistStrings.signInFirst);
  navigate(paths.auth.getHref());
}
