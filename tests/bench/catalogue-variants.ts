/**
 * Turns the sample catalogue into a large one for benchmarks: each variant copies an active sample
 * product with another model number, edition, SKU, price, stock and date, so names and search terms
 * stay realistic ("Lenovo ThinkPad E16 Gen 5 ... Business Edition"). Deterministic: the same count
 * gives the same products, with unique ids and SKUs.
 */
import { productSchema, type Product } from '../../functions/core/catalogue/product.js';
import { slugify } from '../../functions/core/catalogue/slug.js';
import { SAMPLE_CATALOGUE_NEWEST } from '../../infra/local/seed/generate-sample-catalogue.js';
import { createRandom, createStableId, type Random } from '../../infra/local/seed/random.js';

const EDITIONS = [
  '',
  '',
  '',
  'Bundle',
  'Business Edition',
  'Education Pack',
  'Refurbished',
  'Open Box',
  'Retail Box',
  '2-Pack',
  'Kit',
] as const;
/** A variant's list price is this share of its template's. */
const PRICE_SPREAD = [0.8, 1.3] as const;
const COST_SHARE = [0.68, 0.86] as const;
const HISTORY_MINUTES = 270 * 24 * 60;
const MS_PER_MINUTE = 60_000;
const MAX_STOCK = 200;
/** Model numbers in names: "E14", "250", "Q60C" (the digits change, the letters stay). */
const MODEL_TOKEN = /^([A-Za-z]*-?[A-Za-z]*)(\d{2,4})([A-Za-z]{0,3})$/;
/** Capacities and ratings are not model numbers: "512GB" stays "512GB". */
const UNIT = /^(gb|tb|mb|w|v|mm|hz|mp|in|k)$/i;

function between(random: Random, [min, max]: readonly [number, number]): number {
  return min + random.next() * (max - min);
}

/** Shelf prices end in 95, as in the sample catalogue. */
function roundPrice(amount: number): number {
  return Math.max(100, Math.round(amount / 100) * 100) - 5;
}

/** Changes one model number of the name by a little: "E14" may become "E16", "250" may become "255". */
function varyModelNumber(name: string, random: Random): string {
  const words = name.split(' ');
  const candidates = words.flatMap((word, index) => {
    const tail = MODEL_TOKEN.exec(word)?.[3];
    return tail !== undefined && !UNIT.test(tail) ? [index] : [];
  });
  if (candidates.length === 0) return name;
  const at = random.pick(candidates);
  const [, head = '', digits = '', tail = ''] = MODEL_TOKEN.exec(words[at]!) ?? [];
  const step = random.int(1, 9);
  const down = Number(digits) - step;
  // Keeps the number of digits: "E14" becomes "E05" never, "E13" or "E19" instead.
  const moved = random.chance(0.5) && String(down).length === digits.length ? down : Number(digits) + step;
  words[at] = `${head}${moved}${tail}`;
  return words.join(' ');
}

function selectDates(random: Random): Pick<Product, 'created_at' | 'updated_at'> {
  const newest = Date.parse(SAMPLE_CATALOGUE_NEWEST);
  const age = random.int(0, HISTORY_MINUTES);
  const created = newest - age * MS_PER_MINUTE;
  const updated = created + random.int(0, age) * MS_PER_MINUTE;
  return { created_at: new Date(created).toISOString(), updated_at: new Date(updated).toISOString() };
}

/** `count` active products derived from the active products of `templates`. */
export function createProductVariants(templates: readonly Product[], count: number): Product[] {
  const active = templates.filter((product) => product.is_active);
  const ids = new Set(templates.map((product) => product.id));
  const variants: Product[] = [];
  for (let n = 0; n < count; n += 1) {
    const { stock_status: _stockStatus, ...template } = active[n % active.length]!;
    const round = Math.floor(n / active.length) + 1;
    const sku = `${template.sku}-V${String(round).padStart(3, '0')}`;
    const random = createRandom(`bench-variant:${sku}`);
    // Stable ids come from a 32-bit seed: collisions are rare at this size, but not impossible.
    let id = createStableId(`bench-product:${sku}`);
    for (let salt = 1; ids.has(id); salt += 1) id = createStableId(`bench-product:${sku}:${salt}`);
    ids.add(id);

    const edition = random.pick(EDITIONS);
    const name = [varyModelNumber(template.name, random), edition].filter(Boolean).join(' ');
    const basePrice = roundPrice(template.base_price * between(random, PRICE_SPREAD));
    const discount = template.selling_price / template.base_price;
    const sellingPrice = discount < 1 ? roundPrice(basePrice * discount) : basePrice;
    variants.push(
      productSchema.parse({
        ...template,
        id,
        name,
        slug: slugify(name),
        sku,
        part_number: template.part_number ? `${template.part_number}-${round}` : '',
        short_description: template.short_description.replaceAll(template.name, name),
        description: template.description
          .replaceAll(template.name, name)
          .replaceAll(`number ${template.part_number})`, `number ${template.part_number}-${round})`),
        base_price: basePrice,
        selling_price: sellingPrice,
        cost_price: Math.round(sellingPrice * between(random, COST_SHARE)),
        stock_quantity: random.int(0, MAX_STOCK),
        is_featured: false,
        ...selectDates(random),
      }),
    );
  }
  return variants;
}
