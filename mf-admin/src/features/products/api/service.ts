/**
 * Products on the API (admin spec §3, §7 Products / Product images / Variants): the paged list
 * GET /api/urun/admin with its filters, POST /api/urun, PUT /api/urun/{id}, DELETE /api/urun/{id},
 * the image calls and the variant calls. Every save carries a fresh human-verification token
 * ('urun', 'urunresim', 'urunvaryant'); every answer is read with the shared schema inside the
 * envelope; everything rejects with an AppError (a 403 with 'Bu işlem için yetkiniz yok.').
 */
import { z } from 'zod';
import { assetUrl, getHumanVerificationToken, http, toAppError } from '@skiclub/shared/api';
import { isAppError } from '@skiclub/shared/errors';
import { categorySchema, type Category } from '@skiclub/shared/schemas';
import {
  PRODUCT_ACTION,
  PRODUCT_IMAGE_ACTION,
  PRODUCT_MESSAGES,
  PRODUCT_PAGE_SIZE,
  PRODUCT_VARIANT_ACTION,
  adminProductPageSchema,
  adminProductSchema,
  adminVariantSchema,
  productImageSchema,
  variantTypeSchema,
  type AdminProduct,
  type AdminVariant,
  type ProductImage,
  type VariantType,
  type productPayloadSchema,
  type variantPayloadSchema,
} from '@skiclub/shared/schemas/admin';
import { readEnvelope, type CrudService, type ListQuery } from '../../crud/api/createCrudService';

/** A product save as the form sends it (parsed by productPayloadSchema). */
export type ProductSave = z.output<typeof productPayloadSchema>;
/** A variant save as its form sends it (parsed by variantPayloadSchema). */
export type VariantSave = z.output<typeof variantPayloadSchema>;

/** List filters of the products table (admin spec §7: kategoriId, aktif; the search box is `arama`), as CrudPage `listParams`. */
export interface ProductFilters {
  kategoriId?: string;
  /** 'true' active only, 'false' inactive only, undefined all. */
  aktif?: 'true' | 'false';
}

/** Runs a call and reads `veri` of its envelope with `schema`; a 403 gets the products' text. @throws AppError */
async function send<T>(schema: z.ZodType<T>, request: () => Promise<{ data: unknown }>, url: string): Promise<T> {
  let body: unknown;
  try {
    body = (await request()).data;
  } catch (e) {
    const error = toAppError(e);
    throw isAppError(error) && error.status === 403 ? { ...error, message: PRODUCT_MESSAGES.forbidden } : error;
  }
  return readEnvelope(schema, body, url);
}

/** Filters of a table query (CrudPage `listParams` → `query.filters`), kept when well-formed. */
function filtersOf(query: ListQuery): ProductFilters {
  const raw = query.filters ?? {};
  const out: ProductFilters = {};
  if (typeof raw.kategoriId === 'string' && raw.kategoriId) out.kategoriId = raw.kategoriId;
  if (raw.aktif === 'true' || raw.aktif === 'false') out.aktif = raw.aktif;
  return out;
}

/** Query parameters of GET /api/urun/admin for a table query (page, size, filters, `arama` from the search box). */
export function productListParams(query: ListQuery): Record<string, string | number> {
  const filters = filtersOf(query);
  const params: Record<string, string | number> = { page: query.current, pageSize: query.pageSize || PRODUCT_PAGE_SIZE };
  if (filters.kategoriId) params.kategoriId = filters.kategoriId;
  if (filters.aktif) params.aktif = filters.aktif;
  const arama = query.keyword.trim();
  if (arama) params.arama = arama;
  return params;
}

/** The products' CRUD service: one server page per list call; update is PUT /api/urun/{id}. */
export const productService: CrudService<AdminProduct, ProductSave> = {
  key: '/api/urun',
  paging: 'server',
  list: async (query) => {
    const q = query ?? { current: 1, pageSize: PRODUCT_PAGE_SIZE, keyword: '', sort: null };
    const page = await send(adminProductPageSchema, () => http.get('/api/urun/admin', { params: productListParams(q) }), '/api/urun/admin');
    return { rows: page.items, total: page.totalCount };
  },
  create: async (payload) => {
    const recaptchaToken = await getHumanVerificationToken(PRODUCT_ACTION);
    return send(adminProductSchema, () => http.post('/api/urun', { ...payload, recaptchaToken }), '/api/urun');
  },
  update: async (id, payload) => {
    const recaptchaToken = await getHumanVerificationToken(PRODUCT_ACTION);
    const one = `/api/urun/${encodeURIComponent(id)}`;
    return send(adminProductSchema, () => http.put(one, { ...payload, Id: id, recaptchaToken }), one);
  },
  remove: async (id) => {
    const one = `/api/urun/${encodeURIComponent(id)}`;
    await send(z.unknown(), () => http.delete(one), one);
  },
};

/** An active variant type with its active values (F's shared schema, GET /api/urunvaryanttipi/aktif). */
export type VariantTypeOption = VariantType;

