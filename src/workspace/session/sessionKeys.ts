/** TanStack Query keys of the signed-in session. */
export const sessionKeys = { presence: ['session', 'presence'] as const };
