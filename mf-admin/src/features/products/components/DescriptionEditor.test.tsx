import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import DescriptionEditor from './DescriptionEditor';

// jsdom has no layout: ProseMirror asks for rectangles when it scrolls the selection into view.
beforeAll(() => {
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = rect;
  if (!('getClientRects' in Text.prototype)) Object.assign(Text.prototype, { getClientRects: rects });
  document.elementFromPoint = () => null;
});

describe('DescriptionEditor (admin spec §2 Products: rich description)', () => {
  it('shows the HTML value, offers bold/italic/lists/heading/link, and writes HTML back on a change', async () => {
    const onChange = vi.fn();
    render(<DescriptionEditor value="<p>Merhaba <strong>kar</strong></p>" onChange={onChange} />);
    const area = await screen.findByRole('textbox', { name: 'Açıklama' });
    await waitFor(() => expect(area.innerHTML).toContain('<strong>kar</strong>'));
    for (const name of ['Kalın', 'İtalik', 'Madde listesi', 'Numaralı liste', 'Başlık', 'Bağlantı']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Madde listesi' }).click());
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<ul><li><p>Merhaba <strong>kar</strong></p></li></ul>')));
  });
});

describe('DescriptionEditor on a busy machine', () => {
  it('shows its value when TipTap replaced its first editor before the mount (the first is destroyed when the commit comes 1 ms late)', async () => {
    // On a busy machine React can pause between rendering and committing (a transition, a lazy
    // retry); TipTap then finds its editor unmounted after 1 ms and destroys it. Here the clock is
    // fake and a sibling moves it on during the render, so the commit comes 2 ms late.
    vi.useFakeTimers();
    function LateCommit() {
      vi.advanceTimersByTime(2);
      return null;
    }
    render(
      <>
        <DescriptionEditor value="<p>Rüzgara karşı</p>" />
        <LateCommit />
      </>,
    );
    vi.useRealTimers();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Açıklama' })).toHaveTextContent('Rüzgara karşı'));
  });
});
