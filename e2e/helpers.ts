import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Session } from '../src/contract/accounts';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** A fresh player for each test: usernames are 3-20 letters, digits or _. */
export function uniqueUser(): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `p_${id}`, email: `${id}@e2e.test`, password: 'secret123' };
}

/** Registers through the API (fast) for tests that only need someone signed in. */
export async function registerViaApi(request: APIRequestContext, user: TestUser = uniqueUser()) {
  const response = await request.post('/api/auth/register', { data: user });
  expect(response.status()).toBe(201);
  const session = (await response.json()) as Session;
  return { user, session };
}

/** Signs the page in by storing the session where the app keeps it, then loading `path`. */
export async function signIn(page: Page, session: Session, path = '/') {
  // A same-origin page without the app, so a running app cannot write its own session back.
  await page.goto('/api/health');
  await page.evaluate((value) => window.localStorage.setItem('userInfo', JSON.stringify(value)), session);
  await page.goto(path);
}

/** Fills the registration form (blank fields are left untouched) and submits it. */
export async function submitRegisterForm(
  page: Page,
  fields: Partial<TestUser> & { confirmPassword?: string },
) {
  if (fields.username !== undefined) await page.getByLabel('Username').fill(fields.username);
  if (fields.email !== undefined) await page.getByLabel('Email').fill(fields.email);
  if (fields.password !== undefined)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(fields.password);
  if (fields.confirmPassword !== undefined)
    await page.getByLabel('Confirm Password').fill(fields.confirmPassword);
  await page.getByRole('main').getByRole('button', { name: 'Register' }).click();
}
