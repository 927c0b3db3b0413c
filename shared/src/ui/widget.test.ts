import { renderHook } from '@testing-library/react';
import { useWidgetError } from '@skiclub/shared/ui';

describe('useWidgetError (home widgets hide on load failure, member spec §2)', () => {
  it('reports each new error once, to the latest callback, and nothing while there is none', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ error, onError }) => useWidgetError(error, onError), {
      initialProps: { error: null as unknown, onError: first },
    });
    expect(first).not.toHaveBeenCalled();
    const e = new Error('yüklenemedi');
    rerender({ error: e, onError: first });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(e);
    rerender({ error: e, onError: second });
    expect(second).not.toHaveBeenCalled();
    const e2 = new Error('yine');
    rerender({ error: e2, onError: second });
    expect(second).toHaveBeenCalledWith(e2);
    expect(first).toHaveBeenCalledTimes(1);
  });
});
