import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { launchWithExtension } from './chromium';

export const DEMO_PASSWORD = 'Demo@Sales1';
export const apiUrl = () => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is not set by the global setup');
  return url;
};

/** Calls the reference server directly, as an API client would. */
export async function apiCall<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${apiUrl()}${path}`, {
    method,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await apiCall<{ payload: { authToken: string } }>('POST', '/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.body.payload.authToken;
}

/** Signs in through the login form of workspace.html. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Server').fill(apiUrl());
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

interface Fixtures {
  extension: { context: BrowserContext; extensionId: string };
  workspace: Page;
}

export const test = base.extend<Fixtures>({
  // A fresh browser profile per test: no session carried between tests.
  // eslint-disable-next-line no-empty-pattern
  extension: async ({}, use) => {
    const launched = await launchWithExtension();
    await use(launched);
    await launched.close();
  },
  workspace: async ({ extension }, use) => {
    const page = await extension.context.newPage();
    // Uncaught errors in the page are printed with the test's output: a blank screen then says why.
    page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}\n${error.stack ?? ''}`));
    await page.goto(`chrome-extension://${extension.extensionId}/workspace.html#!/login`);
    await use(page);
  },
});

export { expect };
