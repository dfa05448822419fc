/**
 * The Australian Business Number (ABN): 11 digits whose weighted sum, after taking 1 from the first
 * digit, is a multiple of 89 (the Australian Business Register's published check). Shared by the tax
 * invoice's buyer field on the page and the Booking API, which re-validates it.
 */

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The 11 digits of an ABN as typed ("51 824 753 556", "51824753556"), or null if it is not 11 digits. */
export function abnDigits(input: string): string | null {
  const digits = input.replace(/[\s\u00A0]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/** Whether the input is 11 digits (spaces allowed) that pass the ABN check. */
export function isValidAbn(input: string): boolean {
  const digits = abnDigits(input);
  if (!digits) return false;
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * WEIGHTS[index]!,
    0,
  );
  return sum % 89 === 0;
}

/** The ABN as the register prints it: "51 824 753 556". */
export function formatAbn(input: string): string {
  const digits = abnDigits(input) ?? input;
  return digits.length === 11
    ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`
    : digits;
}
