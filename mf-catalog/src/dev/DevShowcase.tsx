// Dev-only page (/vitrin): the home widget as the shell shows it, plus links to the active
// galleries so /galeri/:id can be opened without the shell's Gallery menu. Never exposed.
import { Alert } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '@skiclub/shared/api';
import { galleryMenuTitle } from '@skiclub/shared/format';
import { galleryListSchema } from '@skiclub/shared/schemas';
import NewestProducts from '../app/NewestProducts';

export function DevShowcase() {
  const [hidden, setHidden] = useState(false);
  const galleries = useApi('/api/galeri', galleryListSchema);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 32, padding: '24px 0' }}>
      {hidden ? (
        <Alert type="info" showIcon message="Ürün listesi yüklenemedi: kabuk bu bileşeni gizler." />
      ) : (
        <NewestProducts onError={() => setHidden(true)} />
      )}
      <section>
        <h3>Galeriler (geliştirme)</h3>
        <ul>
          {(galleries.data ?? []).map((g) => (
            <li key={g.id}>
              <Link to={`/galeri/${g.id}`}>{galleryMenuTitle(g)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
