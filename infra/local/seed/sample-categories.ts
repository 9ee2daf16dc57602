/**
 * The categories of the sample catalogue: the eleven of the category bar in bar order, plus one
 * inactive category that proves the shop lists active categories only. Each carries what the
 * generator needs to write believable copy for its products.
 */
import { CATEGORY_BAR } from '../../../functions/core/catalogue/category.js';
import { type CategorySlug } from './sample-products.js';

export interface SampleCategoryDetails {
  description: string;
  /** One sentence the product descriptions of the category end with. */
  pitch: string;
  /** Generic features, some of which each product of the category gets. */
  features: readonly string[];
  warranty: string;
  /** Sold as licences or subscriptions: no shipping weight, large stock. */
  digital: boolean;
}

export const SAMPLE_CATEGORY_DETAILS: Record<CategorySlug, SampleCategoryDetails> = {
  computers: {
    description: 'Laptops, desktops, mini PCs and workstations for home, school and business.',
    pitch: 'Configured and tested by our technicians before delivery, with setup available on request.',
    features: [
      'Fast SSD storage for quick start-up and app launches',
      'Wi-Fi 6 and Bluetooth connectivity',
      'Full set of ports including USB-C',
      'Business-grade build quality',
      'Energy-efficient design',
      'Full HD webcam with privacy shutter',
    ],
    warranty: '1-year manufacturer warranty, parts and labour; extended warranty available.',
    digital: false,
  },
  software: {
    description: 'Operating systems, productivity suites and security software, genuine and licensed.',
    pitch: 'Genuine licence, delivered electronically with activation help from our support desk.',
    features: [
      'Genuine licence from an authorised reseller',
      'Electronic delivery by e-mail',
      'Activation support by phone or e-mail',
      'Always up to date with the latest features',
    ],
    warranty: 'Licence delivered by e-mail within one business day; publisher support for the licence term.',
    digital: true,
  },
  networking: {
    description: 'Switches, routers, Wi-Fi access points and transceivers for homes and enterprises.',
    pitch: 'Our network engineers can design, install and configure it on site anywhere in Jamaica.',
    features: [
      'Centralised management and monitoring',
      'Quick setup with a mobile app or web interface',
      'Enterprise-grade security features',
      'Firmware updates from the manufacturer',
      'Compact design for desk, wall or rack',
    ],
    warranty: '1-year manufacturer warranty; advance replacement available for business customers.',
    digital: false,
  },
  electronics: {
    description: 'Monitors, TVs, projectors and power protection.',
    pitch: 'Delivered island-wide, with installation and wall mounting available in the Corporate Area.',
    features: [
      'Slim, modern design',
      'Energy Star efficiency',
      'Easy connection to laptops and media players',
      'Eye-comfort technology for long sessions',
    ],
    warranty: '1-year manufacturer warranty against defects in materials and workmanship.',
    digital: false,
  },
  mobility: {
    description: 'Smartphones, tablets, smartwatches and earbuds.',
    pitch: 'Unlocked and ready for Digicel and Flow networks.',
    features: [
      'Unlocked for all local carriers',
      'All-day battery life',
      'Fast charging support',
      'Premium build and finish',
    ],
    warranty: '1-year manufacturer warranty; accidental damage cover available.',
    digital: false,
  },
  office: {
    description: 'Printers, scanners, ink, toner and meeting-room video.',
    pitch: 'Supplies kept in stock so your office never waits for ink or toner.',
    features: [
      'Wireless printing from phones and laptops',
      'Low running cost per page',
      'Compact footprint for small offices',
      'Genuine manufacturer supplies',
    ],
    warranty: '1-year manufacturer limited warranty; consumables are warranted until their printed date.',
    digital: false,
  },
  accessories: {
    description: 'Storage, memory, processors, docks, keyboards, mice and headsets.',
    pitch: 'Ask our team to install upgrades for you at our Portmore location.',
    features: [
      'Plug and play',
      'Compatible with Windows and macOS',
      'Compact and travel friendly',
      'Reliable, tested components',
    ],
    warranty:
      'Manufacturer warranty from 1 to 3 years depending on the product; lifetime for Kingston memory.',
    digital: false,
  },
  security: {
    description: 'IP cameras, video recorders, access control and alarms.',
    pitch: 'Our installers design and fit complete surveillance systems for homes and businesses.',
    features: [
      'Remote viewing from a mobile app',
      'Motion detection with instant alerts',
      'Weatherproof housing for outdoor use',
      'Power over Ethernet for one-cable installs',
    ],
    warranty: '2-year manufacturer warranty; professional installation available.',
    digital: false,
  },
  gaming: {
    description: 'Consoles, controllers, gaming laptops, monitors and peripherals.',
    pitch: 'Game-ready out of the box, with local warranty support.',
    features: [
      'Low-latency performance for competitive play',
      'Customisable RGB lighting',
      'Durable build for long sessions',
      'Works with PC and consoles',
    ],
    warranty: '1-year manufacturer warranty; local support for repairs and replacements.',
    digital: false,
  },
  cloud: {
    description: 'Cloud subscriptions, cloud security and on-premises servers.',
    pitch: 'We provision, migrate and support your tenant so your team can start on day one.',
    features: [
      'Provisioned by our certified team',
      'Monthly or annual billing in JMD',
      'Migration assistance available',
      'Local support during business hours',
    ],
    warranty: 'Service levels as published by the provider; hardware carries a 1-year manufacturer warranty.',
    digital: true,
  },
  pos: {
    description: 'Receipt and label printers, barcode scanners, mobile computers and POS terminals.',
    pitch: 'Works with the point-of-sale software used by Jamaican retailers; setup available.',
    features: [
      'Fast, reliable operation for busy counters',
      'Easy integration with POS software',
      'Rugged design for retail environments',
      'Low maintenance',
    ],
    warranty: '1-year manufacturer warranty; depot repair through our service centre.',
    digital: false,
  },
};

/** The category bar as slugs, in bar order (the slug is the lowercase name). */
export const CATEGORY_SLUGS = CATEGORY_BAR.map((name) => name.toLowerCase() as CategorySlug);

/** A category that exists but is switched off, so the shop's filtering can be seen to work. */
export const INACTIVE_SAMPLE_CATEGORY = {
  name: 'PRINTING SUPPLIES',
  description: 'Retired: ink and toner now live under OFFICE.',
} as const;
