export * from './companies.ts';
export * from './complaints.ts';
export * from './customers.ts';
export * from './deletion-requests.ts';
export * from './departments.ts';
export * from './invites.ts';
export * from './sessions.ts';
export * from './users.ts';
