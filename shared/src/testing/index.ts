/** Test helpers (imported by tests only): the stand-in API server, shared fixtures and the fake clock. */
export * from '../api/testServer';
export * from '../payment/fixtures';
export * from './clock';
