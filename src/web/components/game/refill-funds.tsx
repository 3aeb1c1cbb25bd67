import { useState } from 'react';
import { accountsMessages, RESET_FUNDS } from '../../../contract/accounts-texts';
import { messages } from '../../../contract/messages';
import { announce } from '../../lib/announcer';
import { api, errorText } from '../../lib/api';
import { formatFunds } from '../../lib/format';
import { useMessageText, useT } from '../../lib/i18n';
import type texts from '../../locales/en/games.json';
import { CoinsIcon } from '../icons';
import { Button } from '../ui/button';

/**
 * Running out of Fun Funds is never a dead end (DECISIONS.md section 9): where a bet fails for lack
 * of funds, this offers the reset to 1000 FF right there.
 */
export function RefillFunds({ onRefilled }: { onRefilled: (balance: number) => void }) {
  const t = useT<typeof texts>('games');
  const mt = useMessageText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refill = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { funFunds } = await api('POST /api/users/resetFunds');
      onRefilled(funFunds);
      announce(t('refill.done', { message: mt(messages.fundsReset) }), { balance: funFunds });
    } catch (error) {
      const message = mt(errorText(error, accountsMessages.resetFailed));
      setFailure(message);
      announce(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="refill-funds">
      <Button
        variant="outline"
        size="sm"
        icon={<CoinsIcon size={16} />}
        onClick={() => void refill()}
        loading={busy}
      >
        {t('refill.button', { amount: formatFunds(RESET_FUNDS) })}
      </Button>
      {failure && <span className="text-loss-300 text-xs">{failure}</span>}
    </div>
  );
}
