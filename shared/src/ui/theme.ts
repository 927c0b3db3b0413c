import type { ConfigProviderProps, ThemeConfig } from 'antd';

/**
 * Text colours of antd's Tag presets and statuses that reach 4.5:1 on the tag's own light
 * background (WCAG 2.2 AA 1.4.3): antd's defaults (e.g. green `#389e0d` on `#f6ffed`, 3.37:1) do
 * not. Only the text darkens; the light backgrounds stay antd's.
 */
const TAG_TEXT = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
  colorSuccess: '#237804',
  colorWarning: '#874d00',
  colorInfo: '#0958d9',
} as const;

/**
 * Site theme: the club's winter blue, with every text colour at WCAG 2.2 AA contrast (4.5:1) on
 * white: error red `#cf1322` (antd's `#ff4d4f` is 3.27:1), secondary texts (form hints, counters,
 * descriptions, statistic titles) at 60 % black (antd's 45 % is 3.36:1), tag texts as above and
 * the empty-table text. The shell's ConfigProvider and every dev harness use it.
 */
export const siteTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cad',
    colorLink: '#0b5cad',
    colorError: '#cf1322',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    borderRadius: 8,
    fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Tag: TAG_TEXT,
    // 'Kayıt bulunamadı.' and the like are read, not disabled: antd draws them in the disabled grey (1.83:1).
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    // A switch's off track carries white text ('Pasif'): antd's 25 % grey gives 1.6:1.
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.6)', colorTextTertiary: 'rgba(0, 0, 0, 0.7)' },
  },
};

/**
 * Component defaults of the shell's ConfigProvider: dialogs name their close button in Turkish
 * (antd's dialog puts an English 'Close' on the button itself; the locale only reaches the icon).
 */
export const siteComponentConfig = {
  modal: { closable: { 'aria-label': 'Kapat' } },
} satisfies Pick<ConfigProviderProps, 'modal'>;
