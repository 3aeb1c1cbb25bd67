const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const shortDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Fun Funds as the product shows them: "1,250 FF". */
export function formatFunds(amount: number): string {
  return `${wholeNumber.format(amount)} FF`;
}

/** A signed amount for ledgers and results: "+50 FF", "-10 FF". */
export function formatSignedFunds(amount: number): string {
  return `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${formatFunds(Math.abs(amount))}`;
}

/** "March 4, 2025", or 'N/A' when the date is missing or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : longDate.format(date);
}

export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : shortDateTime.format(date);
}
