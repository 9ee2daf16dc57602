/** What the shopper sees on the sitemap page. */
export const sitemapStrings = {
  heading: 'Sitemap',
  intro: 'Every page of the shop in one place.',
  pagesHeading: 'Main Pages',
  pages: {
    home: 'Home',
    products: 'All Products',
    cart: 'Shopping Cart',
    auth: 'Sign In / My Account',
  },
  categoriesHeading: 'Product Categories',
  serviceHeading: 'Customer Service',
  legalHeading: 'Legal',
} as const;
