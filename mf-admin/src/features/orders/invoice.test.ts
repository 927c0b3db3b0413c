import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_URL_LIFETIME_MS, openInvoice } from './invoice';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('openInvoice', () => {
  it('opens a tab at once, shows the PDF through an object URL and revokes it after 60 s', async () => {
    vi.useFakeTimers();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const create = vi.fn((_b: Blob) => 'blob:fatura-1');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    let resolve: (b: Blob) => void = () => undefined;
    const done = openInvoice(() => new Promise<Blob>((r) => (resolve = r)));
    expect(open).toHaveBeenCalledWith('', '_blank');
    resolve(new Blob(['%PDF-1.3'], { type: 'application/pdf' }));
    await done;
    expect(create.mock.calls[0]![0].type).toBe('application/pdf');
    expect(tab.location.href).toBe('blob:fatura-1');
    vi.advanceTimersByTime(INVOICE_URL_LIFETIME_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:fatura-1');
    expect(INVOICE_URL_LIFETIME_MS).toBe(60_000);
  });

  it('closes the blank tab and rethrows when the PDF cannot be fetched', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const create = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    await expect(openInvoice(() => Promise.reject(new Error('409')))).rejects.toThrow('409');
    expect(tab.close).toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });

  it('falls back to a _blank link when the browser blocks the tab', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:y'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.href).toBe('blob:y');
      expect(this.target).toBe('_blank');
    });
    await openInvoice(() => Promise.resolve(new Blob(['%PDF'])));
    expect(click).toHaveBeenCalledTimes(1);
  });
});
