/**
 * Brands of the sample catalogue: the eight of the home page's brand strip first,
 * then the others a Jamaican technology distributor carries. The colour tints the product artwork.
 */

export interface SampleBrand {
  name: string;
  description: string;
  /** Main colour of the brand's artwork (hex). */
  color: string;
}

export const SAMPLE_BRANDS = {
  hp: {
    name: 'HP',
    description: 'Laptops, desktops, printers and supplies for home and business.',
    color: '#0096d6',
  },
  dell: {
    name: 'Dell',
    description: 'Business laptops, desktops, monitors and workstations.',
    color: '#007db8',
  },
  lenovo: {
    name: 'Lenovo',
    description: 'ThinkPad, ThinkCentre, IdeaPad and Legion computers.',
    color: '#e2231a',
  },
  apple: { name: 'Apple', description: 'Mac, iPhone, iPad, Apple Watch and accessories.', color: '#555555' },
  microsoft: {
    name: 'Microsoft',
    description: 'Windows, Microsoft 365, Surface devices and Xbox.',
    color: '#00a4ef',
  },
  kingston: {
    name: 'Kingston',
    description: 'Memory, solid-state drives and USB flash storage.',
    color: '#c8102e',
  },
  samsung: { name: 'Samsung', description: 'Phones, tablets, displays, TVs and storage.', color: '#1428a0' },
  intel: { name: 'Intel', description: 'Processors, mini PCs and network adapters.', color: '#0068b5' },
  cisco: {
    name: 'Cisco',
    description: 'Enterprise switching, routing, security and collaboration.',
    color: '#049fd9',
  },
  ubiquiti: {
    name: 'Ubiquiti',
    description: 'UniFi Wi-Fi, switching, gateways and video surveillance.',
    color: '#006fff',
  },
  'tp-link': {
    name: 'TP-Link',
    description: 'Home and small-business routers, mesh Wi-Fi and switches.',
    color: '#4acbd6',
  },
  logitech: {
    name: 'Logitech',
    description: 'Mice, keyboards, headsets, webcams and video conferencing.',
    color: '#00b8fc',
  },
  apc: {
    name: 'APC',
    description: 'UPS battery backup and surge protection by Schneider Electric.',
    color: '#3dcd58',
  },
  epson: {
    name: 'Epson',
    description: 'EcoTank printers, scanners, projectors and receipt printers.',
    color: '#10218b',
  },
  hikvision: {
    name: 'Hikvision',
    description: 'IP cameras, video recorders, intercoms and alarms.',
    color: '#d7000f',
  },
  razer: { name: 'Razer', description: 'Gaming mice, keyboards, headsets and laptops.', color: '#44d62c' },
  sony: { name: 'Sony', description: 'PlayStation consoles and controllers.', color: '#003087' },
  zebra: {
    name: 'Zebra',
    description: 'Barcode scanners, label printers and mobile computers.',
    color: '#1d1d1b',
  },
  eset: {
    name: 'ESET',
    description: 'Endpoint security and antivirus for homes and businesses.',
    color: '#0096a1',
  },
  adobe: { name: 'Adobe', description: 'Acrobat and Creative Cloud subscriptions.', color: '#fa0f00' },
} as const satisfies Record<string, SampleBrand>;

export type SampleBrandKey = keyof typeof SAMPLE_BRANDS;

/** The brand strip of the home page, in its order. */
export const HOME_PAGE_BRANDS = [
  'HP',
  'Dell',
  'Lenovo',
  'Apple',
  'Microsoft',
  'Kingston',
  'Samsung',
  'Intel',
] as const;
