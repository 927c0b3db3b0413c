/**
 * Pure cart rules of member spec §4, §5 and §9: quantity steps, coupon answer, summary figures,
 * the proceed check and per-item warnings. No React, no HTTP: the hooks and components call these.
 */
import { formatMoney } from '@skiclub/shared/format';
import { CART_MESSAGES, isCartValid, type Cart, type CartItem } from '@skiclub/shared/schemas';

/** Highest quantity the API accepts for one line (cartUpdateSchema). */
export const MAX_LINE_QUANTITY = 999;

/** Where the checkout lives (member spec §2). */
export const CHECKOUT_PATH = '/odeme';
/** Where an empty cart sends the shopper (member spec §2). */
export const CATALOG_PATH = '/urunler';

/** Confirmation questions of member spec §5 (remove and clear ask first). */
export const CART_CONFIRM = {
  remove: 'Bu ürünü sepetten çıkarmak istediğinize emin misiniz?',
  clear: 'Sepetinizdeki tüm ürünler silinecek. Emin misiniz?',
} as const;

/** What a quantity action turns into. */
export type QuantityPlan =
  /** Send PUT /api/sepet/guncelle with this quantity. */
  | { kind: 'update'; miktar: number }
  /** Ask, then DELETE /api/sepet/:id. */
  | { kind: 'remove' }
  /** Refuse with this message (plus at stock). */
  | { kind: 'blocked'; message: string }
  /** Do nothing (typed quantity ≤ 0, empty or unchanged). */
  | { kind: 'ignore' };

type QuantityItem = Pick<CartItem, 'miktar' | 'mevcutStok'>;

/** The stock ceiling of a line: available stock, never above what the API accepts. */
function ceiling(item: QuantityItem): number {
  return Math.min(Math.max(item.mevcutStok, 0), MAX_LINE_QUANTITY);
}

/**
 * Plus button (member spec §5): one more, but stops at the available stock with
 * 'Maksimum {n} adet sipariş verebilirsiniz'.
 */
export function planIncrease(item: QuantityItem): QuantityPlan {
  const max = ceiling(item);
  if (item.miktar + 1 > max) return { kind: 'blocked', message: CART_MESSAGES.maxQuantity(max) };
  return { kind: 'update', miktar: item.miktar + 1 };
}

/** Minus button (member spec §5): one less; at quantity 1 the item is removed (after confirmation). */
export function planDecrease(item: QuantityItem): QuantityPlan {
  if (item.miktar <= 1) return { kind: 'remove' };
  return { kind: 'update', miktar: item.miktar - 1 };
}

/**
 * Typed quantity (member spec §5): applied only if above 0. Fractions are cut to whole units;
 * the same quantity is ignored; above the stock is refused with the plus button's message.
 * @param value what the input holds (null when emptied)
 */
export function planTypedQuantity(item: QuantityItem, value: number | string | null | undefined): QuantityPlan {
  const n = typeof value === 'string' ? Number(value.trim() === '' ? NaN : value) : (value ?? NaN);
  if (!Number.isFinite(n)) return { kind: 'ignore' };
  const whole = Math.floor(n);
  if (whole <= 0 || whole === item.miktar) return { kind: 'ignore' };
  const max = ceiling(item);
  if (whole > max) return { kind: 'blocked', message: CART_MESSAGES.maxQuantity(max) };
  return { kind: 'update', miktar: whole };
}

/** Coupon box answer (member spec §5): the feature is not active yet. */
export function couponMessage(code: string | null | undefined): string {
  return (code ?? '').trim() === '' ? CART_MESSAGES.emptyCoupon : CART_MESSAGES.couponInactive;
}

/** Summary figures as shown (member spec §2, §9): TL money with 2 decimals, shipping free. */
export interface CartSummaryFigures {
  /** 'Ara Toplam', e.g. '1.234,50 TL'. */
  subtotal: string;
  /** Always 'Ücretsiz' (member spec §9: shipping always shown free). */
  shipping: string;
  /** 'Toplam' (subtotal, as shipping is free). */
  total: string;
  /** Item count label from toplamUrunAdedi, e.g. '3 ürün'. */
  itemCount: string;
}

/** Label of the free shipping line. */
export const FREE_SHIPPING = 'Ücretsiz';

/** Builds the summary figures from the server's cart (amounts in the cart's currency). */
export function cartSummary(cart: Pick<Cart, 'toplamTutar' | 'toplamUrunAdedi' | 'paraBirimi'>): CartSummaryFigures {
  const money = formatMoney(cart.toplamTutar, cart.paraBirimi || 'TL');
  return { subtotal: money, shipping: FREE_SHIPPING, total: money, itemCount: `${cart.toplamUrunAdedi} ürün` };
}

/** Result of pressing 'Ödemeye Geç'. */
export type ProceedDecision = { ok: true; to: string } | { ok: false; message: string };

/**
 * Proceed rule (member spec §4, §5): only a valid cart (isCartValid) goes to /odeme; otherwise
 * 'Sepetinizde sorunlu ürünler var. Lütfen kontrol ediniz.' and no navigation.
 */
export function proceedDecision(cart: Cart): ProceedDecision {
  return isCartValid(cart) ? { ok: true, to: CHECKOUT_PATH } : { ok: false, message: CART_MESSAGES.invalidCart };
}

/** Warnings shown under one line: product or variant withdrawn, stock short. */
export function itemWarnings(item: CartItem): string[] {
  const out: string[] = [];
  if (!item.urunAktif) out.push('Bu ürün artık satışta değil.');
  else if (item.urunVaryantId && !item.varyantAktif) out.push('Seçtiğiniz seçenek artık satışta değil.');
  if (item.mevcutStok <= 0) out.push('Bu ürün şu anda stokta yok.');
  else if (!item.stokYeterli || item.mevcutStok < item.miktar) out.push(`Stokta yeterli ürün yok. ${CART_MESSAGES.maxQuantity(item.mevcutStok)}`);
  return out;
}

