import { UploadOutlined } from '@ant-design/icons';
import { ProForm, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Divider, Select, Space, Spin, Tag, Upload, type UploadFile } from 'antd';
import { Suspense, lazy, useRef, useState } from 'react';
import { MONEY_INPUT_PROPS, formatMoney } from '@skiclub/shared/format';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_PAGE_SIZE, PRODUCT_IMAGE_TYPES, PRODUCT_MESSAGES, productPayloadSchema, type AdminProduct, type ProductPayload } from '@skiclub/shared/schemas/admin';
import { ActiveBadge, zodRule } from '@skiclub/shared/ui';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { CrudPage, type CrudPageApi, type CrudTexts } from '../crud/components/CrudPage';
import type { DescriptionEditorProps } from './components/DescriptionEditor';
import { ProductImages } from './components/ProductImages';
import { VariantsEditor } from './components/VariantsEditor';
import { imageFileProblem, productCalls as calls, productImageUrl, productService, type ProductFilters } from './api/service';
import './products.css';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/urunler',
  guard: 'admin',
  menu: { section: 'admin', group: 'shop', label: 'Ürünler' },
  order: 160,
} satisfies ScreenRoute;

/** TipTap is fetched only when the form shows the editor. */
const DescriptionEditor = lazy(() => import('./components/DescriptionEditor'));

/**
 * The lazy editor as a Form.Item child: the item hands `value` and `onChange` to its direct child,
 * so they must pass through the Suspense boundary to the editor.
 */
function LazyDescriptionEditor(props: DescriptionEditorProps) {
  return (
    <Suspense fallback={<Spin size="small" />}>
      <DescriptionEditor {...props} />
    </Suspense>
  );
}

/** Texts of the products screen (admin spec §2, §8). */
export const PRODUCT_TEXTS: CrudTexts = {
  title: 'Ürünler',
  backgroundTitle: 'ÜRÜNLER',
  description: 'Mağaza ürünlerini, resimlerini ve varyantlarını yönetin.',
  createTitle: 'Yeni Ürün',
  editTitle: 'Ürünü Düzenle',
  tableTitle: 'Ürün Listesi',
  searchPlaceholder: 'Ürün ara...',
  loading: 'Ürünler yükleniyor...',
  loadFailed: PRODUCT_MESSAGES.loadFailed,
  added: PRODUCT_MESSAGES.added,
  updated: PRODUCT_MESSAGES.updated,
  deleted: PRODUCT_MESSAGES.deleted,
  confirmDelete: PRODUCT_MESSAGES.confirmDelete,
  saveFailed: PRODUCT_MESSAGES.saveFailed,
};

/** Under the read-only stock of a product with variants. */
export const VARIANT_STOCK_HINT = 'Varyantların stok toplamı; stok varyantlardan veya Stok Yönetimi ekranından değiştirilir.';

const CREATE_VALUES: Partial<ProductPayload> = { KategoriId: undefined, Adi: '', KisaAciklama: '', Aciklama: '', Fiyat: 0, StokMiktari: 0, AnaResim: null, Aktif: true, OneEyeCikan: false };

/** Form values of a row (admin spec §3 payload keys). */
function toValues(row: AdminProduct): Partial<ProductPayload> {
  return {
    KategoriId: row.kategoriId,
    Adi: row.adi,
    KisaAciklama: row.kisaAciklama,
    Aciklama: row.aciklama,
    Fiyat: row.fiyat,
    StokMiktari: row.stokMiktari,
    AnaResim: row.anaResim,
    Aktif: row.aktif,
    OneEyeCikan: row.oneEyeCikan,
    Id: row.id,
  };
}

/** The table's columns (admin spec §2 Products): image, name, category, price (TL), stock, active, featured. */
function productColumns(): ProColumns<AdminProduct>[] {
  return [
    {
      key: 'anaResim',
      title: 'Resim',
      width: 64,
      render: (_d, r) => (r.anaResim ? <img className="adm-products__thumb" src={productImageUrl(r.anaResim)} alt={r.adi} width={48} height={48} loading="lazy" /> : <span role="img" className="adm-products__thumb adm-products__thumb--none" aria-label="Resim yok" />),
    },
    { dataIndex: 'adi', title: 'Ürün Adı', render: (_d, r) => <span>{r.adi}{r.varyantSayisi > 0 && <Tag className="adm-products__variants">{r.varyantSayisi} varyant</Tag>}</span> },
    { key: 'kategori', title: 'Kategori', render: (_d, r) => r.kategori.adi },
    { dataIndex: 'fiyat', title: 'Fiyat', align: 'right', render: (_d, r) => formatMoney(r.fiyat) },
    { dataIndex: 'stokMiktari', title: 'Stok', align: 'right' },
    { dataIndex: 'aktif', title: 'Durum', render: (_d, r) => <ActiveBadge aktif={r.aktif} /> },
    { dataIndex: 'oneEyeCikan', title: 'Öne Çıkan', render: (_d, r) => (r.oneEyeCikan ? <Tag color="gold">Evet</Tag> : <Tag>Hayır</Tag>) },
  ];
}

