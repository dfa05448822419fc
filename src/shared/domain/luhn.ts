/**
 * Luhn (mod 10), the one rule for the three places that check it: a payment card number (the booking
 * form and the card gateway) and a BPAY customer reference (MOD10V01). The last digit makes the sum,
 * with every second digit from the right doubled (less 9 when over 9), a multiple of ten.
 */

/** The check digit that follows `payload` (digits only). */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let index = 0; index < payload.length; index += 1) {
    let digit = payload.charCodeAt(payload.length - 1 - index) - 48;
    // The payload's last digit sits next to the check digit, so it is the first one doubled.
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Digits only, ending in their right check digit. */
export function passesLuhn(digits: string): boolean {
  return /^\d+$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === digits.slice(-1);
}
