/**
 * Opening the invoice PDF (admin spec §7 GET /api/siparis/{id}/fatura: "opened in a new tab,
 * released after 60 s"). The tab is opened at the click (before the download, so no popup
 * blocker stops it) and pointed at an object URL of the PDF once it arrives.
 */

/** How long the PDF's object URL lives (ms). */
export const INVOICE_URL_LIFETIME_MS = 60_000;

/**
 * Opens a blank tab at once and, when `load` gives the PDF, shows it there through an object URL
 * revoked after {@link INVOICE_URL_LIFETIME_MS}. When the browser refuses the tab, the PDF opens
 * through a link with target _blank instead. A failed load closes the blank tab.
 * @param load fetches the PDF (with the session)
 * @throws whatever `load` throws
 */
export async function openInvoice(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  let blob: Blob;
  try {
    blob = await load();
  } catch (e) {
    tab?.close();
    throw e;
  }
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  if (tab) {
    tab.location.href = url;
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.target = '_blank';
    link.rel = 'noopener';
    link.click();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), INVOICE_URL_LIFETIME_MS);
}
