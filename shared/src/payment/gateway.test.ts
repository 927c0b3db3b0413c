import { buildGatewayForm, postToGateway, type PaymentCard } from '@skiclub/shared/payment';
import { GATEWAY_FORM_FIELDS } from '@skiclub/shared/schemas';
import { SAMPLE_GATEWAY_URL, sampleGatewayFields } from '@skiclub/shared/testing';

const GATEWAY = SAMPLE_GATEWAY_URL;
const alanlar = sampleGatewayFields({ OrderId: 'b1b2c3d4-0000-4000-8000-000000000001' });
const card: PaymentCard = { CardHolderName: 'Ayşe Işık', Pan: '4155650100416111', Expiry: '1230', Cvv2: '123' };

function fields(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...form.querySelectorAll('input')].map((i) => [i.name, i.value]));
}

describe('the hidden gateway form (member spec §4, §7)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('holds exactly the gateway fields and the 4 card fields, all hidden, posted to the gateway in this window', () => {
    const form = buildGatewayForm(GATEWAY, alanlar, card);
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe(GATEWAY);
    expect(form.target).toBe('_self');
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.every((i) => i.type === 'hidden')).toBe(true);
    expect(inputs.map((i) => i.name)).toEqual([...GATEWAY_FORM_FIELDS, 'CardHolderName', 'Pan', 'Expiry', 'Cvv2']);
    expect(fields(form)).toEqual({ ...alanlar, CardHolderName: 'AYSE ISIK', Pan: '4155650100416111', Expiry: '1230', Cvv2: '123' });
  });

  it("never lets a gateway field stand in for the card's own value", () => {
    const form = buildGatewayForm(GATEWAY, { ...alanlar, Pan: '0000000000000', Cvv2: '999' }, card);
    expect(form.querySelectorAll('input[name="Pan"]')).toHaveLength(1);
    expect(fields(form).Pan).toBe('4155650100416111');
    expect(fields(form).Cvv2).toBe('123');
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => buildGatewayForm('javascript:alert(1)', alanlar, card)).toThrow('Geçersiz ödeme adresi.');
    expect(() => buildGatewayForm('/Gateway/Default.aspx', alanlar, card)).toThrow('Geçersiz ödeme adresi.');
  });

  it('postToGateway puts the form in the page and submits it', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = postToGateway(GATEWAY, alanlar, card);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toBe(form);
    expect(form.isConnected).toBe(true);
    expect(document.body.querySelectorAll('form')).toHaveLength(1);
  });
});
