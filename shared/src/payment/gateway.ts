/**
 * Posting to the bank's 3D Secure gateway (member spec §4 checkout flow, §7): a hidden form with
 * the fields our API prepared (MbrId … Hash) plus the card fields the browser adds. The card goes
 * from the browser straight to the bank: it is never sent to our API nor logged.
 */
import { GATEWAY_CARD_FIELDS } from '@skiclub/shared/schemas';
import { digitsOnly, toBankHolderName, type PaymentCard } from './card';

/** Delay between 'Ödeme sistemi açılıyor... Lütfen bekleyin.' and the post, in ms (member spec §9). */
export const GATEWAY_SUBMIT_DELAY_MS = 1000;

/**
 * The gateway address our API gave, if it is an absolute http(s) URL.
 * @throws Error when it is not (nothing is posted then)
 */
function gatewayAction(gatewayUrl: string): string {
  let url: URL;
  try {
    url = new URL(gatewayUrl);
  } catch {
    throw new Error('Geçersiz ödeme adresi.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('Geçersiz ödeme adresi.');
  return url.href;
}

/**
 * Builds (without submitting) the hidden gateway form: method POST, target _self, action
 * `gatewayUrl`, one hidden input per `alanlar` entry and the card fields (holder in upper-case
 * ASCII, Pan digits only). A gateway field named like a card field is left out: the card's own
 * value is the one sent.
 * @throws Error when `gatewayUrl` is not an absolute http(s) URL
 */
export function buildGatewayForm(gatewayUrl: string, alanlar: Readonly<Record<string, string>>, card: PaymentCard, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = gatewayAction(gatewayUrl);
  form.target = '_self';
  form.acceptCharset = 'UTF-8';
  form.style.display = 'none';
  const add = (name: string, value: string) => {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  };
  for (const [name, value] of Object.entries(alanlar)) {
    if (!(GATEWAY_CARD_FIELDS as readonly string[]).includes(name)) add(name, value);
  }
  add('CardHolderName', toBankHolderName(card.CardHolderName));
  add('Pan', digitsOnly(card.Pan));
  add('Expiry', card.Expiry);
  add('Cvv2', card.Cvv2);
  return form;
}

/**
 * Posts the card and the gateway fields to the bank (member spec §4): builds the hidden form,
 * appends it to the page and submits it; the browser leaves for the bank's 3D page.
 * @throws Error when `gatewayUrl` is not an absolute http(s) URL
 */
export function postToGateway(gatewayUrl: string, alanlar: Readonly<Record<string, string>>, card: PaymentCard): HTMLFormElement {
  const form = buildGatewayForm(gatewayUrl, alanlar, card);
  document.body.appendChild(form);
  form.submit();
  return form;
}
