/**
 * Simulator entry (`pnpm --filter @skiclub/bank-sim start`; `pnpm start` runs it beside the API):
 * reads the environment, listens, prints one line per finished transaction (masked card only)
 * and stops cleanly on SIGINT/SIGTERM.
 *
 * Environment: BANK_SIM_PORT (4500), BANK_SIM_HOST (127.0.0.1), BANK_SIM_MERCHANT_NAME
 * ('Kayak Kulübü'), and the merchant's PAYFOR_MBR_ID, PAYFOR_MERCHANT_ID, PAYFOR_USER_CODE,
 * PAYFOR_USER_PASS, PAYFOR_MERCHANT_PASS with the API's defaults (src/env.mjs).
 */
import { buildBankSim } from './app';
import { GATEWAY_PATH, merchantFromEnv } from './env.mjs';

const port = Number(process.env.BANK_SIM_PORT || 4500);
const host = process.env.BANK_SIM_HOST || '127.0.0.1';

const app = await buildBankSim({
  merchant: merchantFromEnv(process.env),
  merchantName: process.env.BANK_SIM_MERCHANT_NAME || undefined,
  onEvent: (line) => console.log(`[banka] ${line}`),
});
await app.listen({ port, host });
console.log(`[banka] PayFor 3D Pay simülatörü: http://${host}:${port}${GATEWAY_PATH}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void app.close().finally(() => process.exit(0));
  });
}
