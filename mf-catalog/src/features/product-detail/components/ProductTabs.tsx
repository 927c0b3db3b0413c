import { Tabs, Tag } from 'antd';
import type { VariantType } from '../lib/variants';

/** Props of {@link ProductTabs}. */
export interface ProductTabsProps {
  /** Product description as HTML, already sanitised by the API. */
  aciklama: string;
  types: VariantType[];
}

/**
 * Tabs under the product (member spec §2): 'Açıklama' (HTML from the API), 'Özellikler'
 * (variant types with their values) and 'Yorumlar (0)' (static, no reviews yet).
 */
export function ProductTabs({ aciklama, types }: ProductTabsProps) {
  return (
    <Tabs
      className="cat-detail__tabs"
      size="large"
      items={[
        {
          key: 'aciklama',
          label: 'Açıklama',
          children: aciklama.trim() ? (
            // The API sanitises the HTML before storing and serving it (deploy/api, sanitize-html).
            <div className="cat-richtext" dangerouslySetInnerHTML={{ __html: aciklama }} />
          ) : (
            <p className="cat-muted">Bu ürün için açıklama bulunmuyor.</p>
          ),
        },
        {
          key: 'ozellikler',
          label: 'Özellikler',
          children: types.length ? (
            <table className="cat-specs">
              <tbody>
                {types.map((t) => (
                  <tr key={t.id}>
                    <th scope="row">{t.name}</th>
                    <td>
                      {t.options.map((o) => (
                        <Tag key={o.id}>{o.name}</Tag>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="cat-muted">Bu ürün için özellik bilgisi bulunmuyor.</p>
          ),
        },
        { key: 'yorumlar', label: 'Yorumlar (0)', children: <p className="cat-muted">Henüz yorum yapılmamış.</p> },
      ]}
    />
  );
}
