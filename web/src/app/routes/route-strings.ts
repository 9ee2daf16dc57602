/** Page titles and the texts of the route-level pages (the 404 page). */
import { shop } from '@web/config/shop';

export const routeStrings = {
  home: { title: `${shop.name} | Computers, Networking and Technology in Jamaica` },
  notFound: {
    title: `Page Not Found | ${shop.name}`,
    code: '404',
    heading: 'Page Not Found',
    text: "Sorry, the page you are looking for doesn't exist or has been moved.",
    home: 'Go to Home',
    products: 'Browse Products',
  },
} as const;
