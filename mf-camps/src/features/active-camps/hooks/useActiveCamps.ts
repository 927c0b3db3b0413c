import { useApi } from '@skiclub/shared/api';
import { campListSchema } from '@skiclub/shared/schemas';
import { useWidgetError, type WidgetProps } from '@skiclub/shared/ui';
import { activeCamps, CAMPS_URL } from '../api/camps';

/**
 * Active camps from GET /api/kamp (member spec §2 home slider), checked with the shared schema.
 * `onError` is called once per failed load, so the home page can swallow it (member spec §2:
 * load failures are swallowed).
 * @returns `camps` (active only, empty on failure) and `loading`
 */
export function useActiveCamps(onError?: WidgetProps['onError']) {
  const { data, error, isLoading } = useApi(CAMPS_URL, campListSchema);
  useWidgetError(error, onError);
  return { camps: error ? [] : activeCamps(data), loading: isLoading };
}
