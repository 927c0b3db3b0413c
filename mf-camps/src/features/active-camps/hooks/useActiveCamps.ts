import { useWidgetError, type WidgetProps } from '@skiclub/shared/ui';
import useSWR from 'swr';
import { swrFetcher } from '@skiclub/shared/api';
import type { AppError } from '@skiclub/shared/errors';
import type { Camp } from '@skiclub/shared/schemas';
import { activeCamps, CAMPS_URL } from '../api/camps';

/**
 * Active camps from GET /api/kamp (member spec §2 home slider). `onError` is called once per
 * failed load, so the home page can swallow it (member spec §2: load failures are swallowed).
 * @returns `camps` (active only, empty on failure) and `loading`
 */
export function useActiveCamps(onError?: WidgetProps['onError']) {
  const { data, error, isLoading } = useSWR<Camp[], AppError>(CAMPS_URL, swrFetcher);
  useWidgetError(error, onError);
  return { camps: error ? [] : activeCamps(data), loading: isLoading };
}