/** The calls of the products screen besides the CRUD ones. */
export interface ProductCalls {
  /** GET /api/urunkategori/aktif. @throws AppError */
  categories: () => Promise<Category[]>;
  /** GET /api/urunresim/urun/{urunId}. @throws AppError */
  images: (urunId: string) => Promise<ProductImage[]>;
  /**
   * Uploads a file (POST /api/urunresim/yukle/{urunId}, multipart `dosya`) and registers it
   * (POST /api/urunresim), as the main image when `main`. @throws AppError (413, 415 …)
   */
  addImage: (urunId: string, file: File, main: boolean) => Promise<ProductImage>;
  /** PUT /api/urunresim: makes an image the main one. @throws AppError */
  setMainImage: (imageId: string) => Promise<ProductImage>;
  /** DELETE /api/urunresim/{id} (row and file). @throws AppError */
  removeImage: (imageId: string) => Promise<void>;
  /** GET /api/urun/{id}/varyantlar: every variant (active or not). @throws AppError */
  variants: (urunId: string) => Promise<AdminVariant[]>;
  /** POST /api/urun/{id}/varyantlar, or PUT /api/urun/varyantlar/{variantId}. @throws AppError */
  saveVariant: (urunId: string, variantId: string | null, payload: VariantSave) => Promise<AdminVariant>;
  /** DELETE /api/urun/varyantlar/{urunVaryantId}. @throws AppError (409 in an order or a cart) */
  removeVariant: (variantId: string) => Promise<void>;
  /** GET /api/urunvaryanttipi/aktif: active variant types with their values. @throws AppError */
  variantTypes: () => Promise<VariantTypeOption[]>;
}

/** {@link ProductCalls} on the API. */
export const productCalls: ProductCalls = {
  categories: () => send(z.array(categorySchema), () => http.get('/api/urunkategori/aktif'), '/api/urunkategori/aktif'),
  images: (urunId) => {
    const url = `/api/urunresim/urun/${encodeURIComponent(urunId)}`;
    return send(z.array(productImageSchema), () => http.get(url), url);
  },
  addImage: async (urunId, file, main) => {
    const uploadUrl = `/api/urunresim/yukle/${encodeURIComponent(urunId)}`;
    const form = new FormData();
    form.append('dosya', file, file.name);
    const resimYolu = await send(z.string(), () => http.post(uploadUrl, form), uploadUrl);
    const recaptchaToken = await getHumanVerificationToken(PRODUCT_IMAGE_ACTION);
    return send(productImageSchema, () => http.post('/api/urunresim', { urunId, resimYolu, anaResimMi: main, recaptchaToken }), '/api/urunresim');
  },
  setMainImage: async (imageId) => {
    const recaptchaToken = await getHumanVerificationToken(PRODUCT_IMAGE_ACTION);
    return send(productImageSchema, () => http.put('/api/urunresim', { id: imageId, anaResimMi: true, recaptchaToken }), '/api/urunresim');
  },
  removeImage: async (imageId) => {
    const url = `/api/urunresim/${encodeURIComponent(imageId)}`;
    await send(z.unknown(), () => http.delete(url), url);
  },
  variants: (urunId) => {
    const url = `/api/urun/${encodeURIComponent(urunId)}/varyantlar`;
    return send(z.array(adminVariantSchema), () => http.get(url), url);
  },
  saveVariant: async (urunId, variantId, payload) => {
    const recaptchaToken = await getHumanVerificationToken(PRODUCT_VARIANT_ACTION);
    if (variantId) {
      const url = `/api/urun/varyantlar/${encodeURIComponent(variantId)}`;
      return send(adminVariantSchema, () => http.put(url, { ...payload, recaptchaToken }), url);
    }
    const url = `/api/urun/${encodeURIComponent(urunId)}/varyantlar`;
    return send(adminVariantSchema, () => http.post(url, { ...payload, recaptchaToken }), url);
  },
  removeVariant: async (variantId) => {
    const url = `/api/urun/varyantlar/${encodeURIComponent(variantId)}`;
    await send(z.unknown(), () => http.delete(url), url);
  },
  variantTypes: () => send(z.array(variantTypeSchema), () => http.get('/api/urunvaryanttipi/aktif'), '/api/urunvaryanttipi/aktif'),
};

/** Address of a product image path (API host + path; full URLs kept). */
export function productImageUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const host = (http.defaults.baseURL ?? '').replace(/\/+$/, '');
  return `${host}${assetUrl(path)}`;
}

/** Client check of a chosen image (admin spec §9: jpg, jpeg, png, webp up to 10 MB); the text or null. */
export function imageFileProblem(file: { name: string; type: string; size: number }, types: readonly string[], maxBytes: number): string | null {
  const ext = file.name.toLowerCase().replace(/^.*(\.[^.]+)$/, '$1');
  if (!types.includes(file.type) || !['.jpg', '.jpeg', '.png', '.webp'].includes(ext)) return PRODUCT_MESSAGES.imageWrongType;
  if (file.size > maxBytes) return PRODUCT_MESSAGES.imageTooLarge;
  return null;
}
