/**
 * The one CSV formula-injection rule for every CSV and spreadsheet the server writes (exports, outreach): a cell a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe, unless it is plainly
 * a number or phone number such as "+1 512-555-0100" (OWASP "CSV injection").
 */
export function neutraliseFormula(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  if (/^[+-]?[\d\s().-]+$/.test(text)) return text;
  return `'${text}`;
}
