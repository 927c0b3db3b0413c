/**
 * `@skiclub/shared/api`: the HTTP client (client.ts), the one way to read data with SWR
 * (query.ts: schema-checked fetcher, the spec's retry rule, saves with useSWRMutation) and the
 * cart query that catalog and checkout share (cart.ts).
 */
export * from './client';
export * from './query';
export * from './cart';
