import { ChartIcon } from '../../../components/icons';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';

const STATS = ['Games Played', 'Win Rate', 'Favorite Game', 'Total Winnings'];

/** The stats block; its numbers come with the games, so until then it says so instead of inventing them. */
export function GamingStats() {
  return (
    <Card>
      <CardHeader
        title="Gaming Stats"
        icon={<ChartIcon size={18} />}
        description="Your numbers, from your own games."
      />
      <CardBody>
        <dl className="grid grid-cols-2 gap-3">
          {STATS.map((label) => (
            <div key={label} className="rounded-control border border-line bg-night-950/40 px-4 py-3">
              <dt className="text-ink-faint text-xs">{label}</dt>
              <dd className="mt-1 font-bold font-display text-ink-muted text-lg">
                <span aria-hidden="true">—</span>
                <span className="sr-only">Not available yet</span>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-ink-muted text-sm">Stats will appear here once you have played some games.</p>
      </CardBody>
    </Card>
  );
}
