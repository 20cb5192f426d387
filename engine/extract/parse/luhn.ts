/** The Luhn check (mod 10), shared by the tax-id readers that use it (Italian and Swedish VAT, South African VAT, Canadian BN). */

/** True when the digits of `num` (other characters ignored, at least two digits) pass Luhn, the last the check digit. */
export function luhnValid(num: string): boolean {
  let sum = 0;
  const d = num.replace(/\D/g, '');
  for (let i = 0; i < d.length; i++) {
    let x = Number(d[d.length - 1 - i]);
    if (i % 2) { x *= 2; if (x > 9) x -= 9; }
    sum += x;
  }
  return d.length > 1 && sum % 10 === 0;
}
