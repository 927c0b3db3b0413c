// Test setup for jsdom projects: jest-dom matchers, cleanup, and the browser APIs antd needs.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { sessionStore } from '../src/session';
import { installStylePrefilter, prefilterMisses } from './style-prefilter';

// findBy*/waitFor wait up to 10 s (default 1 s): the component tests run real HTTP against a local
// stand-in API, and on a busy 2-core CI machine an answer can take longer than a second. This is
// the only place for it: a test passes no timeout of its own to waitFor or findBy*.
configure({ asyncUtilTimeout: 10000 });

installStylePrefilter();
if (process.env.STYLE_PREFILTER_VERIFY === '1') afterAll(() => expect(prefilterMisses).toEqual([]));

// React 19's development build records an owner stack for every element it creates (an Error made
// in createElement/jsx, up to 10 000 a second), which only enriches the component stacks of its
// dev warnings. The screens create hundreds of thousands of elements: turning the recording off
// (the counter reads as spent) took about a tenth off a screen test's CPU. Warnings still name
// the component; rendering is unchanged.
const internals = (React as unknown as Record<string, object | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 10_000, set: () => undefined, configurable: true });
}

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
