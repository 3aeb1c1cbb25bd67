/**
 * The leaderboard upkeep of a bet as SQL text, for the bet path's prepared statements (the same
 * rules as leaderboard/repository.ts: Most FF follows the balance, Largest Win only rises, and an
 * entry an admin has edited stays as the admin set it). Both dialects share these texts.
 */
const COLUMNS = 'insert into leaderboard_entries (user_id, category, value, game_type, achieved_at, edited)';

export const FOLLOW_BALANCE = {
  insert: `${COLUMNS}`,
  onConflict: `on conflict (user_id, category) do update set value = excluded.value, achieved_at = excluded.achieved_at
     where leaderboard_entries.edited = 0`,
};

export const RAISE_WIN = {
  insert: `${COLUMNS}`,
  onConflict: `on conflict (user_id, category) do update
       set value = excluded.value, game_type = excluded.game_type, achieved_at = excluded.achieved_at
     where leaderboard_entries.edited = 0 and leaderboard_entries.value < excluded.value`,
};
