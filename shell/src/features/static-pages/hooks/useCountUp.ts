import { useEffect, useState } from 'react';

/** Year the club was founded (member spec §9). */
export const FOUNDING_YEAR = 2020;

/**
 * Whole calendar years between `fromYear` and `now` (never negative). The about page shows
 * the years since {@link FOUNDING_YEAR}, e.g. 6 in 2026 (member spec §2).
 */
export function yearsSince(fromYear: number, now: Date = new Date()): number {
  return Math.max(0, now.getFullYear() - fromYear);
}

/** True when the visitor asked the system for less animation. */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Counts from 0 up to `target` over `durationMs` milliseconds (default 2000 ms, the about
 * page's "about 2 seconds", member spec §2 and §9) with requestAnimationFrame and an ease-out
 * curve. The value is floored while running, so it equals `target` only once the time is up.
 * Visitors who prefer reduced motion get `target` at once. A change of `target` restarts it.
 */
export function useCountUp(target: number, durationMs = 2000): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (durationMs <= 0 || target <= 0 || prefersReducedMotion()) {
      setValue(target);
      return;
    }
    setValue(0);
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
      const eased = 1 - (1 - progress) ** 3;
      setValue(progress >= 1 ? target : Math.floor(target * eased));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return value;
}
