import { useState } from 'react';
import { CardBody } from '../../../components/ui/card';
import { errorText } from '../../../lib/api';
import { useMessageText, useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/use-query';
import type texts from '../../../locales/en/live-bets.json';
import { fetchBetPrivacy, saveBetPrivacy } from '../api';

/** The player's choice to be shown as 'Hidden' in the live bets table and on their bets' pages. */
export function PrivacySetting() {
  const query = useQuery(fetchBetPrivacy);
  const t = useT<typeof texts>('live-bets');
  const mt = useMessageText();
  const [saving, setSaving] = useState(false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [saved, setSaved] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hidden = chosen ?? query.data?.hidden ?? false;

  // The box follows the click at once; a refusal puts it back.
  const change = (next: boolean) => {
    const before = hidden;
    setChosen(next);
    setSaving(true);
    setSaved(null);
    setError(null);
    saveBetPrivacy(next).then(
      (answer) => {
        setChosen(answer.hidden);
        setSaved(answer.hidden);
        setSaving(false);
      },
      (failure: unknown) => {
        setChosen(before);
        setError(errorText(failure, t('privacyFailed')));
        setSaving(false);
      },
    );
  };

  return (
    <CardBody className="border-line border-t">
      <label className="flex cursor-pointer items-start justify-between gap-4">
        <span>
          <span className="block font-semibold text-ink">{t('hideMe')}</span>
          <span className="block text-ink-muted text-sm">{t('hideMeHint')}</span>
        </span>
        <input
          type="checkbox"
          data-testid="hide-from-live-bets"
          checked={hidden}
          aria-busy={saving}
          disabled={query.data === undefined}
          onChange={(event) => change(event.target.checked)}
          className="mt-1 size-5 shrink-0 cursor-pointer accent-gold-400"
        />
      </label>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {error ? (
          <span className="text-loss-300">{mt(error)}</span>
        ) : (
          saved !== null && <span className="text-win-300">{saved ? t('hiddenNow') : t('shownAgain')}</span>
        )}
      </p>
    </CardBody>
  );
}
