/**
 * The shop words shipped with the shop: what search uses until staff save their own list, and what
 * "Restore defaults" puts back. Apart from the admin schema (`shop-words.ts`), so the routes that
 * search carry only these lines and the shape.
 */

/**
 * One shop word: each of `terms` is a way of saying the others ("ps5", "playstation 5"); each term
 * also searches `also_finds`, but not the other way round ("cctv" finds NVRs, "nvr" does not find
 * every camera). A term of several words is searched as all of them.
 */
export interface ShopWord {
  terms: string[];
  also_finds: string[];
}

/**
 * One rule a line: "a, b, c" are the terms; "a => b, c" makes "a" also find "b" and "c". Words naming
 * a product type also find the products of that type (`product-type.ts`: "fone" finds phones); a rule
 * here makes them find the same words in names too ("notebook" finds a "Laptop Charger" as "laptop" does).
 */
const SHIPPED = `laptop, notebook
phone, cell, cellphone, cell phone, smartphone, mobile phone
monitor, display
desktop, tower pc
headset, headphones, earphones
cable, cord
wifi, wi fi, wireless, wlan
cctv => security camera, surveillance, nvr
headphones => earbuds
pos, point of sale
ps5, ps 5, playstation 5
ps4, playstation 4
microsoft 365, office 365, o365, m365
antivirus, anti virus, internet security
ups, battery backup
hdd, hard drive, hard disk
ssd, solid state drive`;

const splitTerms = (text?: string) => (text ? text.split(/\s*,\s*/) : []);

export const DEFAULT_SHOP_WORDS: readonly ShopWord[] = SHIPPED.split('\n').map((line) => {
  const [terms, alsoFinds] = line.split(/\s*=>\s*/);
  return { terms: splitTerms(terms), also_finds: splitTerms(alsoFinds) };
});
