/** A REST API refusal as Salesforce answers it: an array of `{message, errorCode, fields}` with the HTTP status. */
export class SfApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
  }

  body() {
    return [{ message: this.message, errorCode: this.errorCode, fields: this.fields }];
  }
}

export const invalidSession = () => new SfApiError(401, 'INVALID_SESSION_ID', 'Session expired or invalid');
export const requestLimitExceeded = () => new SfApiError(403, 'REQUEST_LIMIT_EXCEEDED', 'TotalRequests Limit exceeded.');
export const notFound = () => new SfApiError(404, 'NOT_FOUND', 'The requested resource does not exist');
export const entityIsDeleted = () => new SfApiError(404, 'ENTITY_IS_DELETED', 'entity is deleted');
export const malformedQuery = (detail: string) => new SfApiError(400, 'MALFORMED_QUERY', detail);
export const invalidField = (message: string, field?: string) => new SfApiError(400, 'INVALID_FIELD', message, field ? [field] : []);
export const requiredFieldMissing = (fields: string[]) => new SfApiError(400, 'REQUIRED_FIELD_MISSING', `Required fields are missing: [${fields.join(', ')}]`, fields);
export const malformedId = (id: string) => new SfApiError(400, 'MALFORMED_ID', `Id in URL is not valid: ${id}`);

/** An OAuth endpoint's refusal: `{error, error_description}`. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}
