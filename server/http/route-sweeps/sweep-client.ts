import { errorEnvelope } from '@/src/contract';
import type { TestServer } from '@/tests/support/test-server';
import type { Call } from './route-table';

export interface Answer {
  status: number;
  /** The parsed JSON reply, or undefined when the reply was not JSON. */
  body: unknown;
}

/** Sends one call through Fastify's inject (the real routes, hooks and error handler). */
export async function send(server: TestServer, token: string, call: Call): Promise<Answer> {
  const res = await server.app.fastify.inject({
    method: call.method as 'GET',
    url: call.url,
    headers: { authorization: `Bearer ${token}`, ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(call.body !== undefined ? { payload: call.body } : {}),
  });
  return { status: res.statusCode, body: parseJson(res.body) };
}

/** Sends one call over a real socket, so a dropped connection shows as an error rather than a status. */
export async function sendHttp(origin: string, token: string, call: Call): Promise<Answer> {
  const res = await fetch(`${origin}${call.url}`, {
    method: call.method,
    headers: { authorization: `Bearer ${token}`, ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(call.body !== undefined ? { body: call.body } : {}),
  });
  return { status: res.status, body: parseJson(await res.text()) };
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The product's refusal: the contract's error envelope, its status the HTTP status. */
export const isErrorBody = (answer: Answer) => {
  const parsed = errorEnvelope.safeParse(answer.body);
  return parsed.success && parsed.data.status === answer.status;
};
