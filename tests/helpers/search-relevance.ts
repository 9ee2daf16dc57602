/**
 * What shoppers type into the search box over the sample catalogue, and for each the products that
 * must come first (in any order among themselves): written from the shopper's side, with typos,
 * Jamaican and tech shorthand, two-word queries, measures and accessories that must not outrank the
 * product they go with. Shared by the relevance test and the catalogue bench.
 */
import { catalogueQuerySchema } from '../../functions/core/catalogue/catalogue-query.js';
import { CatalogueIndex } from '../../functions/core/catalogue/catalogue-index.js';
import { createCatalogueSearch } from '../../functions/core/catalogue/catalogue-search.js';
import { generateSampleCatalogue } from '../../infra/local/seed/generate-sample-catalogue.js';

export interface RelevanceCase {
  query: string;
  /** Names of the products that must take the first places, in any order. */
  first: readonly string[];
}

const HP_LAPTOPS = [
  'HP 250 G9 15.6" Laptop Intel Core i5-1235U 8GB 256GB SSD',
  'HP 250 G9 15.6" Laptop Intel Core i3-1215U 8GB 256GB SSD',
  'HP ProBook 450 G10 Intel Core i7-1355U 16GB 512GB SSD',
  'HP EliteBook 840 G10 Intel Core i7-1365U 32GB 1TB SSD',
  'HP Victus 15 Gaming Laptop Intel Core i5-13420H RTX 3050 8GB 512GB SSD',
];
const THINKPADS = [
  'Lenovo ThinkPad E14 Gen 5 Intel Core i5-1335U 16GB 512GB SSD',
  'Lenovo ThinkPad E14 Gen 5 Intel Core i7-1355U 16GB 1TB SSD',
];
const MACBOOKS = [
  'Apple MacBook Air 13" M2 Chip 8GB 256GB SSD Midnight',
  'Apple MacBook Air 15" M3 Chip 16GB 512GB SSD Starlight',
  'Apple MacBook Pro 14" M3 Pro 18GB 512GB SSD Space Black',
];
const GAMING_LAPTOPS = [
  'Razer Blade 15 Intel Core i7-13800H RTX 4070 16GB 1TB SSD',
  'Lenovo Legion 5 16IRX9 Intel Core i7-14650HX RTX 4060 16GB 1TB SSD',
  'HP Victus 15 Gaming Laptop Intel Core i5-13420H RTX 3050 8GB 512GB SSD',
  'Dell G15 5530 Gaming Laptop Intel Core i7-13650HX RTX 4060 16GB 1TB SSD',
];
const DELL_LAPTOPS = [
  'Dell Latitude 3540 15.6" Intel Core i5-1335U 8GB 256GB SSD',
  'Dell Latitude 5440 14" Intel Core i7-1365U 16GB 512GB SSD',
  'Dell Vostro 3520 15.6" Intel Core i5-1235U 8GB 512GB SSD',
  'Dell G15 5530 Gaming Laptop Intel Core i7-13650HX RTX 4060 16GB 1TB SSD',
];
const LAPTOPS = [
  ...HP_LAPTOPS,
  ...THINKPADS,
  ...MACBOOKS,
  ...DELL_LAPTOPS,
  'Lenovo IdeaPad Slim 3 15IRU8 Intel Core i3-1315U 8GB 256GB SSD',
  'Microsoft Surface Laptop 5 13.5" Intel Core i5 8GB 256GB Platinum',
  'Samsung Galaxy Book3 15.6" Intel Core i5-1335U 8GB 512GB SSD',
  'Razer Blade 15 Intel Core i7-13800H RTX 4070 16GB 1TB SSD',
  'Lenovo Legion 5 16IRX9 Intel Core i7-14650HX RTX 4060 16GB 1TB SSD',
].filter((name, i, all) => all.indexOf(name) === i);
const SAMSUNG_PHONES = [
  'Samsung Galaxy S24 128GB Onyx Black',
  'Samsung Galaxy A55 5G 128GB Awesome Navy',
  'Samsung Galaxy A15 128GB Blue Black',
];
const IPHONES = ['Apple iPhone 15 128GB Black', 'Apple iPhone 15 Pro 256GB Natural Titanium'];
const PHONES = [...SAMSUNG_PHONES, ...IPHONES];
const TABLETS = [
  'Apple iPad 10.9" 10th Generation Wi-Fi 64GB Blue',
  'Apple iPad Air 11" M2 Wi-Fi 128GB Space Grey',
  'Samsung Galaxy Tab S9 FE 10.9" 128GB Wi-Fi Grey',
  'Samsung Galaxy Tab A9+ 11" 64GB Wi-Fi Graphite',
  'Lenovo Tab M10 Plus 3rd Gen 10.6" 4GB 128GB',
  'Microsoft Surface Go 4 Intel N200 8GB 128GB',
  'Microsoft Surface Pro 9 Intel Core i5 8GB 256GB Platinum',
  'Samsung Galaxy Tab Active4 Pro 10.1" Rugged Tablet 64GB',
];
const MICROSOFT_365 = [
  'Microsoft 365 Business Standard 1-Year Subscription',
  'Microsoft 365 Personal 1-Year Subscription 1 User',
  'Microsoft 365 Family 1-Year Subscription up to 6 Users',
  'Microsoft 365 Business Basic 1-Year Subscription per User',
  'Microsoft 365 Business Premium 1-Year Subscription per User',
];
const MONITORS_24 = [
  'Samsung 24" S31C FHD IPS Monitor',
  'Dell 24 Monitor P2422H 23.8" FHD IPS',
  'HP M24f 23.8" FHD IPS Monitor',
  'Lenovo ThinkVision T24i-30 23.8" FHD Monitor',
];
const MONITORS = [
  ...MONITORS_24,
  'Samsung 32" ViewFinity S7 4K UHD Monitor',
  'Dell UltraSharp 27 4K USB-C Hub Monitor U2723QE',
  'Samsung 27" Odyssey G5 QHD 165Hz Curved Gaming Monitor',
];
const UPS = [
  'APC Back-UPS 600VA BE600M1 Battery Backup',
  'APC Smart-UPS 1500VA LCD 120V SMT1500C',
  'APC Back-UPS Pro 1000VA BR1000MS for POS Stations',
];
const ACCESS_POINTS = [
  'Ubiquiti UniFi U6-Lite Access Point',
  'Ubiquiti UniFi U6+ Access Point',
  'Ubiquiti UniFi U6 Pro Access Point',
  'Cisco Meraki Go GR10 Indoor Access Point',
  'TP-Link Omada EAP650 AX3000 Ceiling Mount Access Point',
];
const CISCO_SWITCHES = [
  'Cisco Catalyst 1000-24T-4G-L 24-Port Gigabit Switch',
  'Cisco Catalyst 1000-8P-2G-L 8-Port PoE+ Switch',
  'Cisco Business CBS350-24P-4G Managed Switch',
];
const SWITCHES = [
  ...CISCO_SWITCHES,
  'Ubiquiti UniFi Switch Lite 8 PoE',
  'Ubiquiti UniFi Switch Pro 24 PoE',
  'TP-Link TL-SG108 8-Port Gigabit Desktop Switch',
];
const HIKVISION_CAMERAS = [
  'Hikvision DS-2CD2043G2-I 4MP AcuSense Bullet Network Camera',
  'Hikvision DS-2CD2143G2-I 4MP AcuSense Dome Network Camera',
  'Hikvision DS-2CD2387G2-LU 8MP ColorVu Turret Camera',
  'Hikvision 4-Camera 4MP PoE Kit with 8-Channel NVR and 2TB HDD',
];
const UBIQUITI_CAMERAS = ['Ubiquiti UniFi Protect G4 Bullet Camera', 'Ubiquiti UniFi Protect G5 Flex Camera'];
const SECURITY_CAMERAS = [...HIKVISION_CAMERAS, ...UBIQUITI_CAMERAS];
const NVRS = [
  'Hikvision DS-7608NI-K2/8P 8-Channel PoE NVR',
  'Hikvision DS-7616NI-Q2/16P 16-Channel PoE NVR',
  'Ubiquiti UniFi Network Video Recorder UNVR',
];
const KEYBOARDS = [
  'Logitech MX Keys S Wireless Illuminated Keyboard',
  'Apple Magic Keyboard with Touch ID',
  'Razer BlackWidow V4 Pro Mechanical Gaming Keyboard',
  'Logitech G PRO X TKL LIGHTSPEED Wireless Gaming Keyboard',
];
const GAMING_MICE = [
  'Razer DeathAdder V3 Ergonomic Wired Gaming Mouse',
  'Razer Basilisk V3 Customizable Ergonomic Gaming Mouse',
  'Logitech G502 X PLUS Wireless RGB Gaming Mouse',
];
const HEADSETS = [
  'Logitech H390 USB Computer Headset',
  'Razer BlackShark V2 Pro Wireless Gaming Headset',
  'Razer Kraken V3 X Wired USB Gaming Headset',
];
const CONSOLES = [
  'Microsoft Xbox Series X 1TB Console',
  'Microsoft Xbox Series S 512GB Console',
  'Sony PlayStation 5 Slim Console Disc Edition 1TB',
];
const PS5 = ['Sony PlayStation 5 Slim Console Disc Edition 1TB'];
const DESKTOPS = [
  'Lenovo ThinkCentre M70q Gen 4 Tiny Intel Core i5-13400T 16GB 512GB',
  'HP Pro Tower 290 G9 Desktop Intel Core i5-12500 8GB 512GB SSD',
  'HP EliteDesk 800 G9 Mini Intel Core i7-12700T 16GB 512GB SSD',
  'Dell OptiPlex 7010 Small Form Factor Intel Core i5-13500 16GB 512GB SSD',
  'Dell Precision 3660 Tower Intel Core i9-13900 32GB 1TB RTX A2000',
  'Apple Mac mini M2 Chip 8GB 256GB SSD',
  'Apple iMac 24" M3 Chip 8GB 256GB SSD Blue',
  'Intel NUC 13 Pro Kit Intel Core i5-1340P Barebone Mini PC',
  'HP Engage Flex Mini Cloud Edge PC',
];
const SSDS_1TB = ['Kingston NV2 1TB M.2 NVMe PCIe 4.0 SSD', 'Samsung 870 EVO 1TB 2.5" SATA SSD'];
const SSDS = [
  ...SSDS_1TB,
  'Kingston A400 480GB 2.5" SATA SSD',
  'Kingston A400 960GB 2.5" SATA SSD',
  'Samsung 990 PRO 2TB NVMe M.2 SSD',
];
const PRINTERS = {
  epsonOffice: [
    'Epson EcoTank ET-2800 Wireless All-in-One Supertank Printer',
    'Epson EcoTank ET-4850 All-in-One Printer with ADF',
    'Epson WorkForce Pro WF-3820 Wireless All-in-One Printer',
  ],
  hp: ['HP LaserJet Pro M404n Monochrome Laser Printer', 'HP OfficeJet Pro 9125e All-in-One Printer'],
  label: ['Zebra ZD421d Direct Thermal Desktop Label Printer', 'Zebra ZD230 Thermal Transfer Label Printer'],
  receipt: [
    'Zebra ZQ521 Mobile Receipt Printer',
    'Epson TM-T20III Thermal Receipt Printer USB and Ethernet',
    'Epson TM-T88VII Thermal Receipt Printer',
  ],
};
const INKS = [
  'Epson 502 Black Ink Bottle T502120',
  'Epson 502 Ink Bottle Colour Multipack',
  'HP 962XL High Yield Black Original Ink Cartridge',
];
const LAPTOPS_16GB = [
  ...THINKPADS,
  'HP ProBook 450 G10 Intel Core i7-1355U 16GB 512GB SSD',
  'Dell Latitude 5440 14" Intel Core i7-1365U 16GB 512GB SSD',
  'Apple MacBook Air 15" M3 Chip 16GB 512GB SSD Starlight',
  'Razer Blade 15 Intel Core i7-13800H RTX 4070 16GB 1TB SSD',
  'Lenovo Legion 5 16IRX9 Intel Core i7-14650HX RTX 4060 16GB 1TB SSD',
  'Dell G15 5530 Gaming Laptop Intel Core i7-13650HX RTX 4060 16GB 1TB SSD',
];
const LAPTOPS_15_6 = [
  'Lenovo IdeaPad Slim 3 15IRU8 Intel Core i3-1315U 8GB 256GB SSD',
  'HP 250 G9 15.6" Laptop Intel Core i5-1235U 8GB 256GB SSD',
  'HP 250 G9 15.6" Laptop Intel Core i3-1215U 8GB 256GB SSD',
  'HP ProBook 450 G10 Intel Core i7-1355U 16GB 512GB SSD',
  'Dell Latitude 3540 15.6" Intel Core i5-1335U 8GB 256GB SSD',
  'Dell Vostro 3520 15.6" Intel Core i5-1235U 8GB 512GB SSD',
  'Samsung Galaxy Book3 15.6" Intel Core i5-1335U 8GB 512GB SSD',
  'Razer Blade 15 Intel Core i7-13800H RTX 4070 16GB 1TB SSD',
  'HP Victus 15 Gaming Laptop Intel Core i5-13420H RTX 3050 8GB 512GB SSD',
  'Dell G15 5530 Gaming Laptop Intel Core i7-13650HX RTX 4060 16GB 1TB SSD',
];
const I7_LAPTOPS = [
  'Lenovo ThinkPad E14 Gen 5 Intel Core i7-1355U 16GB 1TB SSD',
  'HP ProBook 450 G10 Intel Core i7-1355U 16GB 512GB SSD',
  'HP EliteBook 840 G10 Intel Core i7-1365U 32GB 1TB SSD',
  'Dell Latitude 5440 14" Intel Core i7-1365U 16GB 512GB SSD',
  'Razer Blade 15 Intel Core i7-13800H RTX 4070 16GB 1TB SSD',
  'Lenovo Legion 5 16IRX9 Intel Core i7-14650HX RTX 4060 16GB 1TB SSD',
  'Dell G15 5530 Gaming Laptop Intel Core i7-13650HX RTX 4060 16GB 1TB SSD',
];
const WIFI_ROUTERS = [
  'TP-Link Archer AX55 AX3000 Dual-Band Wi-Fi 6 Router',
  'TP-Link Deco X20 AX1800 Whole Home Mesh Wi-Fi 6 System 3-Pack',
];
const DOCKS = ['Dell WD19S USB-C Dock 130W', 'Lenovo ThinkPad Universal USB-C Dock'];
const MINI_PCS = [
  'HP EliteDesk 800 G9 Mini Intel Core i7-12700T 16GB 512GB SSD',
  'Apple Mac mini M2 Chip 8GB 256GB SSD',
  'Intel NUC 13 Pro Kit Intel Core i5-1340P Barebone Mini PC',
  'HP Engage Flex Mini Cloud Edge PC',
];

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // The products themselves, by the word for what they are.
  { query: 'laptop', first: LAPTOPS },
  { query: 'laptops', first: LAPTOPS },
  { query: 'notebook', first: LAPTOPS },
  { query: 'desktop', first: DESKTOPS },
  { query: 'tablet', first: TABLETS },
  { query: 'tablets', first: TABLETS },
  { query: 'phone', first: PHONES },
  { query: 'cell phone', first: PHONES },
  { query: 'cellphone', first: PHONES },
  { query: 'monitor', first: MONITORS },
  {
    query: 'printer',
    first: [...PRINTERS.epsonOffice, ...PRINTERS.hp, ...PRINTERS.label, ...PRINTERS.receipt],
  },
  { query: 'ups', first: UPS },
  { query: 'battery backup', first: UPS },
  { query: 'access point', first: ACCESS_POINTS },
  { query: 'switch', first: SWITCHES },
  { query: 'nvr', first: NVRS },
  { query: 'security camera', first: SECURITY_CAMERAS },
  { query: 'cctv', first: SECURITY_CAMERAS },
  { query: 'keyboard', first: KEYBOARDS },
  { query: 'headset', first: HEADSETS },
  { query: 'earbuds', first: ['Samsung Galaxy Buds2 Pro Graphite'] },
  { query: 'console', first: CONSOLES },
  { query: 'game console', first: CONSOLES },
  {
    query: 'controller',
    first: ['Microsoft Xbox Wireless Controller Carbon Black', 'Sony DualSense Wireless Controller White'],
  },
  { query: 'ssd', first: SSDS },
  {
    query: 'ram',
    first: [
      'Kingston FURY Beast 16GB DDR5 5200MHz Desktop Memory',
      'Kingston ValueRAM 8GB DDR4 3200MHz SODIMM Laptop Memory',
    ],
  },
  {
    query: 'processor',
    first: [
      'Intel Core i7-14700K Desktop Processor 20 Cores',
      'Intel Core i5-14400F Desktop Processor 10 Cores',
    ],
  },
  {
    query: 'projector',
    first: ['Epson PowerLite 118 XGA 3LCD Projector', 'Epson EpiqVision Mini EF12 Laser Projector'],
  },
  {
    query: 'scanner',
    first: [
      'Epson WorkForce ES-50 Portable Document Scanner',
      'Epson DS-530 II Colour Duplex Document Scanner',
      'Zebra DS2208 Handheld Barcode Scanner Kit USB',
      'Zebra LI2208 Linear Imager Barcode Scanner',
    ],
  },
  { query: 'dock', first: DOCKS },
  { query: 'charger', first: ['HP 65W USB-C Laptop Charger'] },
  { query: 'server', first: ['Dell PowerEdge T150 Tower Server Intel Xeon E-2314 16GB 2TB'] },
  // Brand and type: the product before its accessories.
  { query: 'hp laptop', first: HP_LAPTOPS },
  { query: 'dell laptop', first: DELL_LAPTOPS },
  { query: 'apple laptop', first: MACBOOKS },
  { query: 'gaming laptop', first: GAMING_LAPTOPS },
  { query: 'samsung phone', first: SAMSUNG_PHONES },
  {
    query: 'samsung monitor',
    first: [
      'Samsung 24" S31C FHD IPS Monitor',
      'Samsung 32" ViewFinity S7 4K UHD Monitor',
      'Samsung 27" Odyssey G5 QHD 165Hz Curved Gaming Monitor',
    ],
  },
  { query: 'gaming monitor', first: ['Samsung 27" Odyssey G5 QHD 165Hz Curved Gaming Monitor'] },
  { query: 'gaming mouse', first: GAMING_MICE },
  { query: 'cisco switch', first: CISCO_SWITCHES },
  { query: 'hikvision camera', first: HIKVISION_CAMERAS },
  { query: 'ubiquiti camera', first: UBIQUITI_CAMERAS },
  {
    query: 'epson printer',
    first: [
      ...PRINTERS.epsonOffice,
      'Epson TM-T20III Thermal Receipt Printer USB and Ethernet',
      'Epson TM-T88VII Thermal Receipt Printer',
    ],
  },
  { query: 'hp printer', first: PRINTERS.hp },
  { query: 'label printer', first: PRINTERS.label },
  { query: 'receipt printer', first: PRINTERS.receipt },
  {
    query: 'barcode scanner',
    first: ['Zebra DS2208 Handheld Barcode Scanner Kit USB', 'Zebra LI2208 Linear Imager Barcode Scanner'],
  },
  { query: 'wifi router', first: WIFI_ROUTERS },
  { query: 'mini pc', first: MINI_PCS },
  {
    query: 'smart tv',
    first: ['Samsung 55" Crystal UHD CU7000 4K Smart TV', 'Samsung 65" QLED Q60C 4K Smart TV'],
  },
  { query: 'apple watch', first: ['Apple Watch Series 9 GPS 45mm Midnight Aluminium Case'] },
  {
    query: 'smart watch',
    first: [
      'Apple Watch Series 9 GPS 45mm Midnight Aluminium Case',
      'Samsung Galaxy Watch6 44mm Bluetooth Graphite',
    ],
  },
  { query: 'hp ink', first: ['HP 962XL High Yield Black Original Ink Cartridge'] },
  { query: 'ink', first: INKS },
  { query: 'toner', first: ['HP 58A Black Original LaserJet Toner Cartridge CF258A'] },
  // Product lines and models.
  { query: 'thinkpad', first: THINKPADS },
  { query: 'lenovo thinkpad', first: THINKPADS },
  { query: 'macbook', first: MACBOOKS },
  { query: 'iphone', first: IPHONES },
  {
    query: 'ipad',
    first: [
      'Apple iPad 10.9" 10th Generation Wi-Fi 64GB Blue',
      'Apple iPad Air 11" M2 Wi-Fi 128GB Space Grey',
    ],
  },
  {
    query: 'galaxy tab',
    first: [
      'Samsung Galaxy Tab S9 FE 10.9" 128GB Wi-Fi Grey',
      'Samsung Galaxy Tab A9+ 11" 64GB Wi-Fi Graphite',
      'Samsung Galaxy Tab Active4 Pro 10.1" Rugged Tablet 64GB',
    ],
  },
  { query: 'xbox', first: ['Microsoft Xbox Series X 1TB Console', 'Microsoft Xbox Series S 512GB Console'] },
  { query: 'xbox controller', first: ['Microsoft Xbox Wireless Controller Carbon Black'] },
  { query: 'playstation', first: PS5 },
  {
    query: 'windows 11',
    first: ['Microsoft Windows 11 Pro 64-bit OEM', 'Microsoft Windows 11 Home USB Retail'],
  },
  { query: 'office 2021', first: ['Microsoft Office Home & Business 2021'] },
  {
    query: 'adobe',
    first: ['Adobe Acrobat Pro 1-Year Subscription', 'Adobe Creative Cloud All Apps 1-Year Subscription'],
  },
  // Accessories asked for by what they go with.
  { query: 'laptop charger', first: ['HP 65W USB-C Laptop Charger'] },
  { query: 'laptop memory', first: ['Kingston ValueRAM 8GB DDR4 3200MHz SODIMM Laptop Memory'] },
  { query: 'thinkpad dock', first: ['Lenovo ThinkPad Universal USB-C Dock'] },
  { query: 'usb c dock', first: DOCKS },
  // Shop words and shorthand.
  { query: 'ps5', first: PS5 },
  { query: 'ps 5', first: PS5 },
  { query: 'antivirus', first: ['ESET Internet Security 1 Device 1 Year'] },
  { query: 'anti virus', first: ['ESET Internet Security 1 Device 1 Year'] },
  { query: 'office 365', first: MICROSOFT_365 },
  { query: 'o365', first: MICROSOFT_365 },
  { query: 'microsoft office', first: ['Microsoft Office Home & Business 2021'] },
  { query: 'fone', first: PHONES },
  { query: 'cell', first: PHONES },
  { query: 'lap top', first: LAPTOPS },
  { query: 'wifi 6 router', first: WIFI_ROUTERS },
  {
    query: 'poe switch',
    first: [
      'Ubiquiti UniFi Switch Lite 8 PoE',
      'Ubiquiti UniFi Switch Pro 24 PoE',
      'Cisco Catalyst 1000-8P-2G-L 8-Port PoE+ Switch',
      'Cisco Business CBS350-24P-4G Managed Switch',
    ],
  },
  { query: 'i7 laptop', first: I7_LAPTOPS },
  // Measures and units.
  { query: '24 inch monitor', first: MONITORS_24 },
  { query: '24" monitor', first: MONITORS_24 },
  { query: '24in monitor', first: MONITORS_24 },
  {
    query: '27 inch monitor',
    first: [
      'Dell UltraSharp 27 4K USB-C Hub Monitor U2723QE',
      'Samsung 27" Odyssey G5 QHD 165Hz Curved Gaming Monitor',
    ],
  },
  { query: '65 inch tv', first: ['Samsung 65" QLED Q60C 4K Smart TV'] },
  { query: '15.6 inch laptop', first: LAPTOPS_15_6 },
  { query: '1tb ssd', first: SSDS_1TB },
  { query: '1 tb ssd', first: SSDS_1TB },
  { query: 'ssd 1tb', first: SSDS_1TB },
  { query: '16gb laptop', first: LAPTOPS_16GB },
  { query: '16 gb ram', first: ['Kingston FURY Beast 16GB DDR5 5200MHz Desktop Memory'] },
  {
    query: '24 port switch',
    first: [
      'Ubiquiti UniFi Switch Pro 24 PoE',
      'Cisco Catalyst 1000-24T-4G-L 24-Port Gigabit Switch',
      'Cisco Business CBS350-24P-4G Managed Switch',
    ],
  },
  // Typos.
  { query: 'laptp', first: LAPTOPS },
  { query: 'moniter', first: MONITORS },
  { query: 'keybord', first: KEYBOARDS },
  { query: 'samsng phone', first: SAMSUNG_PHONES },
  { query: 'lenovo thinkpd', first: THINKPADS },
  {
    query: 'printr',
    first: [...PRINTERS.epsonOffice, ...PRINTERS.hp, ...PRINTERS.label, ...PRINTERS.receipt],
  },
  { query: 'headphones', first: [...HEADSETS, 'Samsung Galaxy Buds2 Pro Graphite'] },
];

/** Whether a ranking (product names, best first) puts exactly the case's products in the first places. */
export function isSatisfied(relevance: RelevanceCase, ranked: readonly string[]): boolean {
  const top = new Set(ranked.slice(0, relevance.first.length));
  return relevance.first.every((name) => top.has(name));
}

/** The sample catalogue's index with its search built, as a warm searching function holds it. */
export function createSampleCatalogueIndex(): CatalogueIndex {
  const { products, brands, categories } = generateSampleCatalogue();
  const index = new CatalogueIndex(products, brands, categories);
  index.prepareSearch(createCatalogueSearch);
  return index;
}

/** The names of the shop's results for `query`, best first, as the product list ranks them. */
export function rankNames(index: CatalogueIndex, query: string): string[] {
  const result = index.query(
    catalogueQuerySchema.parse({ search: query, limit: 100 }),
    createCatalogueSearch,
  );
  return result.items.map((item) => item.name);
}
