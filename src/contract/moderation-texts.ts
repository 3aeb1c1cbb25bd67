// The moderation contract's texts and limits, without the validator, so the web app can load them.

/** Why a player reports a chat message; 'other' needs a few words of its own. */
export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'personal-info', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or flooding',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech or slurs',
  'personal-info': "Someone's personal information",
  scam: 'Scam or suspicious link',
  other: 'Something else',
};

/** The free text a report may carry. */
export const REPORT_DETAILS_MAX = 300;
/** Messages shown on each side of a reported one in the admins' queue. */
export const REPORT_CONTEXT_SIZE = 3;
/** Reported messages the queue shows at once, oldest report first. */
export const REPORT_QUEUE_LIMIT = 50;

/** An admin's chat mute: the panel's choices, and the longest the server takes (30 days). */
export const CHAT_MUTE_CHOICES = [
  { minutes: 60, label: '1 h' },
  { minutes: 24 * 60, label: '24 h' },
  { minutes: 7 * 24 * 60, label: '7 days' },
] as const;
export const CHAT_MUTE_MAX_MINUTES = 30 * 24 * 60;

export const RESOLVE_ACTIONS = ['dismiss', 'delete', 'mute', 'ban'] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];

/** A time as the mute message tells it: '29 Nov 2026, 13:05 UTC'. */
export function formatMuteEnd(iso: string): string {
  const at = new Date(iso);
  const date = at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${date}, ${time} UTC`;
}

export const moderationMessages = {
  reasonInvalid: `Choose a reason: ${REPORT_REASONS.join(', ')}`,
  detailsTooLong: `Details must be at most ${REPORT_DETAILS_MAX} characters`,
  detailsRequired: 'Please say what is wrong with this message',
  cannotReportOwn: 'You cannot report your own message',
  cannotReportShare: 'Shared wins are written by the casino and cannot be reported',
  alreadyReported: 'You have already reported this message',
  reported: 'Thank you. A moderator will review this message.',
  messageNotFound: 'Message not found',
  userNotFound: 'User not found',
  cannotMuteSelf: 'You cannot mute yourself',
  alreadyMuted: 'You have already muted this player',
  notMuted: 'You have not muted this player',
  muted: 'Player muted: their messages are hidden from your chat',
  unmuted: 'Player unmuted',
  reportNotFound: 'Report not found',
  reportClosed: 'This report has already been resolved',
  actionInvalid: `Choose an action: ${RESOLVE_ACTIONS.join(', ')}`,
  minutesInvalid: `Mute for a whole number of minutes from 1 to ${CHAT_MUTE_MAX_MINUTES}`,
  cannotActOnSelf: 'You cannot mute or ban yourself',
  chatMutedUntil: (untilIso: string) => `You are muted from chat until ${formatMuteEnd(untilIso)}`,
  wordNotAllowed: 'Your message contains a word that is not allowed in chat',
  linkNotAllowed: 'Links to other websites are not allowed in chat',
  resolved: {
    dismiss: 'Report dismissed',
    delete: 'Message deleted and report closed',
    mute: 'Player muted from chat and report closed',
    ban: 'Player banned and report closed',
  } satisfies Record<ResolveAction, string>,
} as const;
