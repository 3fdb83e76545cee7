export * from './api-error.ts';
export * from './auth.ts';
export * from './health.ts';
export * from './layout-constants.ts';
export * from './onboarding.ts';
export * from './people.ts';
export * from './roles.ts';
export * from './task-enums.ts';
