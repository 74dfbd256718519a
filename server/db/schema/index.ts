export * from './auth';
export * from './accounts';
export * from './leads';
export * from './integrations';
export * from './limits';
export * from './teams';
export * from './crm';
