import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdResponses, MessageBody } from '../../../contract/common';
import {
  AdminChatQuery,
  ChallengeBody,
  ChatMessageParams,
  ChatMessageResponse,
  ChatMessages,
  ChatPostBody,
  ChatRoomQuery,
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
import { signedInUser } from '../../http/auth-guards';
import { adminRoute, routeFor, userRoute } from '../../http/route-for';
import { adminCall, answerCreated, answerMessage, forUser, userCall } from '../route-handlers';
import { type ChatService, chatRoomOf, deletedView } from './chat-service';
import type { FriendsService } from './friends-service';

export interface SocialRouteOptions {
  chat: ChatService;
  friends: FriendsService;
}

/** The Social Hub's HTTP calls (SPEC.md section 7 and DECISIONS.md 7); live updates go over socket.io. */
export const socialRoutes: FastifyPluginAsyncTypebox<SocialRouteOptions> = async (app, options) => {
  const { chat, friends } = options;

  app.get(
    '/social/chat',
    userCall(ChatMessages, { querystring: ChatRoomQuery }, async (userId, { query }) => ({
      messages: await chat.history(userId, chatRoomOf(query.room)),
    })),
  );

  app.post(
    '/social/chat',
    routeFor('user', createdResponses(ChatMessageResponse), { body: ChatPostBody }),
    answerCreated(async (request) => ({
      message: await chat.post(signedInUser(request), request.body.text, chatRoomOf(request.body.room)),
    })),
  );

  app.post(
    '/social/chat/share',
    routeFor('user', createdResponses(ChatMessageResponse), { body: ShareWinBody }),
    answerCreated(async (request) => ({
      message: await chat.shareWin(signedInUser(request), request.body.betId, chatRoomOf(request.body.room)),
    })),
  );

  app.get('/social/chat/all', adminRoute(ChatMessages, { querystring: AdminChatQuery }), async (request) => ({
    messages: await chat.all(request.query.limit, request.query.before),
  }));

  app.delete(
    '/social/chat/:id',
    adminCall(DeletedChatMessage, { params: ChatMessageParams }, async (userId, { params }) =>
      deletedView(await chat.remove(userId, params.id)),
    ),
  );

  app.get(
    '/social/friends',
    userCall(Friends, async (userId) => ({ friends: await friends.friends(userId) })),
  );

  app.delete(
    '/social/friends/:id',
    userRoute(MessageBody, { params: FriendIdParams }),
    answerMessage(socialMessages.friendRemoved, (userId, { params }) => friends.remove(userId, params.id)),
  );

  app.get(
    '/social/friend-requests',
    userCall(FriendRequests, async (userId) => ({ friendRequests: await friends.requests(userId) })),
  );

  app.get(
    '/social/friend-requests/sent',
    userCall(SentFriendRequests, async (userId) => ({ sentRequests: await friends.sentRequests(userId) })),
  );

  app.delete(
    '/social/friend-requests/:id',
    userRoute(MessageBody, { params: FriendRequestIdParams }),
    answerMessage(socialMessages.requestWithdrawn, (userId, { params }) =>
      friends.withdraw(userId, params.id),
    ),
  );

  app.post(
    '/social/friend-request',
    routeFor('user', createdResponses(FriendRequestResult), { body: FriendRequestBody }),
    answerCreated(forUser((userId, { body }) => friends.sendRequest(userId, body.username))),
  );

  app.post(
    '/social/friend-requests/:id/accept',
    userCall(FriendAccepted, { params: FriendRequestIdParams }, async (userId, { params }) => ({
      message: socialMessages.requestAccepted,
      friend: await friends.accept(userId, params.id),
    })),
  );

  app.post(
    '/social/friend-requests/:id/decline',
    userRoute(MessageBody, { params: FriendRequestIdParams }),
    answerMessage(socialMessages.requestDeclined, (userId, { params }) => friends.decline(userId, params.id)),
  );

  app.get(
    '/social/presence',
    userCall(Presence, (userId) => friends.presenceOf(userId)),
  );

  app.put(
    '/social/presence',
    userCall(Presence, { body: PresenceBody }, (userId, { body }) =>
      friends.setDoNotDisturb(userId, body.doNotDisturb),
    ),
  );

  app.post('/social/challenges', userRoute(MessageBody, { body: ChallengeBody }), async (request) =>
    friends.challenge(signedInUser(request), request.body.friendId, request.body.sessionId),
  );
};
