export * from './companies.ts';
export * from './complaints.ts';
export * from './customers.ts';
export * from './departments.ts';
export * from './users.ts';
