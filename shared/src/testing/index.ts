/** Test helpers (imported by tests only): the stand-in API server, shared fixtures and the fake clock. */
export * from './testServer';
export * from '../payment/fixtures';
export * from './clock';
