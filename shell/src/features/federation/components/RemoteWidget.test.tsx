import { act, render, waitFor } from '@testing-library/react';
import { mockAllIsIntersecting, setupIntersectionMocking, resetIntersectionMocking } from 'react-intersection-observer/test-utils';
import * as runtime from '../runtime';
import { RemoteWidget } from './RemoteWidget';

describe('RemoteWidget', () => {
  it('keeps its reserved height while loading (no layout shift), and hides itself when the remote cannot load', async () => {
    // No releases registered: the load fails after the loading state.
    const { container } = render(<RemoteWidget id="camps/ActiveCamps" reserveHeight={540} />);
    const placeholder = container.querySelector('.sc-widget-placeholder');
    expect(placeholder).not.toBeNull();
    expect((placeholder as HTMLElement).style.minHeight).toBe('540px');
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('reserves nothing without a height', () => {
    const { container } = render(<RemoteWidget id="camps/ActiveCamps" />);
    expect(container.innerHTML).toBe('');
  });

  describe('whenNear (below the fold)', () => {
    beforeEach(() => setupIntersectionMocking(vi.fn));
    afterEach(() => resetIntersectionMocking());

    it('keeps a placeholder and loads nothing until it comes near the viewport, then loads once', async () => {
      const load = vi.spyOn(runtime, 'loadRemoteModule');
      try {
        const { container } = render(<RemoteWidget id="catalog/Weather" whenNear />);
        const placeholder = container.querySelector<HTMLElement>('.sc-widget-placeholder');
        expect(placeholder?.style.minHeight).toBe('320px');
        expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
        // Still far away: nothing loads.
        act(() => mockAllIsIntersecting(false));
        expect(load).not.toHaveBeenCalled();
        // Near: the widget loads, keeping the placeholder's height meanwhile (no releases here, so
        // it then hides itself), and it loads once.
        act(() => mockAllIsIntersecting(true));
        expect(load).toHaveBeenCalledTimes(1);
        expect(load.mock.calls[0]?.[0]).toBe('catalog/Weather');
        expect(container.querySelector<HTMLElement>('.sc-widget-placeholder')?.style.minHeight).toBe('320px');
        await waitFor(() => expect(container.innerHTML).toBe(''));
        act(() => mockAllIsIntersecting(true));
        expect(load).toHaveBeenCalledTimes(1);
      } finally {
        load.mockRestore();
      }
    });

    it('loads at once where the browser has no IntersectionObserver', async () => {
      resetIntersectionMocking();
      const saved = window.IntersectionObserver;
      // @ts-expect-error: a browser without the API
      delete window.IntersectionObserver;
      try {
        const { container } = render(<RemoteWidget id="catalog/Weather" whenNear reserveHeight={200} />);
        // The loading placeholder of the widget itself, then hidden as the load fails.
        await waitFor(() => expect(container.innerHTML).toBe(''));
      } finally {
        window.IntersectionObserver = saved;
      }
    });
  });
});
