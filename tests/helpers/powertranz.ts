/**
 * The cardholder's side of PowerTranz's hosted page, over plain HTTP: what a browser does inside the
 * shop's iframe (open the hosted page from RedirectData, post the card, answer the 3-D Secure
 * challenge) up to the `Response` field it would post to the MerchantResponseUrl; and the one way
 * tests switch on the stand-in's faults.
 */
import { randomUUID } from 'node:crypto';
import {
  POWERTRANZ_FAULTS_PATH,
  type PowerTranzFaultRequest,
} from '../../infra/local/services/powertranz.js';

export const TEST_CARD = {
  frictionlessApprove: '4012000000020071',
  challengeApprove: '4012000000020006',
  challengeApproveMastercard: '5100270000000031',
  authenticationFails: '4012000000020121',
  declined: '4666666666662222',
  issuerInoperative: '4111111111110000',
} as const;

export interface HostedPageResult {
  /** The parsed `Response` field posted to the MerchantResponseUrl (HP0). */
  response: Record<string, unknown>;
  merchantResponseUrl: string;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error(`No form in the page: ${html.slice(0, 300)}`);
  return decodeEntities(match[1]!);
}

async function post(url: string, fields: Record<string, string>): Promise<{ status: number; html: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, html: await response.text() };
}

/** Pays on the hosted page of an SP4 answer's RedirectData with `card` (challenge password "3ds2"). */
export async function payOnHostedPage(
  redirectData: string,
  card: string,
  options: { challengePassword?: string; expiry?: string } = {},
): Promise<HostedPageResult> {
  const hosted = await post(formAction(redirectData), {});
  if (hosted.status !== 200)
    throw new Error(`Hosted page answered ${hosted.status}: ${hosted.html.slice(0, 300)}`);
  let page = await post(formAction(hosted.html), {
    cardNumber: card,
    expiry: options.expiry ?? '12/30',
    cvv: '123',
    name: 'Shanice Brown',
  });
  if (page.html.includes('name="password"')) {
    page = await post(formAction(page.html), { password: options.challengePassword ?? '3ds2' });
  }
  const field = /name="Response" value="([^"]*)"/.exec(page.html);
  if (!field) throw new Error(`No Response field (${page.status}): ${page.html.slice(0, 300)}`);
  return {
    response: JSON.parse(decodeEntities(field[1]!)) as Record<string, unknown>,
    merchantResponseUrl: formAction(page.html),
  };
}

/**
 * Switches on a fault of the stand-in at `gatewayUrl` for one order's (or one transaction's) calls
 * only, so tests running side by side on one stand-in never take each other's faults.
 */
export async function armGatewayFault(gatewayUrl: string, fault: PowerTranzFaultRequest): Promise<void> {
  const answer = await fetch(`${gatewayUrl}${POWERTRANZ_FAULTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (answer.status !== 200)
    throw new Error(`Arming ${fault.fault} answered ${answer.status}: ${await answer.text()}`);
}

/** A body of `/api/spi/auth` as the shop sends it. */
export function authRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    TransactionIdentifier: randomUUID(),
    TotalAmount: 6319.5,
    CurrencyCode: '388',
    ThreeDSecure: true,
    OrderIdentifier: 'SHG-TEST-0001',
    AddressMatch: false,
    BillingAddress: {
      FirstName: 'Shanice',
      LastName: 'Brown',
      Line1: '12 Port Henderson Road',
      City: 'Portmore',
      State: 'St Catherine',
      CountryCode: '388',
      EmailAddress: 'shanice@example.com',
      PhoneNumber: '876-555-0188',
    },
    ExtendedData: {
      MerchantResponseUrl: 'http://127.0.0.1:9/api/payments/card/response',
      ThreeDSecure: { ChallengeWindowSize: 4, ChallengeIndicator: '01' },
      HostedPage: { PageSet: 'PTZ/storefront', PageName: 'card-payment' },
    },
    ...overrides,
  };
}
