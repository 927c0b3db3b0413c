import { ProProvider, trTRIntl, type IntlType } from '@ant-design/pro-components';
import { useContext, type ReactNode } from 'react';

/** Table-filter hints ProForm would put into every empty input and select ('Filtrelemek için bir değer girin'). */
const FILTER_HINTS = new Set(['tableForm.inputPlaceholder', 'tableForm.selectPlaceholder']);

/**
 * ProComponents' Turkish texts for the admin screens, without the table-filter hints as default
 * placeholders: a form field shows only the placeholder its screen gives it (admin spec §2).
 */
export const adminIntl: IntlType = {
  locale: trTRIntl.locale,
  getMessage: (id, fallback) => (FILTER_HINTS.has(id) ? '' : trTRIntl.getMessage(id, fallback)),
};

/**
 * Gives the ProComponents below it {@link adminIntl}, keeping everything else of the surrounding
 * Pro configuration (tokens, value types). CrudPage uses it; a screen with its own ProTable or
 * ProForm wraps itself in it.
 */
export function AdminProConfig({ children }: { children: ReactNode }) {
  const values = useContext(ProProvider);
  return <ProProvider.Provider value={{ ...values, intl: adminIntl }}>{children}</ProProvider.Provider>;
}
