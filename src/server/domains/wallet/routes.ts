import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import { TransactionsQuery, TransactionsResponse } from '../../../contract/wallet';
import type { WalletService } from '../../core/money/wallet-service';
import { forUser } from '../route-handlers';

export interface WalletRoutesOptions {
  wallet: WalletService;
}

export const walletRoutes: FastifyPluginAsyncTypebox<WalletRoutesOptions> = async (app, { wallet }) => {
  app.get(
    '/funds/transactions',
    {
      config: { access: 'user' },
      schema: { querystring: TransactionsQuery, response: okResponses(TransactionsResponse) },
    },
    forUser(async (userId, { query }) => ({
      transactions: await wallet.listTransactions(userId, query.limit ?? 20),
    })),
  );
};
