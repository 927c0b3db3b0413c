import { useCallback, useEffect, useState } from 'react';
import type { AppError } from '@skiclub/shared/errors';
import type { Refusal, WriteOutcome } from '../api/releases';

/** State of one release write from a console modal. */
export interface ReleaseWrite {
  busy: boolean;
  /** The server's 409 with its reasons, shown while the typed reason stays. */
  refusal: Refusal | null;
  /** Any other failure (network, 5xx), from the shared error catalogue. */
  failure: AppError | null;
  /**
   * Sends `write`; an accepted answer goes to `onAccepted`, a refusal or failure stays in the
   * state. Never throws.
   */
  run<T>(write: () => Promise<WriteOutcome<T>>, onAccepted: (veri: T | null) => void): Promise<void>;
}

/**
 * Busy flag, refusal and failure of a modal's write, cleared whenever `target` changes (the
 * modal opens for another remote or closes).
 */
export function useReleaseWrite(target: unknown): ReleaseWrite {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [failure, setFailure] = useState<AppError | null>(null);

  useEffect(() => {
    setRefusal(null);
    setFailure(null);
  }, [target]);

  const run = useCallback(async <T>(write: () => Promise<WriteOutcome<T>>, onAccepted: (veri: T | null) => void) => {
    setBusy(true);
    setRefusal(null);
    setFailure(null);
    try {
      const outcome = await write();
      if (!outcome.ok) setRefusal(outcome);
      else onAccepted(outcome.veri);
    } catch (e) {
      setFailure(e as AppError);
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, refusal, failure, run };
}
