/**
 * Carts in the single table: one item per owner (`cart#user#<sub>` or `cart#guest#<id>` / `cart`)
 * holding its lines and a version number. Every change is a read, a pure rule from core, and a write
 * conditioned on the version read (optimistic locking), so two tabs changing one cart never lose a
 * line; the order transaction deletes the cart under the same condition. Guest carts expire.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { ORDERS } from '../core/orders/order-limits.js';
import { cartMessages } from '../core/cart/cart-messages.js';
import {
  CART_PRODUCT_FIELDS,
  mergeCartLines,
  type CartChange,
  type CartOwner,
  type CartProductFacts,
  type StoredCartLine,
} from '../core/cart/cart.js';
import { getCompanyPriceListId } from '../core/pricing/price-lists.js';
import { getCartProductFacts, parseCartProductFacts } from './cart-products.js';
import { getBuyerAccount, type BuyerAccount } from './companies.js';
import { withPriceListTerms } from './price-lists.js';
import { recallCartProductIds, rememberCartProductIds } from './cart-line-hints.js';
import { documentClient, getItemsByKeys, getTableName, toProjection } from './dynamo-client.js';
import { keys } from './keys.js';
import { LOST_RACE, retryOnConflict } from './retry-on-conflict.js';
import { TTL_ATTRIBUTE } from './table-design.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface StoredCart {
  lines: StoredCartLine[];
  /** 0 when the owner has no cart item yet. */
  version: number;
}

function toLines(value: unknown): StoredCartLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is StoredCartLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof (line as StoredCartLine).product_id === 'string' &&
      typeof (line as StoredCartLine).quantity === 'number',
  );
}

function toStoredCart(item: Record<string, unknown> | undefined): StoredCart {
  if (!item) return { lines: [], version: 0 };
  return { lines: toLines(item.lines), version: Number(item.version) || 0 };
}

/** The owner's cart, read strongly consistently (an add shows on the very next read). */
export async function getCart(owner: CartOwner): Promise<StoredCart> {
  const result = await documentClient.send(
    new GetCommand({ TableName: getTableName(), Key: keys.cart(owner), ConsistentRead: true }),
  );
  return toStoredCart(result.Item);
}

export interface CartWithProducts {
  cart: StoredCart;
  /**
   * Cart facts of the lines' products and of the products asked for (missing ones left out), with
   * the terms of the signed-in buyer's company price list (`price_terms`), read now.
   */
  products: Map<string, CartProductFacts>;
  /** A signed-in buyer's membership and company, read with the cart (empty for a guest or consumer). */
  buyer: BuyerAccount;
}

/** A signed-in buyer's membership and company (strongly consistent: a removed buyer is no longer one). */
const readBuyer = (owner: CartOwner): Promise<BuyerAccount> =>
  owner.kind === 'user' ? getBuyerAccount(owner.userId) : Promise.resolve({});

/** What the combined read needs: the cart's keys, lines and version, and the products' cart facts. */
const cartReadProjection = toProjection(['pk', 'sk', 'lines', 'version', ...CART_PRODUCT_FIELDS]);

/**
 * The owner's cart with the cart facts of its lines' products and of `alsoProductIds`, all strongly
 * consistent, priced for the buyer. The products the cart held last time this container saw it are
 * read in the same BatchGetItem as the cart, so a cart read or change usually costs one round trip
 * (with the buyer's membership and company read beside it); only lines that were not guessed are
 * read in a second one, and a buyer whose company has a price list reads its terms for these SKUs
 * in one more.
 */
export async function readCartWithProducts(
  owner: CartOwner,
  alsoProductIds: readonly string[] = [],
): Promise<CartWithProducts> {
  const cartKey = keys.cart(owner);
  const guessed = [...alsoProductIds, ...recallCartProductIds(owner)];
  const [items, buyer] = await Promise.all([
    getItemsByKeys([cartKey, ...guessed.map((id) => keys.product(id))], cartReadProjection),
    readBuyer(owner),
  ]);
  const listId = getCompanyPriceListId(buyer.company);
  let cart: StoredCart = { lines: [], version: 0 };
  const products = new Map<string, CartProductFacts>();
  for (const item of items) {
    if (item.pk === cartKey.pk && item.sk === cartKey.sk) cart = toStoredCart(item);
    else {
      const product = parseCartProductFacts(item);
      products.set(product.id, product);
    }
  }
  await withAllLineProducts(cart.lines, products, null);
  rememberCartProductIds(
    owner,
    cart.lines.map((line) => line.product_id),
  );
  return { cart, products: await withPriceListTerms(listId, products), buyer };
}

/**
 * Completes `products` with the facts of any line it lacks (a line the read did not guess, or one a
 * concurrent change added), priced by price list `listId`, and returns it.
 */
async function withAllLineProducts(
  lines: readonly StoredCartLine[],
  products: Map<string, CartProductFacts>,
  listId: string | null,
): Promise<Map<string, CartProductFacts>> {
  const missing = lines.map((line) => line.product_id).filter((id) => !products.has(id));
  const read = await withPriceListTerms(listId, await getCartProducts(missing));
  for (const [id, product] of read) products.set(id, product);
  return products;
}

