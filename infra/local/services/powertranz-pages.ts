/**
 * The HTML the PowerTranz stand-in serves: the RedirectData a merchant puts in its iframe, the hosted
 * payment page (labelled fields, errors tied to their fields, usable by keyboard and screen reader),
 * the 3-D Secure challenge, and the page that posts the `Response` field to the merchant's
 * MerchantResponseUrl, as PowerTranz's hosted page does.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#0f172a;background:#fff}
h1{font-size:1.25rem;margin:0 0 12px}form{display:grid;gap:12px;max-width:420px}
label{display:grid;gap:4px;font-weight:600}input{font:inherit;padding:10px;border:1px solid #64748b;border-radius:6px;min-height:24px}
input[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;font-weight:400}
button{font:inherit;font-weight:600;padding:12px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;min-height:44px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}.amount{margin:0 0 12px}
</style></head><body>${body}</body></html>`;
}

/**
 * The RedirectData of an SP4 answer: a form that opens the hosted page inside the merchant's iframe,
 * submitted by an inline script as PowerTranz's is (3-D Secure 2 runs scripts from here on). There is
 * no button to press instead: in a frame where scripts cannot run, the shopper stays on this page.
 */
export function redirectData(hostedPageUrl: string): string {
  return page(
    'Secure payment',
    `<p>Opening the secure payment page...</p><form id="hpp" method="post" action="${escapeHtml(hostedPageUrl)}"></form><script>document.getElementById('hpp').submit();</script>`,
  );
}

export interface CardFormErrors {
  cardNumber?: string;
  expiry?: string;
  cvv?: string;
  name?: string;
}

function field(
  id: keyof CardFormErrors,
  label: string,
  errors: CardFormErrors,
  attributes: string,
  value = '',
): string {
  const error = errors[id];
  const describedBy = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<label for="${id}">${label}<input id="${id}" name="${id}" value="${escapeHtml(value)}" ${attributes}${describedBy}>${
    error ? `<span class="error" id="${id}-error">${escapeHtml(error)}</span>` : ''
  }</label>`;
}

/** The hosted payment page: the card form. Card data is never echoed back, only the name. */
export function hostedPage(options: {
  action: string;
  amount: string;
  orderIdentifier: string;
  errors?: CardFormErrors;
  name?: string;
}): string {
  const errors = options.errors ?? {};
  const summary = Object.keys(errors).length
    ? '<p class="error" role="alert">Please check the card details below.</p>'
    : '';
  return page(
    'Pay by card',
    `<h1>Pay by card</h1><p class="amount">Order ${escapeHtml(options.orderIdentifier)}: JMD ${escapeHtml(options.amount)}</p>${summary}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${field('cardNumber', 'Card number', errors, 'inputmode="numeric" autocomplete="cc-number" required')}
<div class="row">${field('expiry', 'Expiry (MM/YY)', errors, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required')}
${field('cvv', 'CVV', errors, 'inputmode="numeric" autocomplete="cc-csc" required')}</div>
${field('name', 'Name on card', errors, 'autocomplete="cc-name" required', options.name)}
<button type="submit">Confirm Payment</button></form>`,
  );
}

/** The issuer's 3-D Secure challenge of the test cards: a password ("3ds2" passes). */
export function challengePage(action: string, failedOnce = false): string {
  return page(
    'Verify your card',
    `<h1>Verify your card</h1><p>Your bank asks you to confirm this payment.</p>${
      failedOnce ? '<p class="error" role="alert">That password is not right.</p>' : ''
    }<form method="post" action="${escapeHtml(action)}"><label for="password">Password<input id="password" name="password" type="password" autocomplete="one-time-code" required></label><button type="submit">Submit</button></form>`,
  );
}

/** A plain message page (an expired or used payment page). */
export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

/**
 * Posts the `Response` field (JSON) to the merchant's MerchantResponseUrl from the cardholder's
 * browser, by script as the hosted page does.
 */
export function merchantResponsePost(merchantResponseUrl: string, response: unknown): string {
  return page(
    'Returning to the shop',
    `<p>Returning to the shop...</p><form id="done" method="post" action="${escapeHtml(merchantResponseUrl)}"><input type="hidden" name="Response" value="${escapeHtml(JSON.stringify(response))}"></form><script>document.getElementById('done').submit();</script>`,
  );
}
