/**
 * A cost per click as Stormlens shows it. The service sends CPC as a bare number (monitoring
 * get-data `keyword.cpc`, ../shared/spec/monitoring.md §4) in the account's currency, which no
 * answer names; the user says which one it is (the research tab's picker, fed by the currencies
 * table, ../shared/spec/keyword-research.md §2). Nothing is converted: no parameter takes a
 * currency ("no parameter uses currency yet"), so the number is labelled, never changed.
 */

/** A code Intl can format as money: three letters (ISO 4217 style). */
const ISO_CODE = /^[A-Z]{3}$/;

/** The CPC with its currency ("€1.20", "1,20 zł"), or the bare number when none is chosen. */
export function formatCpc(
  value: number,
  currency: string | null,
  number: (value: number, options?: Intl.NumberFormatOptions) => string,
): string {
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (!currency) return number(value, digits);
  if (ISO_CODE.test(currency)) return number(value, { ...digits, style: 'currency', currency });
  // A code of the table that is not ISO-shaped: the number, then the code as the service spells it.
  return `${number(value, digits)} ${currency}`;
}