function toCartItem(owner: CartOwner, lines: readonly StoredCartLine[], version: number, now: Date) {
  return {
    ...keys.cart(owner),
    entity: 'cart',
    user_id: owner.kind === 'user' ? owner.userId : null,
    session_id: owner.kind === 'guest' ? owner.sessionId : null,
    lines,
    version,
    updated_at: now.toISOString(),
    ...(owner.kind === 'guest'
      ? { [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + ORDERS.guestDataTtlDays * 86_400 }
      : {}),
  };
}

/** The transaction item that writes `lines` over the cart read at `expectedVersion` (or deletes it when empty). */
export function cartWriteItem(
  owner: CartOwner,
  lines: readonly StoredCartLine[],
  expectedVersion: number,
  now = new Date(),
): TransactItem {
  const condition =
    expectedVersion === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : {
          ConditionExpression: 'version = :version',
          ExpressionAttributeValues: { ':version': expectedVersion },
        };
  if (lines.length === 0) {
    return { Delete: { TableName: getTableName(), Key: keys.cart(owner), ...condition } };
  }
  return {
    Put: {
      TableName: getTableName(),
      Item: toCartItem(owner, lines, expectedVersion + 1, now),
      ...condition,
    },
  };
}

/** Writes the cart if nobody changed it since `expectedVersion`; false when somebody did. */
async function writeCart(owner: CartOwner, lines: readonly StoredCartLine[], expectedVersion: number) {
  const item = cartWriteItem(owner, lines, expectedVersion);
  try {
    if (item.Delete) {
      if (expectedVersion === 0) return true;
      await documentClient.send(new DeleteCommand(item.Delete));
    } else {
      await documentClient.send(new PutCommand(item.Put!));
    }
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Applies a pure change to the owner's cart and stores it, re-reading and re-applying when another
 * request changed the cart in between. Returns the stored lines and the change's notice.
 */
export async function changeCart(
  owner: CartOwner,
  apply: (lines: StoredCartLine[]) => CartChange | Promise<CartChange>,
  /** The cart as the caller already read it, to spare the first read. */
  alreadyRead?: StoredCart,
): Promise<CartChange> {
  return retryOnConflict(
    async (attempt) => {
      const cart = attempt === 1 && alreadyRead ? alreadyRead : await getCart(owner);
      const change = await apply(cart.lines);
      if (!(await writeCart(owner, change.lines, cart.version))) return LOST_RACE;
      rememberCartProductIds(
        owner,
        change.lines.map((line) => line.product_id),
      );
      return change;
    },
    { message: cartMessages.keptChanging },
  );
}

/**
 * A change whose answer shows the cart: reads the cart with its lines' products and `alsoProductIds`
 * (the product being added, say) in one round trip, applies and stores the change as `changeCart`
 * does, and returns the stored lines with the products of every line.
 */
export async function changeCartWithProducts(
  owner: CartOwner,
  apply: (lines: StoredCartLine[], products: ReadonlyMap<string, CartProductFacts>) => CartChange,
  alsoProductIds: readonly string[] = [],
): Promise<CartChange & { products: Map<string, CartProductFacts> }> {
  const { cart, products, buyer } = await readCartWithProducts(owner, alsoProductIds);
  const change = await changeCart(owner, (lines) => apply(lines, products), cart);
  const listId = getCompanyPriceListId(buyer.company);
  return { ...change, products: await withAllLineProducts(change.lines, products, listId) };
}

/**
 * Moves a guest cart into a user's cart in one transaction: the merged user cart is written and the
 * guest cart deleted, each only if unchanged since read (a cancelled transaction otherwise).
 */
async function writeMergedCarts(input: {
  user: CartOwner;
  userVersion: number;
  guest: CartOwner;
  guestVersion: number;
  lines: readonly StoredCartLine[];
}): Promise<void> {
  const items = [cartWriteItem(input.user, input.lines, input.userVersion)];
  if (input.guestVersion > 0) items.push(cartWriteItem(input.guest, [], input.guestVersion));
  if (items[0]!.Delete && input.userVersion === 0) items.shift();
  if (items.length === 0) return;
  await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * Adds the guest cart's lines to the user's (quantities added, capped by stock) and deletes the guest
 * cart, in one transaction, reading both again when another request changed either meanwhile.
 * Returns the user's lines, their products and the merge's notice.
 */
export async function mergeGuestCart(
  user: CartOwner,
  guest: CartOwner,
): Promise<CartChange & { products: Map<string, CartProductFacts> }> {
  return retryOnConflict(
    async () => {
      const [userCart, guestCart, buyer] = await Promise.all([
        getCart(user),
        getCart(guest),
        readBuyer(user),
      ]);
      const ids = [...userCart.lines, ...guestCart.lines].map((line) => line.product_id);
      const products = await withPriceListTerms(
        getCompanyPriceListId(buyer.company),
        await getCartProducts(ids),
      );
      if (guestCart.lines.length === 0) return { lines: userCart.lines, products };
      const merged = mergeCartLines(userCart.lines, guestCart.lines, products);
      await writeMergedCarts({
        user,
        userVersion: userCart.version,
        guest,
        guestVersion: guestCart.version,
        lines: merged.lines,
      });
      rememberCartProductIds(
        user,
        merged.lines.map((line) => line.product_id),
      );
      return { ...merged, products };
    },
    { message: cartMessages.keptChanging },
  );
}

/** The stored products behind some cart lines, by id (strongly consistent; missing ones left out). */
export async function getCartProducts(productIds: readonly string[]): Promise<Map<string, CartProductFacts>> {
  if (productIds.length === 0) return new Map();
  const products = await getCartProductFacts(productIds);
  return new Map(products.map((product) => [product.id, product]));
}
