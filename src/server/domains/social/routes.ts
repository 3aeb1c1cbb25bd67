import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, MessageBody } from '../../../contract/common';
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

  app.get(
    '/social/chat',
    { ...user, schema: { response: { 200: ChatMessages, ...errorResponses } } },
    async () => ({ messages: await chat.history() }),
  );

  app.post(
    '/social/chat',
    { ...user, schema: { body: ChatPostBody, response: { 201: ChatMessageResponse, ...errorResponses } } },
    async (request, reply) => {
      reply.code(201);
      return { message: await chat.post(signedInUser(request), request.body.text) };
    },
  );

  app.post(
    '/social/chat/share',
    { ...user, schema: { body: ShareWinBody, response: { 201: ChatMessageResponse, ...errorResponses } } },
    async (request, reply) => {
      reply.code(201);
      return { message: await chat.shareWin(signedInUser(request), request.body.betId) };
    },
  );

  app.get(
    '/social/chat/all',
    { ...admin, schema: { querystring: AdminChatQuery, response: { 200: ChatMessages, ...errorResponses } } },
    async (request) => ({ messages: await chat.all(request.query.limit, request.query.before) }),
  );

  app.delete(
    '/social/chat/:id',
    {
      ...admin,
      schema: { params: ChatMessageParams, response: { 200: DeletedChatMessage, ...errorResponses } },
    },
    async (request) => deletedView(await chat.remove(signedInUser(request).id, request.params.id)),
  );

  app.get(
    '/social/friends',
    { ...user, schema: { response: { 200: Friends, ...errorResponses } } },
    async (request) => ({ friends: await friends.friends(signedInUser(request).id) }),
  );

  app.delete(
    '/social/friends/:id',
    { ...user, schema: { params: FriendIdParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await friends.remove(signedInUser(request).id, request.params.id);
      return { message: socialMessages.friendRemoved };
    },
  );

  app.get(
    '/social/friend-requests',
    { ...user, schema: { response: { 200: FriendRequests, ...errorResponses } } },
    async (request) => ({ friendRequests: await friends.requests(signedInUser(request).id) }),
  );

  app.get(
    '/social/friend-requests/sent',
    { ...user, schema: { response: { 200: SentFriendRequests, ...errorResponses } } },
    async (request) => ({ sentRequests: await friends.sentRequests(signedInUser(request).id) }),
  );

  app.delete(
    '/social/friend-requests/:id',
    { ...user, schema: { params: FriendRequestIdParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await friends.withdraw(signedInUser(request).id, request.params.id);
      return { message: socialMessages.requestWithdrawn };
    },
  );

  app.post(
    '/social/friend-request',
    {
      ...user,
      schema: { body: FriendRequestBody, response: { 201: FriendRequestResult, ...errorResponses } },
    },
    async (request, reply) => {
      reply.code(201);
      return friends.sendRequest(signedInUser(request).id, request.body.username);
    },
  );

  app.post(
    '/social/friend-requests/:id/accept',
    {
      ...user,
      schema: {
        params: FriendRequestIdParams,
        response: { 200: FriendAccepted, ...errorResponses },
      },
    },
    async (request) => ({
      message: socialMessages.requestAccepted,
      friend: await friends.accept(signedInUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/social/friend-requests/:id/decline',
    { ...user, schema: { params: FriendRequestIdParams, response: { 200: MessageBody, ...errorResponses } } },
    async (request) => {
      await friends.decline(signedInUser(request).id, request.params.id);
      return { message: socialMessages.requestDeclined };
    },
  );

  app.get(
    '/social/presence',
    { ...user, schema: { response: { 200: Presence, ...errorResponses } } },
    async (request) => friends.presenceOf(signedInUser(request).id),
  );

  app.put(
    '/social/presence',
    { ...user, schema: { body: PresenceBody, response: { 200: Presence, ...errorResponses } } },
    async (request) => friends.setDoNotDisturb(signedInUser(request).id, request.body.doNotDisturb),
  );

  app.post(
    '/social/challenges',
    { ...user, schema: { body: ChallengeBody, response: { 200: MessageBody, ...errorResponses } } },
    async (request) =>
      friends.challenge(signedInUser(request), request.body.friendId, request.body.sessionId),
  );
};
