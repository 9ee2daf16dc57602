/**
 * Business buyers for the catalogue bench (issue 29): price lists of fixed prices spread over the
 * catalogue's SKUs, one approved company at each list, and a signed-in buyer (cognito-local) of each
 * company, written with the data layer's own writers and signed in as the SPA's Amplify signs in.
 * Deterministic: the same catalogue and sizes give the same lists.
 */
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Company } from '../../functions/core/business/company.js';
import type { PriceList, PriceListEntry } from '../../functions/core/pricing/price-lists.js';
import { mapLimited } from '../../functions/shared/map-limited.js';
import { LOCAL_RESOURCES, type LocalPorts } from '../../infra/local/config.js';
import { ensureUserPool } from '../../infra/local/bootstrap-resources.js';
import { createConfirmedUser } from '../../infra/local/seed/seed-sample-data.js';
import { buildFunctionEnv } from '../../infra/local/supervisor.js';
import type { BenchTable } from './bench-table.js';

export interface BusinessSizes {
  priceLists: number;
  entriesPerList: number;
}

export interface BusinessBuyers {
  /** One ID token per company (each at its own list), as the SPA sends it. */
  idTokens: string[];
  entries: number;
  seconds: number;
}

/** A fixed price is this share of the list price; one entry in this many also has quantity breaks. */
const FIXED_SHARE = 0.9;
const BREAKS_EVERY = 10;
/** Lists written at once (each writes its entries 25 at a time). */
const LIST_WRITE_CONCURRENCY = 4;
const PASSWORD = 'Bench#2026pass';

/** Entry `i` of list `list`: SKUs taken with a stride from a place of their own, so lists overlap little. */
function buildEntries(
  products: readonly { sku: string; selling_price: number }[],
  list: number,
  count: number,
): PriceListEntry[] {
  const stride = Math.max(1, Math.floor(products.length / count));
  const offset = (list * 7919) % products.length;
  const entries = new Map<string, PriceListEntry>();
  for (let i = 0; entries.size < Math.min(count, products.length); i += 1) {
    const product = products[(offset + i * stride + Math.floor(i / products.length)) % products.length]!;
    const fixed = Math.max(1, Math.round(product.selling_price * FIXED_SHARE));
    entries.set(product.sku.toLowerCase(), {
      sku: product.sku,
      fixed_price: fixed,
      breaks:
        i % BREAKS_EVERY === 0
          ? [
              { min_quantity: 5, max_quantity: 9, unit_price: Math.round(fixed * 0.97) },
              { min_quantity: 10, max_quantity: null, unit_price: Math.round(fixed * 0.94) },
            ]
          : [],
    });
  }
  return [...entries.values()];
}

function buildCompany(id: string, listId: string, userId: string, email: string, now: string): Company {
  return {
    id,
    name: `Bench Traders ${id.slice(0, 8)}`,
    trn: '123-456-789',
    gct_registration_number: null,
    address: '1 Bench Way, Kingston',
    phone: '876-555-0100',
    expected_monthly_spend: 250_000,
    document: {
      file_key: `bench/${id}.pdf`,
      content_type: 'application/pdf',
      file_name: 'certificate.pdf',
      uploaded_at: now,
    },
    status: 'approved',
    decline_reason: null,
    payment_terms_days: 30,
    credit_limit: 500_000,
    balance: 0,
    available_credit: 500_000,
    gct_exemption: null,
    price_list_id: listId,
    applied_by: userId,
    applicant_email: email,
    applied_at: now,
    decided_at: now,
    decided_by: 'bench',
    updated_at: now,
  };
}

/**
 * `sizes.priceLists` lists of `sizes.entriesPerList` fixed prices over `products`' SKUs, an approved
 * company at each and its signed-in company admin. Sets the data layer's environment in this process.
 */
export async function seedBusinessBuyers(
  ports: LocalPorts,
  table: BenchTable,
  products: readonly { sku: string; selling_price: number }[],
  sizes: BusinessSizes,
): Promise<BusinessBuyers> {
  const start = performance.now();
  const cognitoEndpoint = `http://127.0.0.1:${ports.cognito}`;
  const pool = await ensureUserPool(cognitoEndpoint);
  Object.assign(process.env, buildFunctionEnv(ports, pool));
  const { putPriceList, writePriceListEntries } = await import('../../functions/data/price-lists.js');
  const { createCompany } = await import('../../functions/data/companies.js');
  const cognito = new CognitoIdentityProviderClient({
    region: LOCAL_RESOURCES.region,
    endpoint: cognitoEndpoint,
    credentials: {
      accessKeyId: LOCAL_RESOURCES.accessKeyId,
      secretAccessKey: LOCAL_RESOURCES.secretAccessKey,
    },
  });
  const now = new Date().toISOString();
  let entries = 0;
  try {
    const idTokens = await mapLimited(
      Array.from({ length: sizes.priceLists }, (_, list) => list),
      LIST_WRITE_CONCURRENCY,
      async (list) => {
        const listId = randomUUID();
        const header: PriceList = {
          id: listId,
          name: `Bench list ${list + 1}`,
          valid_from: '2020-01-01',
          valid_to: null,
          rules: [],
          created_at: now,
          updated_at: now,
        };
        if (!(await putPriceList(header, true))) throw new Error(`price list ${listId} exists`);
        const listEntries = buildEntries(products, list, sizes.entriesPerList);
        await writePriceListEntries(listId, listEntries, []);
        entries += listEntries.length;

        const email = `bench-buyer-${list + 1}-${listId.slice(0, 8)}@example.com`;
        const userId = await createConfirmedUser(
          { cognito, documents: table.documents, tableName: table.tableName },
          pool.userPoolId,
          { email, password: PASSWORD, firstName: 'Bench', lastName: `Buyer ${list + 1}` },
          ['customer'],
        );
        const companyId = randomUUID();
        const created = await createCompany(buildCompany(companyId, listId, userId, email, now), {
          company_id: companyId,
          user_id: userId,
          email,
          role: 'company_admin',
          added_at: now,
        });
        if (!created) throw new Error(`${email} already belongs to a company`);
        const signedIn = await cognito.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: pool.userPoolClientId,
            AuthParameters: { USERNAME: email, PASSWORD: PASSWORD },
          }),
        );
        const idToken = signedIn.AuthenticationResult?.IdToken;
        if (!idToken) throw new Error(`no ID token for ${email}`);
        return idToken;
      },
    );
    return { idTokens, entries, seconds: (performance.now() - start) / 1000 };
  } finally {
    cognito.destroy();
  }
}
