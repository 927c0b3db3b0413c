import { defineRoutes } from '@skiclub/shared/routes';

/**
 * The Management screens (admin spec §2): the one place they are declared. Each names its
 * Management menu group and label; the shell's Yönetim menu lists them in this order. The build
 * exposes each `module` from its `file` and emits this list as routes.json.
 */
export const routes = defineRoutes([
  {
    path: '/admin/ulkeler',
    module: 'CountriesPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Ülkeler' },
  },
  {
    path: '/admin/sehirler',
    module: 'CitiesPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Şehirler' },
  },
  {
    path: '/admin/oteller',
    module: 'HotelsPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Oteller' },
  },
  {
    path: '/admin/odatipleri',
    module: 'RoomTypesPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Oda Tipleri' },
  },
  {
    path: '/admin/konaklamatipleri',
    module: 'AccommodationTypesPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Konaklama Tipleri' },
  },
  {
    path: '/admin/kampucrettipleri',
    module: 'FeeTypesPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Kamp Ücret Tipleri' },
  },
  {
    path: '/admin/kamplar',
    module: 'CampsPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Kamplar' },
  },
  {
    path: '/admin/konaklamasecenekleri',
    module: 'AccommodationOptionsPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Konaklama Seçenekleri' },
  },
  {
    path: '/admin/cinsiyetler',
    module: 'GendersPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Cinsiyetler' },
  },
  {
    path: '/admin/kaymaseviyeleri',
    module: 'SkillLevelsPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Kayma Seviyeleri' },
  },
  {
    path: '/admin/ekipindirimikodlari',
    module: 'DiscountCodesPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Ekip İndirim Kodları' },
  },
  {
    path: '/admin/odemedetaylari',
    module: 'PaymentDetailsPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Ödeme Detayları' },
  },
  {
    path: '/admin/kampakayitlari',
    module: 'RegistrationsPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Kamp Kayıtları' },
  },
  {
    path: '/admin/galeriler',
    module: 'GalleriesPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'camp', label: 'Galeriler' },
  },
  {
    path: '/admin/urun-kategorileri',
    module: 'ProductCategoriesPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'shop', label: 'Ürün Kategorileri' },
  },
  {
    path: '/admin/urunler',
    module: 'ProductsPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'shop', label: 'Ürünler' },
  },
  {
    path: '/admin/varyant-tipleri',
    module: 'VariantTypesPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'shop', label: 'Varyant Tipleri' },
  },
  {
    path: '/admin/siparisler',
    module: 'OrdersPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'shop', label: 'Siparişler' },
  },
  {
    path: '/admin/kullanicilar',
    module: 'UsersPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'user', label: 'Kullanıcılar' },
  },
  {
    path: '/admin/haberler',
    module: 'NewsPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'user', label: 'Haberler' },
  },
  {
    path: '/admin/stok-yonetimi',
    module: 'StockPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'shop', label: 'Stok Yönetimi' },
  },
  {
    path: '/admin/bildirimler',
    module: 'NotificationsPage',
    guard: 'admin',
    menu: { section: 'admin', group: 'user', label: 'Bildirimler' },
  },
]);
