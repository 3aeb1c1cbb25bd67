import type { LoginBody, RegisterBody } from '../../../contract/accounts';
import { api } from '../../lib/api';

export function loginRequest(body: Required<LoginBody>) {
  return api('POST /api/auth/login', { body });
}

export function registerRequest(body: Required<RegisterBody>) {
  return api('POST /api/auth/register', { body });
}

export function fetchProfile() {
  return api('GET /api/auth/profile');
}

export function logoutRequest() {
  return api('POST /api/auth/logout');
}

export function fetchMe() {
  return api('GET /api/users/me');
}
