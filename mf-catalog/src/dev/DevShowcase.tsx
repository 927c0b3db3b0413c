// Dev-only page (/vitrin): the home widgets as the shell shows them, plus links to the active
// galleries so /galeri/:id can be opened without the shell's Gallery menu. Never exposed.
import { Alert } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '@skiclub/shared/api';
import { galleryMenuTitle } from '@skiclub/shared/format';
import { galleryListSchema } from '@skiclub/shared/schemas';
import LatestNews from '../app/LatestNews';
import NewestProducts from '../app/NewestProducts';
import Weather from '../app/Weather';

export function DevShowcase() {
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const fail = (name: string) => () => setFailed((f) => ({ ...f, [name]: true }));
  const galleries = useApi('/api/galeri', galleryListSchema);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 32, padding: '24px 0' }}>
      {failed.products ? (
        <Alert type="info" showIcon message="Ürün listesi yüklenemedi: kabuk bu bileşeni gizler." />
      ) : (
        <NewestProducts onError={fail('products')} />
      )}
      {failed.news ? <Alert type="info" showIcon message="Haberler yüklenemedi: kabuk bu bileşeni gizler." /> : <LatestNews onError={fail('news')} />}
      {failed.weather ? <Alert type="info" showIcon message="Hava durumu yüklenemedi: kabuk bu bileşeni gizler." /> : <Weather onError={fail('weather')} />}
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
