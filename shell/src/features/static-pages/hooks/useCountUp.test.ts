import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOUNDING_YEAR, useCountUp, yearsSince } from './useCountUp';

describe('yearsSince', () => {
  it('counts whole calendar years from the founding year 2020', () => {
    expect(FOUNDING_YEAR).toBe(2020);
    expect(yearsSince(FOUNDING_YEAR, new Date(2026, 0, 1))).toBe(6);
    expect(yearsSince(FOUNDING_YEAR, new Date(2026, 11, 31))).toBe(6);
    expect(yearsSince(FOUNDING_YEAR, new Date(2030, 5, 15))).toBe(10);
  });

  it('is never negative', () => {
    expect(yearsSince(FOUNDING_YEAR, new Date(2019, 5, 1))).toBe(0);
  });
});

/** Moves the fake clock (and the animation frames on it) on by `ms`. */
function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useCountUp', () => {
  beforeEach(() => {
    // requestAnimationFrame and performance.now share the fake clock, like a browser.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at 0, is still counting before 2 s and reaches the target after about 2 s', () => {
    const { result } = renderHook(() => useCountUp(6));
    expect(result.current).toBe(0);

    advance(500);
    const early = result.current;
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(6);

    advance(1400); // 1.9 s in total
    expect(result.current).toBeGreaterThanOrEqual(early);
    expect(result.current).toBeLessThan(6);

    advance(150); // just past 2 s
    expect(result.current).toBe(6);

    advance(3000);
    expect(result.current).toBe(6);
  });

  it('honours a custom duration', () => {
    const { result } = renderHook(() => useCountUp(100, 500));
    advance(450);
    expect(result.current).toBeLessThan(100);
    advance(100);
    expect(result.current).toBe(100);
  });

  it('restarts from 0 when the target changes', () => {
    const { result, rerender } = renderHook(({ target }) => useCountUp(target), { initialProps: { target: 3 } });
    advance(2100);
    expect(result.current).toBe(3);

    rerender({ target: 8 });
    advance(20);
    expect(result.current).toBeLessThan(3);
    advance(2100);
    expect(result.current).toBe(8);
  });

  it('shows the target at once for a zero target or zero duration', () => {
    expect(renderHook(() => useCountUp(0)).result.current).toBe(0);
    expect(renderHook(() => useCountUp(7, 0)).result.current).toBe(7);
  });

  it('skips the animation when the visitor prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduced-motion') })) as typeof window.matchMedia;
    try {
      expect(renderHook(() => useCountUp(6)).result.current).toBe(6);
    } finally {
      window.matchMedia = original;
    }
  });
});
