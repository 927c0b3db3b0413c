import { useCallback, useEffect, useState } from 'react';

/** Profile success messages clear after 3 s (member spec §4, §9), in ms. */
export const PROFILE_MESSAGE_MS = 3000;

/**
 * A success message that clears itself after {@link PROFILE_MESSAGE_MS}.
 * @returns the current message (or null), `show(text)` and `clear()`
 */
export function useFlash(ms = PROFILE_MESSAGE_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const [stamp, setStamp] = useState(0);
  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(timer);
  }, [message, stamp, ms]);
  const show = useCallback((text: string) => {
    setMessage(text);
    setStamp((n) => n + 1);
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}
