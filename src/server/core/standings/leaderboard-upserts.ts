import { LEADERBOARD_SIZE } from '../../../contract/leaderboard-texts';

/**
 * The leaderboard upkeep of a bet as SQL text for the bet path's prepared statements, with the rules
 * of leaderboard/repository.ts: Most FF follows the balance, Largest Win only rises, and an entry an
 * admin has edited stays as the admin set it. Both dialects share these texts.
 *
 * Most FF is written only where it can be seen: when the new balance reaches the tracked top (the
 * shown list and as many again, for banned players left out of it), or when the player's entry is in
 * it (to follow them down and out). Entries further down may lag behind the balance until their
 * player climbs back or an admin recomputes the lists; no page shows them.
 */
export const MOST_FF_TRACKED = LEADERBOARD_SIZE * 2;

export const LEADERBOARD_COLUMNS =
  'insert into leaderboard_entries (user_id, category, value, game_type, achieved_at, edited)';

/** The lowest value of the tracked top; no row means fewer entries than that, so everything counts. */
export const MOST_FF_THRESHOLD = `select value from leaderboard_entries where category = 'most_ff'
  order by value desc limit 1 offset ${MOST_FF_TRACKED - 1}`;

/** An entry an admin has edited stays as the admin set it. */
const NOT_EDITED = 'leaderboard_entries.edited = 0';
/** Largest Win only rises. */
const BEATEN = 'leaderboard_entries.value < excluded.value';

export const FOLLOW_BALANCE_ON_CONFLICT = `on conflict (user_id, category) do update
     set value = excluded.value, achieved_at = excluded.achieved_at
     where ${NOT_EDITED}`;

export const RAISE_WIN_ON_CONFLICT = `on conflict (user_id, category) do update
       set value = excluded.value, game_type = excluded.game_type, achieved_at = excluded.achieved_at
     where ${NOT_EDITED} and ${BEATEN}`;

/**
 * Both rules in one upsert, for rows of both lists in one statement: a Most FF row follows the
 * balance (its game type is null either way), a Largest Win row rises.
 */
export const STANDINGS_ON_CONFLICT = `on conflict (user_id, category) do update
       set value = excluded.value, game_type = excluded.game_type, achieved_at = excluded.achieved_at
     where ${NOT_EDITED} and (excluded.category = 'most_ff' or ${BEATEN})`;

/** How long a process trusts the threshold it read; a stale one only writes a little more or later. */
export const THRESHOLD_TTL_MS = 1000;

/** Remembers the tracked top's threshold for a short while; `read` asks the database. */
export function cachedThreshold(read: () => number, now: () => number = Date.now) {
  let value = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (now() - readAt > THRESHOLD_TTL_MS) {
      value = read();
      readAt = now();
    }
    return value;
  };
}
