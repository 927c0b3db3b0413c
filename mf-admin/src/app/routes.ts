import { defineRoutes } from '@skiclub/shared/routes';

/**
 * The Management screens (admin spec §2): the one place they are declared. Each names its
 * Management menu group and label; the shell's Yönetim menu lists them in this order and guards
 * each path (Admin only). The build exposes each `module` (`admin/CountriesPage`) from its
 * `feature`'s entry, `src/features/<feature>/index.tsx`, whose default export is the screen (no
 * wrapper page), and emits this list as routes.json. The screen's TSDoc names its spec sections.
 */
export const routes = defineRoutes([
  {
    path: '/admin/ulkeler',
    module: 'CountriesPage',
    feature: 'countries',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Ülkeler' },
  },
  {
    path: '/admin/sehirler',
    module: 'CitiesPage',
    feature: 'cities',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Şehirler' },
  },
  {
    path: '/admin/oteller',
    module: 'HotelsPage',
    feature: 'hotels',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Oteller' },
  },
  {
    path: '/admin/odatipleri',
    module: 'RoomTypesPage',
    feature: 'room-types',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Oda Tipleri' },
  },
  {
    path: '/admin/konaklamatipleri',
    module: 'AccommodationTypesPage',
    feature: 'accommodation-types',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Konaklama Tipleri' },
  },
  {
    path: '/admin/kampucrettipleri',
    module: 'FeeTypesPage',
    feature: 'fee-types',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Kamp Ücret Tipleri' },
  },
  {
    path: '/admin/kamplar',
    module: 'CampsPage',
    feature: 'camps',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Kamplar' },
  },
  {
    path: '/admin/konaklamasecenekleri',
    module: 'AccommodationOptionsPage',
    feature: 'accommodation-options',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Konaklama Seçenekleri' },
  },
  {
    path: '/admin/cinsiyetler',
    module: 'GendersPage',
    feature: 'genders',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Cinsiyetler' },
  },
  {
    path: '/admin/kaymaseviyeleri',
    module: 'SkillLevelsPage',
    feature: 'skill-levels',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Kayma Seviyeleri' },
  },
  {
    path: '/admin/ekipindirimikodlari',
    module: 'DiscountCodesPage',
    feature: 'discount-codes',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Ekip İndirim Kodları' },
  },
  {
    path: '/admin/odemedetaylari',
    module: 'PaymentDetailsPage',
    feature: 'payment-details',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Ödeme Detayları' },
  },
  {
    path: '/admin/kampakayitlari',
    module: 'RegistrationsPage',
    feature: 'registrations',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Kamp Kayıtları' },
  },
  {
    path: '/admin/galeriler',
    module: 'GalleriesPage',
    feature: 'galleries',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Galeriler' },
  },
  {
    path: '/admin/urun-kategorileri',
    module: 'ProductCategoriesPage',
    feature: 'product-categories',
    guard: 'admin',
    menu: { section: 'admin', group: 'shop', label: 'Ürün Kategorileri' },
  },
  {
    path: '/admin/urunler',
    module: 'ProductsPage',
    feature: 'products',
    guard: 'admin',
    menu: { section: 'admin', group: 'shop', label: 'Ürünler' },
  },
  {
    path: '/admin/varyant-tipleri',
    module: 'VariantTypesPage',
    feature: 'variant-types',
    guard: 'admin',
    menu: { section: 'admin', group: 'shop', label: 'Varyant Tipleri' },
  },
  {
    path: '/admin/siparisler',
    module: 'OrdersPage',
    feature: 'orders',
    guard: 'admin',
    menu: { section: 'admin', group: 'shop', label: 'Siparişler' },
  },
  {
    path: '/admin/kullanicilar',
    module: 'UsersPage',
    feature: 'users',
    guard: 'admin',
    menu: { section: 'admin', group: 'user', label: 'Kullanıcılar' },
  },
  {
    path: '/admin/haberler',
    module: 'NewsPage',
    feature: 'news',
    guard: 'admin',
    menu: { section: 'admin', group: 'user', label: 'Haberler' },
  },
  {
    path: '/admin/stok-yonetimi',
    module: 'StockPage',
    feature: 'stock',
    guard: 'admin',
    menu: { section: 'admin', group: 'shop', label: 'Stok Yönetimi' },
  },
  {
    path: '/admin/bildirimler',
    module: 'NotificationsPage',
    feature: 'notifications',
    guard: 'admin',
    menu: { section: 'admin', group: 'user', label: 'Bildirimler' },
  },
]);
