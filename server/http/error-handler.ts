import type { FastifyError, FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isRefusedValue } from '../db/pg-errors';
import { ApiError } from './api-error';
import { validationIssues, validationMessage } from './validation-issues';

/** Every failure leaves as the contract's `errorEnvelope` (`{ status, message }`, a validation 400 with its `issues`); 5xx details stay in the log. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send({ status: error.status, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = validationIssues(error.validation);
      const message = validationMessage(error.validationContext ?? 'request', issues);
      return reply.status(400).send({ status: 400, message, code: 'VALIDATION', issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'reply does not match its contract');
      return reply.status(500).send({ status: 500, message: 'Internal server error' });
    }
    // A value past what the database stores is the caller's mistake, not a server fault.
    if (isRefusedValue(error)) return reply.status(400).send({ status: 400, message: 'A value in the request is out of range or holds a character that cannot be stored' });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(status).send({ status, message: 'Internal server error' });
    }
    return reply.status(status).send({ status, message: error.message });
  });
}

/** An unknown route answers 404 'Route not found'; callers without a session are limited first (no free URL guessing). */
export function installNotFoundHandler(app: FastifyInstance, limit: preHandlerAsyncHookHandler) {
  app.setNotFoundHandler({ preHandler: limit }, (_request, reply) => reply.status(404).send({ status: 404, message: 'Route not found' }));
}
