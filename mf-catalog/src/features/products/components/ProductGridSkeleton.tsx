import { Skeleton } from 'antd';

/** Loading placeholder of the catalogue grid: `count` card-shaped skeletons. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="cat-grid" aria-busy="true" aria-label="Ürünler yükleniyor">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="cat-card cat-card--skeleton">
          <Skeleton.Image active className="cat-card__skeleton-image" />
          <div className="cat-card__body">
            <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 3 }} />
          </div>
        </div>
      ))}
    </div>
  );
}
