import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import {
  EquipBody,
  EquippedItems,
  ItemIdParams,
  OwnedItems,
  PurchaseResponse,
  ShopItems,
  shopMessages,
} from '../../../contract/shop';
import { forUser, userCall } from '../route-handlers';
import type { ShopService } from './service';

export const shopRoutes: FastifyPluginAsyncTypebox<{ shop: ShopService }> = async (app, { shop }) => {
  app.get('/shop/items', { schema: { response: okResponses(ShopItems) } }, async () => shop.items());

  app.get(
    '/shop/user-items',
    userCall(OwnedItems, (userId) => shop.ownedItems(userId)),
  );

  app.post(
    '/shop/purchase/:id',
    {
      // SPEC.md words a purchase without a session its own way.
      config: { access: 'user', signInMessage: shopMessages.mustBeLoggedIn },
      schema: { params: ItemIdParams, response: okResponses(PurchaseResponse) },
    },
    forUser((userId, { params }) => shop.purchase(userId, params.id)),
  );

  app.get(
    '/shop/equipped',
    userCall(EquippedItems, (userId) => shop.equipped(userId)),
  );

  app.put(
    '/shop/equipped',
    userCall(EquippedItems, { body: EquipBody }, (userId, { body }) =>
      shop.equip(userId, body.slot, body.itemId),
    ),
  );
};
