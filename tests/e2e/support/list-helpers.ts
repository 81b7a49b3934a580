import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiCall, expect, signIn } from './fixtures';

/** Helpers of the lists end-to-end specs: lists, members and playbooks made through the API, and the lists table. */

export interface ListReply {
  payload: { list: { id: number; name: string; playbook: { id: number; steps: { id: number; variants: { id: number; letter: string }[] }[] } | null } };
}
export interface ListContactsReply {
  payload: { contacts: { id: number; name: string; listStatus: string; variantId: number | null }[]; total: number };
}
interface ContactsReply {
  payload: { contacts: { id: number }[] };
}

export const uniqueName = (label: string) => `LA ${label} ${randomUUID().slice(0, 8)}`;

export async function demoContactIds(token: string, count: number, offset = 0): Promise<number[]> {
  const res = await apiCall<ContactsReply>('GET', `/contacts?limit=${count}&offset=${offset}`, { token });
  expect(res.status).toBe(200);
  return res.body.payload.contacts.map((c) => c.id);
}

export async function createList(token: string, body: Record<string, unknown>) {
  const res = await apiCall<ListReply>('POST', '/lists', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload.list;
}

export async function addContacts(token: string, listId: number, contactIds: number[]) {
  const res = await apiCall('POST', `/lists/${listId}/contacts`, { token, body: { contactIds } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function setListStatus(token: string, listId: number, listStatus: string, contactIds: number[]) {
  const res = await apiCall('PATCH', `/lists/${listId}/contacts`, { token, body: { listStatus, contactIds } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function listContacts(token: string, listId: number, query = '') {
  const res = await apiCall<ListContactsReply>('GET', `/lists/${listId}/contacts${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payload;
}

/** Creates a playbook with these steps, associates it with the list, and answers the list as it now is. */
export async function withPlaybook(token: string, listId: number, name: string, steps: Record<string, unknown>[]) {
  const created = await apiCall<{ payload: { playbook: { id: number } } }>('POST', '/playbooks', { token, body: { name, steps } });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect((await apiCall('POST', `/playbooks/${created.body.payload.playbook.id}/list/${listId}`, { token })).status).toBe(200);
  return (await apiCall<ListReply>('GET', `/lists/${listId}`, { token })).body.payload.list;
}

export const goto = async (page: Page, hash: string) => {
  await page.goto(page.url().replace(/#!.*$/, hash));
};

export async function signInTo(page: Page, email: string, hash: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/#!\/dashboard$/);
  await goto(page, hash);
}

/** The lists table rows after a name search (the names are unique, so `count` rows show). */
export async function searchLists(page: Page, text: string, count: number) {
  await page.getByTestId('lists-search').fill(text);
  await expect(page.getByTestId('list-row')).toHaveCount(count);
}

export const listRow = (page: Page, listId: number) => page.locator(`[data-testid="list-row"][data-list-id="${listId}"]`);
export const feedback = (page: Page) => page.getByTestId('list-feedback');
