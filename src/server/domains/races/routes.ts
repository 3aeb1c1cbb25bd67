import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { okResponses } from '../../../contract/common';
import {
  CurrentRaceResponse,
  PAST_RACES_DEFAULT,
  PastRacesQuery,
  PastRacesResponse,
} from '../../../contract/races';
import type { Authenticator } from '../../http/auth-guards';
import { bearerToken } from '../../http/tokens';
import type { RacesService } from './service';

export interface RacesRoutesOptions {
  races: RacesService;
  accounts: Authenticator;
}

/** Both are public: guests watch the race; a signed-in player's call also answers their own place. */
export const racesRoutes: FastifyPluginAsyncTypebox<RacesRoutesOptions> = async (
  app,
  { races, accounts },
) => {
  /** The caller's id when the call carries a valid session; a guest's view otherwise (never a refusal). */
  async function callerId(authorization: string | undefined): Promise<number | null> {
    const token = bearerToken(authorization);
    if (!token) return null;
    try {
      return (await accounts.authenticate(token)).id;
    } catch {
      return null;
    }
  }

  app.get('/races/current', { schema: { response: okResponses(CurrentRaceResponse) } }, async (request) =>
    races.current(await callerId(request.headers.authorization)),
  );

  app.get(
    '/races',
    { schema: { querystring: PastRacesQuery, response: okResponses(PastRacesResponse) } },
    async (request) => races.past(request.query.before, request.query.limit ?? PAST_RACES_DEFAULT),
  );
};
