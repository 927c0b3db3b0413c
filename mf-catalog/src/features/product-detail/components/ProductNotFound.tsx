import { Result } from 'antd';
import { InnerPage } from '@skiclub/shared/ui';
import { LinkButton } from '../../common/components/LinkButton';

/** Not-found state of the product detail page (member spec §2, §8): 'Ürün Bulunamadı'. */
export function ProductNotFound() {
  return (
    <InnerPage title="Ürün Bulunamadı" breadcrumb={[{ title: 'Ürünler', to: '/urunler' }, { title: 'Ürün Bulunamadı' }]}>
      <Result
        status="404"
        title="Ürün Bulunamadı"
        subTitle="Aradığınız ürün kaldırılmış ya da adresi değişmiş olabilir."
        extra={
          <LinkButton to="/urunler" primary>
            Ürün Kataloğuna Dön
          </LinkButton>
        }
      />
    </InnerPage>
  );
}
