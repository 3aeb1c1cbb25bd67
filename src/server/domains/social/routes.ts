import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdResponses, MessageBody, okResponses } from '../../../contract/common';
import {
  AdminChatQuery,
  ChallengeBody,
  ChatMessageParams,
  ChatMessageResponse,
  ChatMessages,
  ChatPostBody,
  DeletedChatMessage,
  FriendAccepted,
  FriendIdParams,
  FriendRequestBody,
  FriendRequestIdParams,
  FriendRequestResult,
  FriendRequests,
  Friends,
  Presence,
  PresenceBody,
  SentFriendRequests,
  ShareWinBody,
  socialMessages,
} from '../../../contract/social';
import { type AuthGuards, signedInUser } from '../../http/auth-guards';
import { answerCreated, answerMessage, forUser } from '../route-handlers';
import { type ChatService, deletedView } from './chat-service';
import type { FriendsService } from './friends-service';

export interface SocialRouteOptions {
  chat: ChatService;
  friends: FriendsService;
  guards: AuthGuards;
}

/** The Social Hub's HTTP calls (SPEC.md section 7 and DECISIONS.md 7); live updates go over socket.io. */
export const socialRoutes: FastifyPluginAsyncTypebox<SocialRouteOptions> = async (app, options) => {
  const { chat, friends, guards } = options;
  const user = { onRequest: guards.requireUser };
  const admin = { onRequest: guards.requireAdmin };

  app.get('/social/chat', { ...user, schema: { response: okResponses(ChatMessages) } }, async () => ({
    messages: await chat.history(),
  }));

  app.post(
    '/social/chat',
    { ...user, schema: { body: ChatPostBody, response: createdResponses(ChatMessageResponse) } },
    answerCreated(async (request) => ({
      message: await chat.post(signedInUser(request), request.body.text),
    })),
  );

  app.post(
    '/social/chat/share',
    { ...user, schema: { body: ShareWinBody, response: createdResponses(ChatMessageResponse) } },
    answerCreated(async (request) => ({
      message: await chat.shareWin(signedInUser(request), request.body.betId),
    })),
  );

  app.get(
    '/social/chat/all',
    { ...admin, schema: { querystring: AdminChatQuery, response: okResponses(ChatMessages) } },
    async (request) => ({ messages: await chat.all(request.query.limit, request.query.before) }),
  );

  app.delete(
    '/social/chat/:id',
    { ...admin, schema: { params: ChatMessageParams, response: okResponses(DeletedChatMessage) } },
    forUser(async (userId, { params }) => deletedView(await chat.remove(userId, params.id))),
  );

  app.get(
    '/social/friends',
    { ...user, schema: { response: okResponses(Friends) } },
    forUser(async (userId) => ({ friends: await friends.friends(userId) })),
  );

  app.delete(
    '/social/friends/:id',
    { ...user, schema: { params: FriendIdParams, response: okResponses(MessageBody) } },
    answerMessage(socialMessages.friendRemoved, (userId, { params }) => friends.remove(userId, params.id)),
  );

  app.get(
    '/social/friend-requests',
    { ...user, schema: { response: okResponses(FriendRequests) } },
    forUser(async (userId) => ({ friendRequests: await friends.requests(userId) })),
  );

  app.get(
    '/social/friend-requests/sent',
    { ...user, schema: { response: okResponses(SentFriendRequests) } },
    forUser(async (userId) => ({ sentRequests: await friends.sentRequests(userId) })),
  );

  app.delete(
    '/social/friend-requests/:id',
    { ...user, schema: { params: FriendRequestIdParams, response: okResponses(MessageBody) } },
    answerMessage(socialMessages.requestWithdrawn, (userId, { params }) =>
      friends.withdraw(userId, params.id),
    ),
  );

  app.post(
    '/social/friend-request',
    { ...user, schema: { body: FriendRequestBody, response: createdResponses(FriendRequestResult) } },
    answerCreated(forUser((userId, { body }) => friends.sendRequest(userId, body.username))),
  );

  app.post(
    '/social/friend-requests/:id/accept',
    { ...user, schema: { params: FriendRequestIdParams, response: okResponses(FriendAccepted) } },
    forUser(async (userId, { params }) => ({
      message: socialMessages.requestAccepted,
      friend: await friends.accept(userId, params.id),
    })),
  );

  app.post(
    '/social/friend-requests/:id/decline',
    { ...user, schema: { params: FriendRequestIdParams, response: okResponses(MessageBody) } },
    answerMessage(socialMessages.requestDeclined, (userId, { params }) => friends.decline(userId, params.id)),
  );

  app.get(
    '/social/presence',
    { ...user, schema: { response: okResponses(Presence) } },
    forUser((userId) => friends.presenceOf(userId)),
  );

  app.put(
    '/social/presence',
    { ...user, schema: { body: PresenceBody, response: okResponses(Presence) } },
    forUser((userId, { body }) => friends.setDoNotDisturb(userId, body.doNotDisturb)),
  );

  app.post(
    '/social/challenges',
    { ...user, schema: { body: ChallengeBody, response: okResponses(MessageBody) } },
    async (request) =>
      friends.challenge(signedInUser(request), request.body.friendId, request.body.sessionId),
  );
};
