/** Query keys of the API keys page. */
export const apiKeysKeys = { list: ['admin', 'api-keys'] as const };
