import { formatDateTime, formatFunds, formatNumber } from '../../lib/format';
import { type MessageValues, translate } from '../../lib/i18n';

// An audit row's details in the admin's language. The rows keep the words the server wrote (English,
// with names, ids and a quoted chat message in them) and no data of their own, so the words are read
// back shape by shape: each shape below is one the server writes (its writer named beside it). Details
// of any other shape show as the server wrote them.

interface Shape {
  /** The audit action the server writes this shape with. */
  action: string;
  pattern: RegExp;
  key: string;
  values: (match: RegExpExecArray) => MessageValues;
}

const NAME = '(\\w+)';
/** A chat message as the audit quotes it: `message #12: "the text"` (admin-texts.ts quoteForAudit). */
const QUOTED = '#(\\d+): ("[\\s\\S]*")';
const CATEGORY = '(most_ff|largest_win)';
/** A leaderboard value as the server writes it: en-US, up to two decimals ("1,234.5"). */
const VALUE = '(\\d{1,3}(?:,\\d{3})*(?:\\.\\d{1,2})?)';

/** "1,234.5" in the admin's language's numbers ("1.234,5"). */
function value(written: string | undefined): string {
  const [whole = '', decimals = ''] = (written ?? '').replace(/,/g, '').split('.');
  return formatNumber(Number(`${whole}.${decimals || '0'}`), decimals.length);
}

const SHAPES: readonly Shape[] = [
  // admin/service.ts
  {
    action: 'user.promote',
    pattern: new RegExp(`^Made ${NAME} an admin$`),
    key: 'details.promote',
    values: (m) => ({ name: m[1] }),
  },
  {
    action: 'user.demote',
    pattern: new RegExp(`^Removed the admin rights of ${NAME}$`),
    key: 'details.demote',
    values: (m) => ({ name: m[1] }),
  },
  {
    action: 'user.ban',
    pattern: new RegExp(`^Banned ${NAME}$`),
    key: 'details.ban',
    values: (m) => ({ name: m[1] }),
  },
  {
    action: 'user.unban',
    pattern: new RegExp(`^Lifted the ban on ${NAME}$`),
    key: 'details.unban',
    values: (m) => ({ name: m[1] }),
  },
  // The admin's reason is shown as they wrote it.
  {
    action: 'funds.add',
    pattern: /^Added (\d+) FF: ([\s\S]+)$/,
    key: 'details.fundsAdded',
    values: (m) => ({ amount: formatFunds(Number(m[1])), reason: m[2] }),
  },
  // social/chat-service.ts
  {
    action: 'chat.delete',
    pattern: new RegExp(`^Message ${QUOTED}$`),
    key: 'details.messageDeleted',
    values: (m) => ({ id: m[1], quote: m[2] }),
  },
  // moderation/service.ts
  {
    action: 'chat.delete',
    pattern: new RegExp(`^Deleted message ${QUOTED} \\(reported\\)$`),
    key: 'details.reportedDeleted',
    values: (m) => ({ id: m[1], quote: m[2] }),
  },
  {
    action: 'chat.mute',
    pattern: new RegExp(`^Muted from chat for (\\d+) min \\(until (\\S+)\\) for message ${QUOTED}$`),
    key: 'details.muted',
    values: (m) => ({
      minutes: formatNumber(Number(m[1])),
      until: formatDateTime(m[2] ?? ''),
      id: m[3],
      quote: m[4],
    }),
  },
  {
    action: 'report.dismiss',
    pattern: new RegExp(`^Dismissed the reports of message ${QUOTED}$`),
    key: 'details.dismissed',
    values: (m) => ({ id: m[1], quote: m[2] }),
  },
  {
    action: 'user.ban',
    pattern: new RegExp(`^Banned ${NAME} for message ${QUOTED}$`),
    key: 'details.banFor',
    values: (m) => ({ name: m[1], id: m[2], quote: m[3] }),
  },
  // leaderboard/service.ts
  {
    action: 'leaderboard.create',
    pattern: new RegExp(`^Set ${CATEGORY} to ${VALUE}(?: \\((\\w+)\\))?$`),
    key: 'details.entrySet',
    values: (m) => ({ category: m[1], value: value(m[2]), game: m[3] ?? 'none' }),
  },
  {
    action: 'leaderboard.update',
    pattern: new RegExp(`^Changed ${CATEGORY} from ${VALUE} to ${VALUE}$`),
    key: 'details.entryChanged',
    values: (m) => ({ category: m[1], from: value(m[2]), to: value(m[3]) }),
  },
  {
    action: 'leaderboard.delete',
    pattern: new RegExp(`^Deleted the ${CATEGORY} entry of ${VALUE}$`),
    key: 'details.entryDeleted',
    values: (m) => ({ category: m[1], value: value(m[2]) }),
  },
  {
    action: 'leaderboard.recompute',
    pattern: /^(\d+) balances, (\d+) largest wins$/,
    key: 'details.recomputed',
    values: (m) => ({ balances: Number(m[1]), wins: Number(m[2]) }),
  },
  {
    action: 'leaderboard.clear',
    pattern: new RegExp(`^Cleared ${CATEGORY} \\((\\d+) entries\\)$`),
    key: 'details.cleared',
    values: (m) => ({ category: m[1], count: Number(m[2]) }),
  },
];

/** An audit row's details in the admin's language, or as the server wrote them for a shape not known here. */
export function auditDetails(action: string, details: string | null): string {
  if (!details) return '';
  for (const shape of SHAPES) {
    if (shape.action !== action) continue;
    const match = shape.pattern.exec(details);
    if (!match) continue;
    const text = translate('admin', shape.key, shape.values(match));
    return text === shape.key ? details : text;
  }
  return details;
}
