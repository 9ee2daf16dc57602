/**
 * What a product is (a laptop, a phone, a charger), read from the words of its name the way a shopper
 * reads them: the last word for a kind of product names it ("HP 65W USB-C Laptop Charger" is a
 * charger, "Laptop Memory" is memory), words after "for" or "with" describe something else ("UPS for
 * POS Stations", "Camera Kit with NVR"), a size before a word makes it a specification ("16GB 512GB
 * SSD" in a laptop's name), and a product line says it when no such word does ("ThinkPad", "iPhone").
 * A search's words are read the same way, so "thinkpad dock" asks for a dock and "ps5" for a console.
 * Staff may override it per product (`product_type`, in the form and the CSV), which then wins.
 * Pure, shared by the search index, the admin form and their tests.
 */
import { singularize, tokenizeSearch } from './search-words.js';

/**
 * Each type: its id, then the words that name it (singular), then after `;` the product lines that
 * imply it. Compact text rather than objects: it ships in the routes that search, which are close to
 * their bundle size goal.
 */
const PRODUCT_TYPE_WORDS = `laptop:laptop,notebook,ultrabook,chromebook,lap top;macbook,thinkpad,ideapad,probook,elitebook,latitude,vostro,zenbook,vivobook,xps,legion,victus,omen,galaxy book,razer blade
desktop:desktop,pc,tower,workstation,all in one pc;imac,mac mini,optiplex,thinkcentre,elitedesk,prodesk,nuc
server:server;poweredge,proliant
monitor:monitor,display,screen;ultrasharp,viewfinity,thinkvision
tv:tv,television,smart tv
projector:projector
phone:phone,smartphone,cellphone,cell,cellular,fone,mobile phone;iphone,galaxy s,galaxy a,galaxy z,pixel,redmi
tablet:tablet,tab;ipad,surface pro,surface go
watch:watch,smartwatch,smart watch
headset:headset,headphone,earphone
earbuds:earbud,bud,airpod
speaker:speaker,soundbar
printer:printer,mfp;laserjet,officejet,deskjet,ecotank
ink:ink,toner,cartridge
scanner:scanner
ups:ups,battery backup,uninterruptible power supply
surge:surge protector;surgearrest
router:router,gateway,mesh;dream machine
accesspoint:access point,wap
switch:switch
networkcard:network adapter,network card,nic,transceiver
camera:camera,security camera,cctv
webcam:webcam,conference camera
nvr:nvr,dvr,network video recorder
alarm:alarm
antivirus:antivirus,anti virus,internet security,total security,endpoint security;eset,norton,mcafee,kaspersky,bitdefender
officesuite:office suite;microsoft 365,office 365,o365,m365,microsoft office
os:operating system;windows,windows server
console:console;playstation,xbox,nintendo switch,ps5,ps 5,ps4
controller:controller,gamepad,joystick,racing wheel;dualsense
memory:memory,ram,dimm,sodimm
storage:ssd,hdd,hard drive,hard disk,solid state drive,flash drive,usb drive
cpu:processor,cpu
gpu:graphics card,gpu,video card
charger:charger,power adapter,adapter,power supply,power bank
dock:dock,docking station,hub
keyboard:keyboard
mouse:mouse
cable:cable,cord
pos:pos,pos system,cash drawer`;

/** A word or phrase of the table: its words, its type, and whether it names the type or is a line. */
export interface TypePhrase {
  words: string[];
  type: string;
  isLine: boolean;
}

/** Phrases by their first word, longest first, so "access point" wins over a shorter match. */
const PHRASES_BY_FIRST_WORD = new Map<string, TypePhrase[]>();
/** The one-word names and lines of types ("laptop", "thinkpad"), which a misspelt search word may stand for. */
export const TYPE_WORDS: string[] = [];
for (const row of PRODUCT_TYPE_WORDS.split('\n')) {
  const [type, list] = row.split(':') as [string, string];
  list.split(';').forEach((part, isLine) => {
    for (const phrase of part.split(',')) {
      const words = phrase.split(' ');
      const entry = { words, type, isLine: isLine === 1 };
      if (words.length === 1) TYPE_WORDS.push(phrase);
      const same = PHRASES_BY_FIRST_WORD.get(words[0]!) ?? [];
      PHRASES_BY_FIRST_WORD.set(
        words[0]!,
        [...same, entry].sort((a, b) => b.words.length - a.words.length),
      );
    }
  });
}

/** The forms of words already read: a catalogue repeats a few thousand words over all its names. */
const FORMS = new Map<string, string[]>();
/** Forms kept at most (searches bring new words): the cache starts again beyond it. */
const MAX_FORMS = 50_000;

/** The forms of a word a phrase may match: as written, singular, and without a model number ("watch6"). */
function formsOf(word: string): string[] {
  let forms = FORMS.get(word);
  if (!forms) {
    forms = [word, singularize(word), word.replace(/(?<=^[a-z]+)\d+$/, '')];
    if (FORMS.size >= MAX_FORMS) FORMS.clear();
    FORMS.set(word, forms);
  }
  return forms;
}

/** The longest phrase of the table starting at `words[at]`, if any. */
export function matchTypePhrase(words: readonly string[], at: number): TypePhrase | undefined {
  for (const first of formsOf(words[at]!)) {
    const found = PHRASES_BY_FIRST_WORD.get(first)?.find((phrase) =>
      phrase.words.every(
        (w, k) => k === 0 || (words[at + k] !== undefined && formsOf(words[at + k]!).includes(w)),
      ),
    );
    if (found) return found;
  }
  return undefined;
}

/** A capacity written before a word ("512GB SSD"): the word is then one of the specifications. */
const CAPACITY = /^\d+(gb|tb)$/;

/** Words after these describe what the product goes with, not what it is. */
export const DESCRIBING_OTHERS = new Set(['for', 'with', 'compatible']);

/**
 * The type `text` names: the last word naming a type (not one following a capacity), else the first
 * product line, else a word naming a type after a capacity; `undefined` when none does.
 */
export function readProductType(text: string): string | undefined {
  const words = tokenizeSearch(text);
  const end = words.findIndex((w) => DESCRIBING_OTHERS.has(w));
  let named: string | undefined;
  let line: string | undefined;
  let specification: string | undefined;
  for (let i = 0; i < (end < 0 ? words.length : end);) {
    const phrase = matchTypePhrase(words, i);
    if (!phrase) {
      i += 1;
      continue;
    }
    if (phrase.isLine) line ??= phrase.type;
    else if (i > 0 && CAPACITY.test(words[i - 1]!)) specification = phrase.type;
    else named = phrase.type;
    i += phrase.words.length;
  }
  return named ?? line ?? specification;
}

/**
 * Every type staff may give a product (its id), in the table's order. A function rather than a
 * list built on load: the routes that search never call it, so it stays out of their bundles.
 */
export function listProductTypes(): string[] {
  return PRODUCT_TYPE_WORDS.split('\n').map((row) => row.slice(0, row.indexOf(':')));
}

/** Whether `id` is one of the types (what a stored override may hold). */
export function isProductType(id: string): boolean {
  return listProductTypes().includes(id);
}

/**
 * What a product is by its words (the type staff gave it, `product_type`, wins over this): its
 * name's words, else its category's name ("Laptops"). The name comes first
 * because shops file many kinds under one category ("POS", "Laptops & Accessories"). Specifications
 * would say it more surely, but the search index holds only the card fields (see the README).
 */
export function deriveProductType(name: string, categoryName: string | null): string | undefined {
  return readProductType(name) ?? (categoryName ? readProductType(categoryName) : undefined);
}
