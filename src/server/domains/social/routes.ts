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
import { answerCreated, answerMessage } from '../route-handlers';
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
    async (request) => deletedView(await chat.remove(signedInUser(request).id, request.params.id)),
  );

  app.get('/social/friends', { ...user, schema: { response: okResponses(Friends) } }, async (request) => ({
    friends: await friends.friends(signedInUser(request).id),
  }));

  app.delete(
    '/social/friends/:id',
    { ...user, schema: { params: FriendIdParams, response: okResponses(MessageBody) } },
    answerMessage(socialMessages.friendRemoved, (userId, request) =>
      friends.remove(userId, request.params.id),
    ),
  );

  app.get(
    '/social/friend-requests',
    { ...user, schema: { response: okResponses(FriendRequests) } },
    async (request) => ({ friendRequests: await friends.requests(signedInUser(request).id) }),
  );

  app.get(
    '/social/friend-requests/sent',
    { ...user, schema: { response: okResponses(SentFriendRequests) } },
    async (request) => ({ sentRequests: await friends.sentRequests(signedInUser(request).id) }),
  );

  app.delete(
    '/social/friend-requests/:id',
    { ...user, schema: { params: FriendRequestIdParams, response: okResponses(MessageBody) } },
    answerMessage(socialMessages.requestWithdrawn, (userId, request) =>
      friends.withdraw(userId, request.params.id),
    ),
  );

  app.post(
    '/social/friend-request',
    { ...user, schema: { body: FriendRequestBody, response: createdResponses(FriendRequestResult) } },
    answerCreated((request) => friends.sendRequest(signedInUser(request).id, request.body.username)),
  );

  app.post(
    '/social/friend-requests/:id/accept',
    { ...user, schema: { params: FriendRequestIdParams, response: okResponses(FriendAccepted) } },
    async (request) => ({
      message: socialMessages.requestAccepted,
      friend: await friends.accept(signedInUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/social/friend-requests/:id/decline',
    { ...user, schema: { params: FriendRequestIdParams, response: okResponses(MessageBody) } },
    answerMessage(socialMessages.requestDeclined, (userId, request) =>
      friends.decline(userId, request.params.id),
    ),
  );

  app.get('/social/presence', { ...user, schema: { response: okResponses(Presence) } }, async (request) =>
    friends.presenceOf(signedInUser(request).id),
  );

  app.put(
    '/social/presence',
    { ...user, schema: { body: PresenceBody, response: okResponses(Presence) } },
    async (request) => friends.setDoNotDisturb(signedInUser(request).id, request.body.doNotDisturb),
  );

  app.post(
    '/social/challenges',
    { ...user, schema: { body: ChallengeBody, response: okResponses(MessageBody) } },
    async (request) =>
      friends.challenge(signedInUser(request), request.body.friendId, request.body.sessionId),
  );
};
