/**
 * PowerTranz's published test cards and what the stand-in does with each: whether 3-D Secure asks
 * for a challenge (password "3ds2"), whether authentication succeeds, and the ISO response code of
 * the payment completion. Cards not listed here are declined ("05"), as an issuer would decline a
 * card it does not know.
 */

export interface TestCardOutcome {
  brand: 'Visa' | 'MasterCard';
  /** 3-D Secure 2 asks the cardholder for the challenge password. */
  challenge: boolean;
  /** The 3-D Secure authentication status when the cardholder passes: Y, A (attempted) or N. */
  authentication: 'Y' | 'A' | 'N';
  /** The IsoResponseCode of `/spi/payment` for this card once authenticated. */
  paymentCode: '00' | '05' | '12' | '91';
}

export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4012000000020071': { brand: 'Visa', challenge: false, authentication: 'Y', paymentCode: '00' },
  '4012000000020089': { brand: 'Visa', challenge: false, authentication: 'A', paymentCode: '00' },
  '5100270000000023': { brand: 'MasterCard', challenge: false, authentication: 'Y', paymentCode: '00' },
  '4012000000020006': { brand: 'Visa', challenge: true, authentication: 'Y', paymentCode: '00' },
  '5100270000000031': { brand: 'MasterCard', challenge: true, authentication: 'Y', paymentCode: '00' },
  '4012000000020121': { brand: 'Visa', challenge: false, authentication: 'N', paymentCode: '12' },
  '5100270000000098': { brand: 'MasterCard', challenge: false, authentication: 'N', paymentCode: '12' },
  '4666666666662222': { brand: 'Visa', challenge: false, authentication: 'A', paymentCode: '05' },
  '5111111111113333': { brand: 'MasterCard', challenge: false, authentication: 'A', paymentCode: '05' },
  '4111111111110000': { brand: 'Visa', challenge: true, authentication: 'Y', paymentCode: '91' },
  '5111111111110000': { brand: 'MasterCard', challenge: true, authentication: 'Y', paymentCode: '91' },
};

/** The challenge password of PowerTranz's test cards. */
export const CHALLENGE_PASSWORD = '3ds2';

/** The ResponseMessage PowerTranz sends with each IsoResponseCode the stand-in answers. */
export const ISO_MESSAGES: Readonly<Record<string, string>> = {
  '00': 'Transaction is approved',
  '05': 'Do not honour',
  '12': 'Invalid transaction',
  '91': 'Issuer or switch inoperative',
  SP4: 'SPI Preprocessing complete',
  HP0: 'HPP preprocessing complete',
};

/** What an unlisted card gets: a plain issuer decline. */
export function outcomeOf(cardNumber: string): TestCardOutcome {
  return (
    TEST_CARDS[cardNumber] ?? {
      brand: cardNumber.startsWith('5') ? 'MasterCard' : 'Visa',
      challenge: false,
      authentication: 'A',
      paymentCode: '05',
    }
  );
}

/** The Luhn check every card number passes before a gateway looks it up. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
