import { Skeleton } from 'antd';

/** Loading placeholder of the product detail page: image block and text lines. */
export function ProductDetailSkeleton() {
  return (
    <div className="cat-detail__top" aria-busy="true" aria-label="Ürün yükleniyor">
      <Skeleton.Image active className="cat-detail__skeleton-image" />
      <div className="cat-detail__info">
        <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 6 }} />
      </div>
    </div>
  );
}
