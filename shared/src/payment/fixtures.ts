import type { GatewayFormField } from '@skiclub/shared/schemas';

/** Every PayFor 3D form field with its value. */
export type GatewayFields = Record<GatewayFormField, string>;

/** The local simulator's gateway address as tests use it. */
export const SAMPLE_GATEWAY_URL = 'http://127.0.0.1:4500/Gateway/Default.aspx';

/**
 * Test helper: the PayFor 3D Pay form fields (member spec §7) of the simulator's demo merchant
 * for a 12 500,00 TL camp payment posted back to http://localhost:3000, with `overrides` on top.
 * One fixture for the API, the shared payment helper and the remotes' tests.
 */
export function sampleGatewayFields(overrides: Partial<GatewayFields> = {}): GatewayFields {
  return {
    MbrId: '5',
    MerchantID: '085300000009704',
    UserCode: 'QNB_API_KULLANICI_3DPAY',
    UserPass: 'UcBN0',
    SecureType: '3DPay',
    TxnType: 'Auth',
    InstallmentCount: '0',
    Currency: '949',
    OkUrl: 'http://localhost:3000/api/odeme/sonuc',
    FailUrl: 'http://localhost:3000/api/odeme/sonuc',
    OrderId: 'KMP20261123ABCDEFGHJ',
    PurchAmount: '12500.00',
    Lang: 'TR',
    Rnd: '0.123456',
    Hash: 'abc+/=',
    ...overrides,
  };
}
