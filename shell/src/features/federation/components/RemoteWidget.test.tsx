import { render, waitFor } from '@testing-library/react';
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
});
