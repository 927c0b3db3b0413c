// Test setup for jsdom projects: jest-dom matchers, cleanup, and the browser APIs antd needs.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { sessionStore } from '../src/session';
import { installStylePrefilter, prefilterMisses } from './style-prefilter';

// findBy*/waitFor wait up to 10 s (default 1 s): the component tests run real HTTP against a local
// stand-in API, and on a busy 2-core CI machine an answer can take longer than a second. This is
// the only place for it: a test passes no timeout of its own to waitFor or findBy*.
configure({ asyncUtilTimeout: 10000 });

installStylePrefilter();
if (process.env.STYLE_PREFILTER_VERIFY === '1') afterAll(() => expect(prefilterMisses).toEqual([]));

// After each test: unmount first (a screen still mounted would re-render outside act() when the
// member is signed out under it), then sign out (the store is one instance per worker: the files
// share a module graph), and start the next test with empty storages and the real clock.
afterEach(() => {
  cleanup();
  sessionStore.getState().clear();
  sessionStore.getState().takeEndReason();
  localStorage.clear();
  sessionStorage.clear();
  // A test that jumps over delays with vi.useFakeTimers never leaves the fake clock to the next one.
  vi.useRealTimers();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class RO {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof RO }).ResizeObserver = RO;
}
// antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom rejects.
const gcs = window.getComputedStyle.bind(window);
window.getComputedStyle = ((elt: Element) => gcs(elt)) as typeof window.getComputedStyle;
