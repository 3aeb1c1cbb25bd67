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
import { type AuthGuards, signedInUser } from '../../http/auth-guards';
import { AppError, notAuthorized } from '../../http/errors';
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
    async (request) => shop.ownedItems(signedInUser(request).id),
  );

  app.post(
    '/shop/purchase/:id',
    {
      onRequest: requireBuyer,
      schema: { params: ItemIdParams, response: okResponses(PurchaseResponse) },
    },
    async (request) => shop.purchase(signedInUser(request).id, request.params.id),
  );

  app.get(
    '/shop/equipped',
    { onRequest: guards.requireUser, schema: { response: okResponses(EquippedItems) } },
    async (request) => shop.equipped(signedInUser(request).id),
  );

  app.put(
    '/shop/equipped',
    {
      onRequest: guards.requireUser,
      schema: { body: EquipBody, response: okResponses(EquippedItems) },
    },
    async (request) => shop.equip(signedInUser(request).id, request.body.slot, request.body.itemId),
  );
};
