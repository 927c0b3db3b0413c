/** Test helpers (imported by tests only): the stand-in API server and shared fixtures. */
export * from '../api/testServer';
export * from '../payment/fixtures';
