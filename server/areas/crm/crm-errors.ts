/** The stored connection no longer opens a session (refresh token revoked or expired, session refused after a refresh): an administrator must connect again. */
export class CrmReconnectNeeded extends Error {
  readonly code = 'CRM_RECONNECT_NEEDED';
}

/** The org's daily API allocation is spent (Salesforce REQUEST_LIMIT_EXCEEDED): calls wait for the next day's budget. */
export class CrmRequestLimitExceeded extends Error {
  readonly code = 'CRM_REQUEST_LIMIT_EXCEEDED';
}

/** Any other refusal by the CRM, with its own error code (MALFORMED_QUERY, NOT_FOUND, …). */
export class CrmApiError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly fields: string[] = [],
  ) {
    super(message);
  }
}

/** The code exchange was refused (invalid_grant: a wrong or spent code, a wrong code_verifier). */
export class CrmAuthorizationRefused extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}
