export * from './envelope';
export * from './route';
export * from './routes';
export * from './entities/session';
export * from './entities/metrics';
export * from './entities/directory';
export * from './entities/crm';
export * from './entities/telephony';
