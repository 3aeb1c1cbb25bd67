import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
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
import type { AuthGuards } from '../../http/auth-guards';
import { AppError, notAuthorized } from '../../http/errors';
import { forUser } from '../route-handlers';
import type { ShopService } from './service';

export const shopRoutes: FastifyPluginAsyncTypebox<{ shop: ShopService; guards: AuthGuards }> = async (
  app,
  { shop, guards },
) => {
  // SPEC.md words a purchase without a session its own way.
  async function requireBuyer(request: FastifyRequest) {
    try {
      await guards.requireUser(request);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401)
        throw notAuthorized(shopMessages.mustBeLoggedIn);
      throw error;
    }
  }

  app.get('/shop/items', { schema: { response: okResponses(ShopItems) } }, async () => shop.items());

  app.get(
    '/shop/user-items',
    {
      onRequest: guards.requireUser,
      schema: { response: okResponses(OwnedItems) },
    },
    forUser((userId) => shop.ownedItems(userId)),
  );

  app.post(
    '/shop/purchase/:id',
    {
      onRequest: requireBuyer,
      schema: { params: ItemIdParams, response: okResponses(PurchaseResponse) },
    },
    forUser((userId, { params }) => shop.purchase(userId, params.id)),
  );

  app.get(
    '/shop/equipped',
    { onRequest: guards.requireUser, schema: { response: okResponses(EquippedItems) } },
    forUser((userId) => shop.equipped(userId)),
  );

  app.put(
    '/shop/equipped',
    {
      onRequest: guards.requireUser,
      schema: { body: EquipBody, response: okResponses(EquippedItems) },
    },
    forUser((userId, { body }) => shop.equip(userId, body.slot, body.itemId)),
  );
};
