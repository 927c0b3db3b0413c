import type { ThemeConfig } from 'antd';

/** Site theme: the club's winter blue. The shell's ConfigProvider and every dev harness use it. */
export const siteTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cad',
    colorLink: '#0b5cad',
    borderRadius: 8,
    fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
