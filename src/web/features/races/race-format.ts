const scoreFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A race score (FF of edge-weighted wager): "1,234.56 FF". */
export function formatScore(score: number): string {
  return `${scoreFormat.format(score)} FF`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A race's week as players read it: "Nov 23 – Nov 30" (UTC days; the end is the next Monday 00:00). */
export function formatRaceWeek(startsAt: string, endsAt: string): string {
  return `${dayFormat.format(new Date(startsAt))} – ${dayFormat.format(new Date(endsAt))}`;
}
