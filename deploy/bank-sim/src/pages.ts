/**
 * The simulator's pages: plain server-rendered HTML in Turkish (lang="tr"), inline CSS, every
 * value escaped, readable from 390 px up. No card number appears unmasked and no CVV at all.
 */

/** Escapes text for HTML element content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * An amount in TL as Turkish readers write it, from PayFor's '12500.00': '12.500,00 TL'.
 * Works on the digits (no floating point), so any length is exact.
 */
export function formatTl(purchAmount: string): string {
  const m = /^(\d+)\.(\d{2})$/.exec(purchAmount);
  if (!m) return `${purchAmount} TL`;
  const whole = new Intl.NumberFormat('tr-TR').format(BigInt(m[1] ?? '0'));
  return `${whole},${m[2]} TL`;
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;background:#eef1f5;color:#1d2433;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:480px;margin:0 auto;padding:16px}
.box{background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12);overflow:hidden}
.top{display:flex;justify-content:space-between;align-items:center;gap:8px;background:#5c1f7a;color:#fff;padding:12px 16px}
.bank{font-weight:700;letter-spacing:.02em}
.tag{font-size:13px;background:rgba(255,255,255,.18);border-radius:999px;padding:2px 10px;white-space:nowrap}
.body{padding:16px}
h1{font-size:20px;margin:0 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px;padding:12px;background:#f6f7fa;border-radius:8px}
dt{color:#5b6475}
dd{margin:0;font-weight:600;overflow-wrap:anywhere;text-align:right}
dd.amount{font-size:20px}
.mono{font-family:ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;letter-spacing:.04em}
.test{margin:12px 0;padding:10px 12px;border:1px dashed #b7791f;background:#fffaf0;border-radius:8px}
.test strong{font-size:20px;letter-spacing:.15em}
.error{margin:12px 0;padding:10px 12px;background:#fff1f0;border:1px solid #ffa39e;color:#a8071a;border-radius:8px}
label{display:block;font-weight:600;margin:8px 0 4px}
input[type=text]{width:100%;font-size:22px;letter-spacing:.3em;text-align:center;padding:10px;border:1px solid #c3c9d4;border-radius:8px}
input[type=text]:focus{outline:2px solid #5c1f7a;outline-offset:1px}
.hint{font-size:14px;color:#5b6475;margin:6px 0 0}
.buttons{display:flex;gap:12px;margin-top:16px}
button{flex:1;font:inherit;font-weight:600;padding:12px;border-radius:8px;border:1px solid #5c1f7a;cursor:pointer;min-height:48px}
button.primary{background:#5c1f7a;color:#fff}
button.secondary{background:#fff;color:#5c1f7a}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e3e6ec;vertical-align:top}
footer{font-size:13px;color:#5b6475;text-align:center;margin:12px 0}
`;

/** A whole page around `body`. */
function layout(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<div class="box">
<div class="top"><span class="bank">QNB Finansbank</span><span class="tag">3D Secure · Simülatör</span></div>
<div class="body">
${body}
</div>
</div>
<footer>Yerel banka simülatörü: gerçek bir ödeme yapılmaz, kart bilgisi saklanmaz.</footer>
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>
`;
}

/** What the 3D Secure page shows. */
export interface ThreeDPageData {
  /** Transaction id of this page's form (random, server-side state). */
  id: string;
  merchantName: string;
  orderId: string;
  /** PayFor amount, '12500.00' */
  purchAmount: string;
  /** '415565******6111' */
  cardMask: string;
  /** The one-time code, printed for the tester. */
  code: string;
  triesLeft: number;
  /** Minutes until the code expires (rounded up). */
  minutesLeft: number;
  error?: string;
}

/** The card holder's 3D Secure page: merchant, amount, masked card, one-time code, Onayla / İptal. */
export function threeDPage(d: ThreeDPageData): string {
  const error = d.error ? `<p class="error" role="alert">${escapeHtml(d.error)}</p>` : '';
  return layout(
    '3D Secure Doğrulama',
    `<h1>Ödeme doğrulama</h1>
<dl>
<dt>İşyeri</dt><dd>${escapeHtml(d.merchantName)}</dd>
<dt>Tutar</dt><dd class="amount">${escapeHtml(formatTl(d.purchAmount))}</dd>
<dt>Kart</dt><dd class="mono">${escapeHtml(d.cardMask)}</dd>
<dt>Sipariş no</dt><dd class="mono">${escapeHtml(d.orderId)}</dd>
</dl>
<p>Ödemeyi onaylamak için cep telefonunuza gönderilen tek kullanımlık doğrulama kodunu girin.</p>
<p class="test">Test kodu: <strong class="mono">${escapeHtml(d.code)}</strong></p>
${error}
<form method="post" action="/Gateway/3DSecure" autocomplete="off">
<input type="hidden" name="islem" value="${escapeHtml(d.id)}">
<label for="kod">Doğrulama kodu</label>
<input type="text" id="kod" name="kod" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required autofocus aria-describedby="kalan">
<p class="hint" id="kalan">Kalan deneme hakkı: ${d.triesLeft} · Kodun geçerlilik süresi: ${d.minutesLeft} dakika</p>
<div class="buttons">
<button type="submit" class="primary" name="eylem" value="onayla">Onayla</button>
<button type="submit" class="secondary" name="eylem" value="iptal" formnovalidate>İptal</button>
</div>
</form>`,
  );
}

/**
 * The post-back: an auto-submitting form to the merchant's OkUrl or FailUrl carrying the
 * response fields, with a visible 'Devam' button for browsers without JavaScript.
 */
export function postBackPage(url: string, fields: Record<string, string>, outcome: { ok: boolean; message: string }): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  return layout(
    outcome.ok ? 'İşlem onaylandı' : 'İşlem tamamlanamadı',
    `<h1>${outcome.ok ? 'İşlem onaylandı' : 'İşlem tamamlanamadı'}</h1>
<p>${escapeHtml(outcome.message)}</p>
<p>Üye işyerine yönlendiriliyorsunuz...</p>
<form id="donus" method="post" action="${escapeHtml(url)}">
${inputs}
<div class="buttons"><button type="submit" class="primary">Devam</button></div>
</form>`,
    "document.getElementById('donus').submit();",
  );
}

/** A page for a request the bank cannot answer to the merchant (no place or no key to post back). */
export function errorPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`);
}

/** The simulator's start page: what it is, where its gateway is, the test cards. */
export function homePage(d: { gatewayPath: string; merchantName: string; merchantId: string; cards: { label: string; pan: string; expiry: string; cvv: string; result: string }[] }): string {
  const rows = d.cards
    .map((c) => `<tr><td>${escapeHtml(c.label)}</td><td class="mono">${escapeHtml(c.pan)}<br>${escapeHtml(c.expiry)} · ${escapeHtml(c.cvv)}</td><td>${escapeHtml(c.result)}</td></tr>`)
    .join('\n');
  return layout(
    'Banka simülatörü',
    `<h1>PayFor 3D Pay simülatörü</h1>
<p>Ödeme geçidi: <span class="mono">POST ${escapeHtml(d.gatewayPath)}</span></p>
<dl>
<dt>İşyeri</dt><dd>${escapeHtml(d.merchantName)}</dd>
<dt>MerchantID</dt><dd class="mono">${escapeHtml(d.merchantId)}</dd>
</dl>
<table>
<thead><tr><th>Kart</th><th>Numara · SKT · CVV</th><th>Sonuç</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}
