/** TanStack Query keys of the debug page. */
export const debugKeys = { health: ['debug', 'health'] as const };