/** A chosen file kept until the product is saved. */
type Pending = UploadFile;
type ChosenFile = NonNullable<UploadFile['originFileObj']>;

/**
 * /admin/urunler (admin spec §2 Products, §5, §7, §8, §9): ProTable of 50 products a page with the
 * category / active filters and search, a large modal form (category, name, short description,
 * rich description, price step 0.01, stock ≥ 0, active, featured, main image and gallery images
 * checked in the browser for type and 10 MB), and in edit mode the stored images and the variants.
 * Images chosen in the form are uploaded after the product is saved: 'Ürün kaydedildi ama ana resim
 * yüklenirken hata oluştu.' / 'Resimler yüklenirken hata oluştu.' when that part fails.
 * Default export: the page of exposed module `admin/ProductsPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function ProductsScreen() {
  const { message } = App.useApp();
  const [filters, setFilters] = useState<ProductFilters>({});
  const page = useRef<CrudPageApi>(null);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [mainFile, setMainFile] = useState<Pending[]>([]);
  const [galleryFiles, setGalleryFiles] = useState<Pending[]>([]);
  const [imagesVersion, setImagesVersion] = useState(0);
  const [categories, setCategories] = useState<{ value: string; label: string }[] | null>(null);
  const hasVariants = !!editing && editing.varyantSayisi > 0;

  const loadCategories = async () => {
    if (categories) return categories;
    try {
      const list = (await calls.categories()).map((c) => ({ value: c.id, label: c.kategoriAdi }));
      setCategories(list);
      return list;
    } catch {
      message.error('Kategoriler yüklenirken hata oluştu.');
      return [];
    }
  };

  /** Keeps a chosen file when it passes the client check (jpg/jpeg/png/webp, ≤ 10 MB). */
  const accept = (file: File): boolean => {
    const problem = imageFileProblem(file, PRODUCT_IMAGE_TYPES, PRODUCT_IMAGE_MAX_BYTES);
    if (problem) message.error(problem);
    return !problem;
  };
  const pending = (file: ChosenFile): Pending => ({ uid: `${file.name}-${file.size}-${Math.random()}`, name: file.name, status: 'done', originFileObj: file });

  /** Uploads the files chosen in the form for the saved product; reports a failed part and goes on. */
  const uploadChosen = async (saved: AdminProduct | null, id: string | null) => {
    const urunId = saved?.id ?? id;
    if (!urunId) return;
    const main = mainFile[0]?.originFileObj;
    if (main) {
      try {
        await calls.addImage(urunId, main, true);
      } catch {
        message.error(PRODUCT_MESSAGES.savedMainImageFailed);
      }
    }
    const rest = galleryFiles.flatMap((f) => (f.originFileObj ? [f.originFileObj] : []));
    if (rest.length) {
      try {
        for (const file of rest) await calls.addImage(urunId, file, false);
      } catch {
        message.error(PRODUCT_MESSAGES.imagesFailed);
      }
    }
    setMainFile([]);
    setGalleryFiles([]);
    setImagesVersion((v) => v + 1);
  };

  const filterBar = (
    <Space wrap className="adm-products__filters">
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        aria-label="Kategori filtresi"
        placeholder="Tüm Kategoriler"
        style={{ minWidth: 200 }}
        value={filters.kategoriId}
        options={categories ?? []}
        onOpenChange={(open) => open && void loadCategories()}
        onChange={(kategoriId?: string) => setFilters((f) => ({ ...f, kategoriId }))}
      />
      <Select
        allowClear
        aria-label="Durum filtresi"
        placeholder="Tüm Durumlar"
        style={{ minWidth: 150 }}
        value={filters.aktif}
        options={[
          { value: 'true', label: 'Aktif' },
          { value: 'false', label: 'Pasif' },
        ]}
        onChange={(aktif?: 'true' | 'false') => setFilters((f) => ({ ...f, aktif }))}
      />
    </Space>
  );

  const fields = (
    <>
      <ProFormSelect
        name="KategoriId"
        label="Kategori"
        required
        placeholder="Kategori seçin"
        showSearch
        fieldProps={{ 'aria-label': 'Kategori', optionFilterProp: 'label' }}
        request={loadCategories}
        rules={[zodRule(productPayloadSchema, 'KategoriId')]}
      />
      <ProFormText name="Adi" label="Ürün Adı" required fieldProps={{ maxLength: 200 }} rules={[zodRule(productPayloadSchema, 'Adi')]} />
      <ProFormTextArea name="KisaAciklama" label="Kısa Açıklama" fieldProps={{ maxLength: 500, rows: 2 }} rules={[zodRule(productPayloadSchema, 'KisaAciklama')]} />
      <ProForm.Item name="Aciklama" label="Açıklama" rules={[zodRule(productPayloadSchema, 'Aciklama')]}>
        <LazyDescriptionEditor />
      </ProForm.Item>
      <ProForm.Group>
        <ProFormDigit name="Fiyat" label="Fiyat (TL)" required fieldProps={MONEY_INPUT_PROPS} rules={[zodRule(productPayloadSchema, 'Fiyat')]} />
        {/* With variants the stock is theirs (the shop sells from them): the sum shows, read-only. */}
        <ProFormDigit
          name="StokMiktari"
          label="Stok Miktarı"
          required
          min={0}
          disabled={hasVariants}
          extra={hasVariants ? VARIANT_STOCK_HINT : undefined}
          fieldProps={{ step: 1, precision: 0 }}
          rules={[zodRule(productPayloadSchema, 'StokMiktari')]}
        />
        <ProFormSwitch name="Aktif" label="Aktif" />
        <ProFormSwitch name="OneEyeCikan" label="Öne Çıkan" />
      </ProForm.Group>
      <ProForm.Item label="Ana Resim" extra="jpg, jpeg, png, webp; en fazla 10 MB">
        <Upload
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          maxCount={1}
          listType="picture"
          fileList={mainFile}
          beforeUpload={(file) => {
            if (accept(file)) setMainFile([pending(file)]);
            return false;
          }}
          onRemove={() => setMainFile([])}
        >
          <Button icon={<UploadOutlined />}>Ana Resim Seç</Button>
        </Upload>
      </ProForm.Item>
      <ProForm.Item label="Galeri Resimleri" extra="Birden çok resim seçebilirsiniz; her biri en fazla 10 MB.">
        <Upload
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          multiple
          listType="picture"
          fileList={galleryFiles}
          beforeUpload={(file) => {
            if (accept(file)) setGalleryFiles((list) => [...list, pending(file)]);
            return false;
          }}
          onRemove={(file) => setGalleryFiles((list) => list.filter((f) => f.uid !== file.uid))}
        >
          <Button icon={<UploadOutlined />}>Galeri Resmi Ekle</Button>
        </Upload>
      </ProForm.Item>
      {editing ? (
        <>
          <Divider orientation="left">Kayıtlı Resimler</Divider>
          <ProductImages urunId={editing.id} version={imagesVersion} onChanged={() => page.current?.reload()} />
          <Divider orientation="left">Varyantlar</Divider>
          <VariantsEditor urunId={editing.id} />
        </>
      ) : (
        <p className="adm-products__hint">Varyantlar, ürün kaydedildikten sonra düzenleme ekranından eklenir.</p>
      )}
    </>
  );

  return (
    <div className="adm-products">
      <CrudPage<AdminProduct, typeof productPayloadSchema>
        service={productService}
        schema={productPayloadSchema}
        texts={PRODUCT_TEXTS}
        columns={productColumns}
        fields={fields}
        createValues={CREATE_VALUES}
        toValues={toValues}
        searchText={(r) => `${r.adi} ${r.kisaAciklama}`}
        rowLabel={(r) => r.adi}
        formLayout="modal"
        pageRef={page}
        toolbarExtra={filterBar}
        listParams={filters as Record<string, unknown>}
        defaultPageSize={PRODUCT_PAGE_SIZE}
        onSaved={uploadChosen}
        onModeChange={(row) => {
          setEditing(row);
          setMainFile([]);
          setGalleryFiles([]);
        }}
      />
    </div>
  );
}

export default ProductsScreen;
