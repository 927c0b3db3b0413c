import { DeleteOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { App, Button, Empty, Space, Spin, Tooltip } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { errorMessageOr } from '@skiclub/shared/errors';
import { PRODUCT_MESSAGES, type ProductImage } from '@skiclub/shared/schemas/admin';
import { ErrorAlert } from '@skiclub/shared/ui';
import { productCalls as calls, productImageUrl } from '../api/service';

/** Props of {@link ProductImages}; `version` changes make it read the list again. */
export interface ProductImagesProps {
  urunId: string;
  version?: number;
  /** Called after the main image changed or an image was deleted (the table's thumbnail). */
  onChanged?: () => void;
}

/**
 * The stored images of a product (admin spec §2 Products, §7 Product images): thumbnails, the main
 * one starred; 'Ana resim yap' and delete ('Resim silinirken hata oluştu.' on failure).
 */
export function ProductImages({ urunId, version = 0, onChanged }: ProductImagesProps) {
  const { modal } = App.useApp();
  const [images, setImages] = useState<ProductImage[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      setImages(await calls.images(urunId));
    } catch (e) {
      setError(errorMessageOr(e, PRODUCT_MESSAGES.imagesFailed));
      setImages([]);
    }
  }, [urunId]);

  useEffect(() => {
    void load();
  }, [load, version]);

  const makeMain = async (image: ProductImage) => {
    setBusy(image.id);
    try {
      await calls.setMainImage(image.id);
      await load();
      onChanged?.();
    } catch (e) {
      setError(errorMessageOr(e, PRODUCT_MESSAGES.mainImageFailed));
    } finally {
      setBusy(null);
    }
  };

  const remove = (image: ProductImage) => {
    modal.confirm({
      title: 'Bu resmi silmek istediğinizden emin misiniz?',
      okText: 'Sil',
      cancelText: 'Vazgeç',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await calls.removeImage(image.id);
          await load();
          onChanged?.();
        } catch (e) {
          setError(errorMessageOr(e, PRODUCT_MESSAGES.imageDeleteFailed));
        }
      },
    });
  };

  if (images === null) return <Spin size="small" />;
  return (
    <div className="adm-product-images">
      {error && <ErrorAlert message={error} onClose={() => setError(null)} />}
      {images.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Resim yok." />
      ) : (
        <Space wrap size={12}>
          {images.map((image, i) => (
            <figure key={image.id} className={`adm-product-images__item${image.anaResimMi ? ' adm-product-images__item--main' : ''}`}>
              <img src={productImageUrl(image.resimUrl)} alt={`Ürün resmi ${i + 1}`} width={88} height={88} />
              <figcaption>
                <Tooltip title={image.anaResimMi ? 'Ana resim' : 'Ana resim yap'}>
                  <Button
                    size="small"
                    type="text"
                    icon={image.anaResimMi ? <StarFilled /> : <StarOutlined />}
                    aria-label={image.anaResimMi ? `Resim ${i + 1} ana resim` : `Resim ${i + 1} ana resim yap`}
                    disabled={image.anaResimMi}
                    loading={busy === image.id}
                    onClick={() => void makeMain(image)}
                  />
                </Tooltip>
                <Tooltip title="Sil">
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Resim ${i + 1} sil`} onClick={() => remove(image)} />
                </Tooltip>
              </figcaption>
            </figure>
          ))}
        </Space>
      )}
    </div>
  );
}
