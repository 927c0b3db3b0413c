import { renderHook } from '@testing-library/react';
import { httpError, networkError } from '@skiclub/shared/errors';
import { useWidgetError } from '@skiclub/shared/ui';

function hook(onError: (e: unknown) => void) {
  return renderHook(({ error, onError: report }) => useWidgetError(error, report), {
    initialProps: { error: null as unknown, onError },
  });
}

describe('useWidgetError (home widgets hide on load failure, member spec §2, §8)', () => {
  it('reports an error that is not tried again at once, to the latest callback, and nothing while there is none', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = hook(first);
    expect(first).not.toHaveBeenCalled();
    const e = httpError(404);
    rerender({ error: e, onError: first });
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(e);
    rerender({ error: e, onError: second });
    expect(second).not.toHaveBeenCalled();
    const e2 = new Error('şemaya uymayan yanıt');
    rerender({ error: e2, onError: second });
    expect(second).toHaveBeenCalledWith(e2);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('reports a failure that is tried again (≥ 500, no answer) only when the third attempt fails too; an answer in between starts the count again', () => {
    const onError = vi.fn();
    const { rerender } = hook(onError);
    rerender({ error: httpError(503), onError });
    rerender({ error: networkError(), onError });
    expect(onError).not.toHaveBeenCalled();
    const third = httpError(502);
    rerender({ error: third, onError });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(third);

    const later = vi.fn();
    rerender({ error: null, onError: later });
    rerender({ error: httpError(500), onError: later });
    rerender({ error: httpError(500), onError: later });
    expect(later).not.toHaveBeenCalled();
  });
});
