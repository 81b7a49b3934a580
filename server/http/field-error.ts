/** The mark fastify-type-provider-zod puts on each schema validation issue (a global symbol, so equal to the library's). */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * A 400 about one field of the request, found by a rule the schema cannot hold (one that needs the
 * user's settings, such as the dialing plan). It has the shape of a schema validation failure, path
 * and message, so the error handler answers it exactly as it answers the contract's own issues.
 */
export function fieldError(path: readonly (string | number)[], message: string, where: 'body' | 'querystring' | 'params' = 'body') {
  const issue = { [ZOD_ISSUE]: true, keyword: 'custom', instancePath: `/${path.join('/')}`, schemaPath: `#/${path.join('/')}/custom`, message, params: {} };
  return Object.assign(new Error(message), { statusCode: 400, validation: [issue], validationContext: where });
}
