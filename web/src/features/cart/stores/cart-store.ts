/**
 * The guest cart, kept in this browser's storage and owned by the guest session id (spec sections 1
 * and 4). This is the cart feature's extension point: the server cart of issue 6 replaces the storage
 * behind {@link addToCart} and {@link subscribeToCart}; the hooks and the screens stay as they are.
 */
import { AUTH } from '@core/constants';

/** One line of the cart as shown (spec section 3, "Cart line"). */
export interface CartLine {
  id: string;
  product_id: string;
  name: string;
  /** Unit price in JMD: the selling price when the line was added. */
  price: number;
  quantity: number;
  image_url: string | null;
  sku: string;
}

/** What adding needs to know about a product. */
export interface CartProduct {
  id: string;
  name: string;
  sku: string;
  selling_price: number;
  images: readonly string[];
}

const CART_KEY_PREFIX = 'cart:';

/** A new guest session id: the word guest, an underscore and a random UUID. */
export function createGuestSessionId(randomUUID: () => string = () => crypto.randomUUID()): string {
  return `${AUTH.guestSessionPrefix}_${randomUUID()}`;
}

/** The guest session id kept under `guest_session_id`, created on first use and then reused. */
export function getGuestSessionId(storage: Storage = localStorage): string {
  const existing = storage.getItem(AUTH.guestSessionStorageKey);
  if (existing) return existing;
  const created = createGuestSessionId();
  storage.setItem(AUTH.guestSessionStorageKey, created);
  return created;
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.product_id === 'string' &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    typeof line.quantity === 'number' &&
    line.quantity >= 1
  );
}

/** Reads stored lines, dropping anything malformed (storage is shared with every script of the origin). */
export function parseCartLines(raw: string | null): CartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

/**
 * Adding a product already in the cart raises its quantity by the amount added; otherwise a new
 * line is created (spec section 4). A quantity below 1 changes nothing.
 */
export function addLine(lines: readonly CartLine[], product: CartProduct, quantity: number): CartLine[] {
  if (!(quantity >= 1)) return [...lines];
  const existing = lines.find((line) => line.product_id === product.id);
  if (existing) {
    return lines.map((line) =>
      line.product_id === product.id ? { ...line, quantity: line.quantity + quantity } : line,
    );
  }
  return [
    ...lines,
    {
      id: product.id,
      product_id: product.id,
      name: product.name,
      price: product.selling_price,
      quantity,
      image_url: product.images[0] ?? null,
      sku: product.sku,
    },
  ];
}

/** Cart total items: the sum of the quantities (spec section 9). */
export function getItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

function getCartKey(): string {
  return `${CART_KEY_PREFIX}${getGuestSessionId()}`;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedLines: CartLine[] = [];
let busy = false;

function readRaw(): string | null {
  try {
    return localStorage.getItem(getCartKey());
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

/** The cart's lines; the same array until the stored cart changes. */
export function getCartLines(): CartLine[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = parseCartLines(raw);
  }
  return cachedLines;
}

/** True while a cart action runs: the Add buttons are disabled meanwhile (spec section 4). */
export function isCartBusy(): boolean {
  return busy;
}

export function subscribeToCart(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab of the shop changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(CART_KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds `quantity` of a product; rejects when the cart cannot be saved. */
export async function addToCart(product: CartProduct, quantity: number): Promise<void> {
  busy = true;
  emit();
  try {
    const next = addLine(getCartLines(), product, quantity);
    localStorage.setItem(getCartKey(), JSON.stringify(next));
  } finally {
    busy = false;
    emit();
  }
}
