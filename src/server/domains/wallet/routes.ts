import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import { TransactionsQuery, TransactionsResponse } from '../../../contract/wallet';
import type { AuthGuards } from '../../http/auth-guards';
import { forUser } from '../route-handlers';
import type { WalletService } from './service';

export interface WalletRoutesOptions {
  wallet: WalletService;
  guards: AuthGuards;
}

export const walletRoutes: FastifyPluginAsyncTypebox<WalletRoutesOptions> = async (
  app,
  { wallet, guards },
) => {
  app.get(
    '/funds/transactions',
    {
      onRequest: guards.requireUser,
      schema: { querystring: TransactionsQuery, response: okResponses(TransactionsResponse) },
    },
    forUser(async (userId, { query }) => ({
      transactions: await wallet.listTransactions(userId, query.limit ?? 20),
    })),
  );
};
