/**
 * The staff's tool pages outside the dashboard (import, companies, reports, shop words) in one lazy chunk: only
 * staff open them, and each chunk of its own costs the shoppers' first load its preload list.
 */
export { AdminScraperRoute } from './admin-scraper';
export { AdminReportsRoute } from './admin-reports';
export { AdminCompaniesRoute, AdminPriceListRoute, AdminPriceListsRoute } from './admin-business';
export { AdminShopWordsRoute } from './admin-shop-words';
