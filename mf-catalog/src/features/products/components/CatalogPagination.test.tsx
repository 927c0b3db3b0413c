import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CatalogPagination } from './CatalogPagination';

function renderPagination(sayfa: number, totalPages: number, q = '', kategori = '') {
  return render(
    <MemoryRouter>
      <CatalogPagination query={{ q, kategori, sayfa }} totalPages={totalPages} />
    </MemoryRouter>,
  );
}

describe('CatalogPagination (member spec §2)', () => {
  it('links the pages within 2 of the current one and marks the current page', () => {
    renderPagination(5, 9);
    expect(screen.getByText('5')).toHaveAttribute('aria-current', 'page');
    for (const p of [3, 4, 6, 7]) expect(screen.getByRole('link', { name: `Sayfa ${p}` })).toHaveAttribute('href', `/urunler?sayfa=${p}`);
    expect(screen.queryByRole('link', { name: 'Sayfa 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sayfa 8' })).not.toBeInTheDocument();
  });

  it('keeps the search and the category in every link; page 1 drops sayfa', () => {
    renderPagination(2, 3, 'bot', 'k1');
    expect(screen.getByRole('link', { name: 'Önceki' })).toHaveAttribute('href', '/urunler?q=bot&kategori=k1');
    expect(screen.getByRole('link', { name: 'Sonraki' })).toHaveAttribute('href', '/urunler?q=bot&kategori=k1&sayfa=3');
  });

  it('disables Önceki on the first page and Sonraki on the last', () => {
    const { unmount } = renderPagination(1, 3);
    expect(screen.queryByRole('link', { name: 'Önceki' })).not.toBeInTheDocument();
    expect(screen.getByText('Önceki').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
    unmount();
    renderPagination(3, 3);
    expect(screen.queryByRole('link', { name: 'Sonraki' })).not.toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderPagination(1, 1);
    expect(container).toBeEmptyDOMElement();
  });
});
