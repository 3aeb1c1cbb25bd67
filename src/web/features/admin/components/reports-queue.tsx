import { useCallback, useEffect, useState } from 'react';
import type { QueueMessage, ReportedMessage } from '../../../../contract/moderation';
import {
  CHAT_MUTE_CHOICES,
  formatMuteEnd,
  REPORT_REASONS,
  type ResolveAction,
} from '../../../../contract/moderation-texts';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api';
import { cx } from '../../../lib/cx';
import { formatDateTime } from '../../../lib/format';
import { translate, useT } from '../../../lib/i18n';
import type { Notice } from '../../../lib/use-notice';
import type texts from '../../../locales/en/admin.json';
import { fetchReports, resolveReport } from '../api';
import { ListCard } from './list-card';

/** A report's reason in the admin's language; one this page does not know as it is stored. */
const reasonLabel = (reason: string) =>
  (REPORT_REASONS as readonly string[]).includes(reason) ? translate('admin', `reason.${reason}`) : reason;

function ContextLine({ message, reported }: { message: QueueMessage; reported?: boolean }) {
  return (
    <li
      data-reported={reported ? 'true' : undefined}
      className={cx(
        'rounded-control px-3 py-1.5 text-sm',
        reported ? 'border border-loss-400/40 bg-loss-500/10 text-ink' : 'text-ink-muted',
      )}
    >
      <span className={cx('font-semibold', reported ? 'text-loss-200' : 'text-ink-soft')}>
        {message.sender.username}
      </span>{' '}
      <time dateTime={message.timestamp} className="text-ink-faint text-xs">
        {formatDateTime(message.timestamp)}
      </time>
      <p
        data-players-words
        className={cx('break-words', message.deleted && 'italic line-through opacity-70')}
      >
        {message.text}
      </p>
    </li>
  );
}

interface ReportCardProps {
  entry: ReportedMessage;
  busy: boolean;
  onResolve: (entry: ReportedMessage, action: ResolveAction, minutes?: number) => void;
}

function ReportCard({ entry, busy, onResolve }: ReportCardProps) {
  const author = entry.message.sender.username;
  const t = useT<typeof texts>('admin');
  return (
    <li data-testid="report-entry" data-message={entry.message.id} className="space-y-3 px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">
          {t('reportsOn', { count: entry.reports.length, name: author })}
        </p>
        <p className="text-ink-faint text-xs">
          {entry.authorBanned
            ? t('authorBanned')
            : entry.authorMutedUntil
              ? t('authorMutedUntil', { when: formatMuteEnd(entry.authorMutedUntil) })
              : null}
        </p>
      </div>
      <ul className="space-y-1.5 text-sm">
        {entry.reports.map((report) => (
          <li key={report.id} className="text-ink-soft">
            <span className="rounded-full bg-royal-500/15 px-2 py-0.5 font-semibold text-royal-200 text-xs">
              {reasonLabel(report.reason)}
            </span>{' '}
            <span className="text-ink-muted">{t('reportedBy', { name: report.reporter.username })}</span>
            {report.details && (
              <span data-players-words className="block break-words pl-1 text-ink-muted italic">
                {t('quoted', { text: report.details })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <ol
        aria-label={t('inContext')}
        className="space-y-1 rounded-card border border-line bg-night-950/40 p-2"
      >
        {entry.before.map((message) => (
          <ContextLine key={message.id} message={message} />
        ))}
        <ContextLine message={entry.message} reported />
        {entry.after.map((message) => (
          <ContextLine key={message.id} message={message} />
        ))}
      </ol>
      <fieldset aria-label={t('actionsOn', { name: author })} className="flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => onResolve(entry, 'dismiss')}>
          {t('dismiss')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || entry.message.deleted}
          onClick={() => onResolve(entry, 'delete')}
        >
          {t('deleteMessage')}
        </Button>
        {CHAT_MUTE_CHOICES.map((choice) => (
          <Button
            key={choice.minutes}
            size="sm"
            variant="outline"
            disabled={busy || entry.authorBanned}
            aria-label={t('muteFor', {
              name: author,
              duration: translate('admin', `duration.${choice.minutes}`),
            })}
            onClick={() => onResolve(entry, 'mute', choice.minutes)}
          >
            {t('muteDuration', { duration: translate('admin', `duration.${choice.minutes}`) })}
          </Button>
        ))}
        <Button
          size="sm"
          variant="danger"
          disabled={busy || entry.authorBanned}
          onClick={() => onResolve(entry, 'ban')}
        >
          {t('banName', { name: author })}
        </Button>
      </fieldset>
    </li>
  );
}

/** The open chat reports for the admins, oldest first, with the actions that close them. */
export function ReportsQueue() {
  const t = useT<typeof texts>('admin');
  const [reports, setReports] = useState<ReportedMessage[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoadError(null);
    try {
      setReports((await fetchReports(signal)).reports);
    } catch (error) {
      if (!signal?.aborted) setLoadError(errorText(error, translate('admin', 'reportsFailed')));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const resolve = async (entry: ReportedMessage, action: ResolveAction, minutes?: number) => {
    setBusy(entry.message.id);
    setNotice(null);
    try {
      // The server answers the contract's English words for the action (moderationMessages.resolved).
      await resolveReport(entry.reportId, action, minutes);
      setNotice({ tone: 'success', text: t(`resolved.${action}`) });
      setReports((current) => current?.filter((item) => item.message.id !== entry.message.id) ?? null);
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, translate('admin', 'resolveFailed')) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <ListCard
      title={t('reportsTitle')}
      description={t('reportsDescription')}
      onRefresh={() => void load()}
      notice={notice}
      loadError={loadError}
      items={reports}
      loadingLabel={t('reportsLoading')}
      emptyText={t('reportsEmpty')}
    >
      {(items) => (
        <ul className="divide-y divide-line/60">
          {items.map((entry) => (
            <ReportCard
              key={entry.message.id}
              entry={entry}
              busy={busy === entry.message.id}
              onResolve={(item, action, minutes) => void resolve(item, action, minutes)}
            />
          ))}
        </ul>
      )}
    </ListCard>
  );
}
