import { MAX_ROW_ID } from '../../../contract/common';
import {
  LEADERBOARD_CATEGORIES,
  LEADERBOARD_GAME_TYPES,
  type LeaderboardCategory,
  leaderboardMessages as m,
} from '../../../contract/leaderboard';
import { messages } from '../../../contract/messages';
import { badRequest, notFound } from '../../http/errors';

const MAX_VALUE = 1_000_000_000_000;

export function checkCategory(category: unknown): LeaderboardCategory {
  if (typeof category !== 'string' || !(LEADERBOARD_CATEGORIES as readonly string[]).includes(category)) {
    throw badRequest(m.categoryInvalid);
  }
  return category as LeaderboardCategory;
}

/** A number of at least 0 in steps of 0.01 (the form's rules); numeric text is accepted too. */
export function checkValue(raw: unknown): number {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    throw badRequest(m.valueRequired);
  }
  const value = typeof raw === 'string' ? Number(raw.trim()) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(m.valueNumber);
  if (value < 0) throw badRequest(m.valueMin);
  if (value > MAX_VALUE) throw badRequest(m.valueTooLarge);
  const cents = value * 100;
  if (Math.abs(cents - Math.round(cents)) > 1e-6) throw badRequest(m.valueStep);
  return Math.round(cents) / 100;
}

export function checkUserId(raw: unknown): number {
  const id = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw badRequest(m.userRequired);
  // Beyond the database's ids no user can have it (and PostgreSQL would refuse the query).
  if (id > MAX_ROW_ID) throw notFound(messages.userNotFound);
  return id;
}

/** Optional; one of SPEC.md's four games, and only on the Largest Win list. */
export function checkGameType(raw: unknown, category: LeaderboardCategory): string | null {
  if (raw === undefined || raw === null || raw === '' || raw === 'none') return null;
  if (typeof raw !== 'string' || !(LEADERBOARD_GAME_TYPES as readonly string[]).includes(raw)) {
    throw badRequest(m.gameTypeInvalid);
  }
  if (category !== 'largest_win') throw badRequest(m.gameTypeOnlyLargestWin);
  return raw;
}
