import { render, screen } from '@testing-library/react';
import { GalleryGrid } from './GalleryGrid';

describe('GalleryGrid (member spec §2 gallery detail)', () => {
  it('shows every picture from the API host', () => {
    render(
      <GalleryGrid
        title="Sömestr Kampı"
        images={[
          { id: 'r1', galeriId: 'g1', resimYolu: '/uploads/galeri/a.jpg' },
          { id: 'r2', galeriId: 'g1', resimYolu: 'galeri/b.jpg' },
        ]}
      />,
    );
    expect(screen.getByAltText('Sömestr Kampı - 1. resim')).toHaveAttribute('src', '/uploads/galeri/a.jpg');
    expect(screen.getByAltText('Sömestr Kampı - 2. resim')).toHaveAttribute('src', '/uploads/galeri/b.jpg');
  });

  it('says so when the gallery has no pictures', () => {
    render(<GalleryGrid title="Boş" images={[]} />);
    expect(screen.getByText('Bu galeride henüz resim bulunmuyor.')).toBeInTheDocument();
  });
});
