import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Form, Modal, theme } from 'antd';
import trTR from 'antd/locale/tr_TR';
import { FormSelect, keepHiddenSlidesInert, siteComponentConfig, siteTheme } from '@skiclub/shared/ui';

/** WCAG relative luminance of an opaque '#rrggbb' or an 'rgba(0, 0, 0, a)' over white. */
function luminance(colour: string): number {
  const rgba = /rgba\((\d+), ?(\d+), ?(\d+), ?([\d.]+)\)/.exec(colour);
  const channels = rgba
    ? [1, 2, 3].map((i) => Number(rgba[i]) * Number(rgba[4]) + 255 * (1 - Number(rgba[4])))
    : [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const [r, g, b] = channels.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('siteTheme contrast (WCAG 2.2 AA 1.4.3: 4.5:1 for text)', () => {
  const token = theme.getDesignToken(siteTheme);
  it('error red, secondary texts and the empty-table text reach 4.5:1 on white', () => {
    for (const c of [token.colorError, token.colorErrorText, token.colorTextDescription, token.colorTextTertiary, siteTheme.components!.Table!.colorTextDisabled!]) {
      expect(contrast(c, '#ffffff'), c).toBeGreaterThanOrEqual(4.5);
    }
  });
  it("a switch's white text reaches 4.5:1 on its off track", () => {
    expect(contrast('#ffffff', siteTheme.components!.Switch!.colorTextQuaternary!)).toBeGreaterThanOrEqual(4.5);
  });
  it('every tag text reaches 4.5:1 on its own light background', () => {
    const tag = siteTheme.components!.Tag as Record<string, string>;
    const bg = (key: string) => (token as unknown as Record<string, string>)[key]!;
    for (const preset of ['volcano', 'orange', 'gold', 'yellow', 'lime', 'green', 'cyan']) {
      expect(contrast(tag[`${preset}7`]!, bg(`${preset}1`)), preset).toBeGreaterThanOrEqual(4.5);
    }
    for (const [status, background] of [
      ['colorSuccess', 'colorSuccessBg'],
      ['colorWarning', 'colorWarningBg'],
      ['colorInfo', 'colorInfoBg'],
    ] as const) {
      expect(contrast(tag[status]!, token[background]), status).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(token.colorError, token.colorErrorBg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('siteComponentConfig', () => {
  it("names a dialog's close button in Turkish", () => {
    render(
      <ConfigProvider locale={trTR} theme={siteTheme} {...siteComponentConfig}>
        <Modal open title="Sipariş Düzenle">
          içerik
        </Modal>
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('FormSelect', () => {
  it('keeps aria-required of a required field on the combobox, off the outer box', () => {
    const { container } = render(
      <Form>
        <Form.Item label="Şehir" name="sehir" required>
          <FormSelect options={[{ value: 'Erzurum', label: 'Erzurum' }]} />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('combobox', { name: 'Şehir' })).toHaveAttribute('aria-required', 'true');
    expect(container.querySelector('.ant-select')).not.toHaveAttribute('aria-required');
  });
});

describe('keepHiddenSlidesInert', () => {
  it('makes the slides react-slick hides inert, and follows when the slider moves', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="slick-slide" aria-hidden="false"><a href="/a">a</a></div><div class="slick-slide" aria-hidden="true"><a href="/b">b</a></div>';
    const [shown, hidden] = [...root.querySelectorAll<HTMLElement>('.slick-slide')];
    const stop = keepHiddenSlidesInert(root);
    expect(shown!.inert).toBe(false);
    expect(hidden!.inert).toBe(true);
    shown!.setAttribute('aria-hidden', 'true');
    hidden!.setAttribute('aria-hidden', 'false');
    await waitFor(() => expect(shown!.inert).toBe(true));
    expect(hidden!.inert).toBe(false);
    stop();
  });
});
