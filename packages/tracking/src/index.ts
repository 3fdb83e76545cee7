export * from './haversine.ts';
