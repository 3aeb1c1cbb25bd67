import type { EquippedItems } from '../../../contract/shop';
import { api } from '../../lib/api';

// Its own module: the page shell loads it for every signed-in player, and nothing else of the feature.

/** What the player wears as everyone sees it: the shop's items with the worn achievement badge. */
export async function fetchWornCosmetics(userId: number): Promise<EquippedItems> {
  return (await api('GET /api/users/:id/achievements', { params: { id: userId } })).player.cosmetics;
}
