import type { LoginBody, PublicUser, RegisterBody, Session } from '../../../contract/accounts';
import type { MessageBody } from '../../../contract/common';
import { api } from '../../lib/api';

export function loginRequest(body: Required<LoginBody>): Promise<Session> {
  return api.post<Session>('/api/auth/login', body);
}

export function registerRequest(body: Required<RegisterBody>): Promise<Session> {
  return api.post<Session>('/api/auth/register', body);
}

export function fetchProfile(): Promise<PublicUser> {
  return api.get<PublicUser>('/api/auth/profile');
}

export function logoutRequest(): Promise<MessageBody> {
  return api.post<MessageBody>('/api/auth/logout');
}

export function fetchMe(): Promise<PublicUser> {
  return api.get<PublicUser>('/api/users/me');
}
