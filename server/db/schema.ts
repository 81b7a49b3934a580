/**
 * The database schema: one file per area under tables/, re-exported here (drizzle-kit reads this
 * file). Each area adds one line.
 */
export * from './tables/core';
export * from './tables/telephony';
export * from './tables/crm';
export * from './tables/tasks';
export * from './tables/email';
export * from './tables/sms';
export * from './tables/lists';
