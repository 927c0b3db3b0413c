import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELEASE_OVERRIDES_KEY } from '@skiclub/shared/releases';
import { previewStore, setPreviewOverride } from '../../federation/overrides';
import { PreviewBanner } from './PreviewBanner';

describe('preview banner', () => {
  it('lists the applied overrides; Önizlemeyi kaldır removes them all and reloads', async () => {
    setPreviewOverride('catalog', '0.1.0-abc');
    setPreviewOverride('camps', '0.2.0-def');
    previewStore.setState({ applied: [{ remote: 'catalog', version: '0.1.0-abc' }, { remote: 'camps', version: '0.2.0-def' }] });
    const reload = vi.fn();
    render(<PreviewBanner reload={reload} />);
    expect(await screen.findByText('Önizleme: catalog 0.1.0-abc, camps 0.2.0-def bu tarayıcıda yüklü.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Önizlemeyi kaldır' }));
    expect(localStorage.getItem(RELEASE_OVERRIDES_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('is not shown without an applied override', () => {
    previewStore.setState({ applied: [] });
    const { container } = render(<PreviewBanner />);
    expect(container).toBeEmptyDOMElement();
  });
});
