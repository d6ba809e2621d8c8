/** Serials this worker has handed out, by birth date. */
const used = new Map<string, Set<number>>();

/**
 * A valid South African ID number (Luhn check digit), never the same twice in this worker. The
 * serial is random (of 5000) rather than counted from a random start, so two workers that give
 * out numbers for one birth date meet only by chance of 1 in 5000 a pair, not whenever their
 * counted runs overlap.
 */
export function newSaIdNumber(birth = '910412'): string {
  const taken = used.get(birth) ?? new Set<number>();
  used.set(birth, taken);
  if (taken.size >= 5000) throw new Error(`no ID numbers left for ${birth} in this worker`);
  let serial = Math.floor(Math.random() * 5000);
  while (taken.has(serial)) serial = (serial + 1) % 5000;
  taken.add(serial);
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
