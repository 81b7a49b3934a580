import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { ValidationIssue } from '../../src/contract';

/**
 * fastify-type-provider-zod keeps a zod issue's path only as a JSON pointer (`/emails/0/address`);
 * this turns it back into the contract's path (`['emails', 0, 'address']`): digits are array indexes.
 */
export function pathOf(instancePath: string): ValidationIssue['path'] {
  return instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment.replace(/~1/g, '/').replace(/~0/g, '~')));
}

export const validationIssues = (errors: readonly ZodFastifySchemaValidationError[]): ValidationIssue[] =>
  errors.map((error) => ({ path: pathOf(error.instancePath), message: error.message ?? 'Invalid value' }));

/** One line for callers that read only `message`: `Invalid body: emails.0.address: Not a valid email address.`. */
export function validationMessage(where: string, issues: readonly ValidationIssue[]): string {
  const details = issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
  return `Invalid ${where}: ${details}`;
}
