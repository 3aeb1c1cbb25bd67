import { useCallback, useEffect, useState } from 'react';
import type { QueueMessage, ReportedMessage } from '../../../../contract/moderation';
import {
  CHAT_MUTE_CHOICES,
  formatMuteEnd,
  REPORT_REASON_LABELS,
  type ReportReason,
  type ResolveAction,
} from '../../../../contract/moderation-texts';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/api';
import { cx } from '../../../lib/cx';
import { formatDateTime } from '../../../lib/format';
import type { Notice } from '../../../lib/use-notice';
import { fetchReports, resolveReport } from '../api';
import { ListCard } from './list-card';

const reasonLabel = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

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
      <p className={cx('break-words', message.deleted && 'italic line-through opacity-70')}>{message.text}</p>
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
  return (
    <li data-testid="report-entry" data-message={entry.message.id} className="space-y-3 px-5 py-4 sm:px-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink">
          {entry.reports.length} {entry.reports.length === 1 ? 'report' : 'reports'} on {author}'s message
        </p>
        <p className="text-ink-faint text-xs">
          {entry.authorBanned
            ? 'Author banned'
            : entry.authorMutedUntil
              ? `Author muted until ${formatMuteEnd(entry.authorMutedUntil)}`
              : null}
        </p>
      </div>
      <ul className="space-y-1.5 text-sm">
        {entry.reports.map((report) => (
          <li key={report.id} className="text-ink-soft">
            <span className="rounded-full bg-royal-500/15 px-2 py-0.5 font-semibold text-royal-200 text-xs">
              {reasonLabel(report.reason)}
            </span>{' '}
            <span className="text-ink-muted">by {report.reporter.username}</span>
            {report.details && (
              <span className="block break-words pl-1 text-ink-muted italic">“{report.details}”</span>
            )}
          </li>
        ))}
      </ul>
      <ol
        aria-label="The message in its context"
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
      <fieldset aria-label={`Actions on ${author}'s message`} className="flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => onResolve(entry, 'dismiss')}>
          Dismiss
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || entry.message.deleted}
          onClick={() => onResolve(entry, 'delete')}
        >
          Delete message
        </Button>
        {CHAT_MUTE_CHOICES.map((choice) => (
          <Button
            key={choice.minutes}
            size="sm"
            variant="outline"
            disabled={busy || entry.authorBanned}
            aria-label={`Mute ${author} from chat for ${choice.label}`}
            onClick={() => onResolve(entry, 'mute', choice.minutes)}
          >
            Mute {choice.label}
          </Button>
        ))}
        <Button
          size="sm"
          variant="danger"
          disabled={busy || entry.authorBanned}
          onClick={() => onResolve(entry, 'ban')}
        >
          Ban {author}
        </Button>
      </fieldset>
    </li>
  );
}

/** The open chat reports for the admins, oldest first, with the actions that close them. */
export function ReportsQueue() {
  const [reports, setReports] = useState<ReportedMessage[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoadError(null);
    try {
      setReports((await fetchReports(signal)).reports);
    } catch (error) {
      if (!signal?.aborted) setLoadError(errorText(error, 'Failed to fetch reports'));
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
      const answer = await resolveReport(entry.reportId, action, minutes);
      setNotice({ tone: 'success', text: answer.message });
      setReports((current) => current?.filter((item) => item.message.id !== entry.message.id) ?? null);
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, 'Failed to resolve the report') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <ListCard
      title="Reports"
      description="Open reports of chat messages, oldest first. Each action closes every report of its message and goes to the audit log."
      onRefresh={() => void load()}
      notice={notice}
      loadError={loadError}
      items={reports}
      loadingLabel="Loading reports..."
      emptyText="No open reports."
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
