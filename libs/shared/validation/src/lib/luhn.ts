// The Luhn (mod 10) check digit used by SA ID numbers and SARS tax reference numbers. It
// catches every single-digit mistake and most swaps of neighbouring digits.

function luhnSum(digits: string, doubleFirstFromRight: boolean): number {
  let sum = 0;
  let double = doubleFirstFromRight;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum;
}

/** True when `digits` (digits only) ends in a correct Luhn check digit. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  return luhnSum(digits, false) % 10 === 0;
}

/** The check digit to append to `payload` (digits only); undefined for anything else. */
export function luhnCheckDigit(payload: string): number | undefined {
  if (!/^\d+$/.test(payload)) return undefined;
  return (10 - (luhnSum(payload, true) % 10)) % 10;
}
