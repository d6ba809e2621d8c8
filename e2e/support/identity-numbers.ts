/** A valid South African ID number (Luhn check digit), unique per call within a run. */
let serial = Math.floor(Math.random() * 4000);
export function newSaIdNumber(birth = '910412'): string {
  serial = (serial + 1) % 5000;
  const payload = `${birth}${String(5000 + serial).padStart(4, '0')}08`;
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${payload}${(10 - (sum % 10)) % 10}`;
}
