/**
 * The database schema: each area keeps its tables beside its services (server/areas/<area>/<area>-tables.ts);
 * the tenancy tables every area references and the one activity log are shared. drizzle-kit reads
 * this file, so each area adds one line.
 */
export * from './tenancy-tables';
export * from '../activity/activity-tables';
export * from '../areas/session/session-tables';
export * from '../areas/accounts/accounts-tables';
export * from '../areas/contacts/contacts-tables';
export * from '../areas/opportunities/opportunities-tables';
export * from '../areas/layouts/layouts-tables';
export * from '../areas/timeline/timeline-tables';
export * from '../areas/telephony/telephony-tables';
export * from '../areas/tasks/tasks-tables';
export * from '../areas/email/email-tables';
export * from '../areas/sms/sms-tables';
export * from '../areas/lists/lists-tables';
export * from '../areas/parallel-dialer/parallel-dialer-tables';
export * from '../areas/acd/acd-tables';
export * from '../areas/numbers/numbers-tables';
export * from '../areas/imports/imports-tables';
export * from '../areas/api-keys/api-keys-tables';
export * from '../areas/crm/crm-tables';
