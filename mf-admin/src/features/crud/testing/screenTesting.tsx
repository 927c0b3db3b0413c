/**
 * Test helpers of the admin screens (admin spec §2): the router + antd `<App>` wrapper (motion off)
 * and a few DOM readers for the ProTable and antd selects (the stand-in API is adminApi.ts and serveCollection.ts).
 * Used by the screens' Vitest files only.
 */
import { App, ConfigProvider } from 'antd';
import { fireEvent, render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** A fixed uuid for test row `n`. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The router and antd's `<App>` (toasts, modals) a screen needs, with antd's motion and click
 * waves off: jsdom never ends an animation, so without this every closed modal, popconfirm,
 * tooltip and toast stayed in the DOM on its way out and each query looked through all of them.
 * Closed overlays now leave at once (as after their animation in a browser).
 */
export function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <ConfigProvider theme={{ token: { motion: false } }} wave={{ disabled: true }}>
        <App>{children}</App>
      </ConfigProvider>
    </MemoryRouter>
  );
}

let stripping = false;

/**
 * Empties the style sheets antd's CSS-in-JS puts into `<head>` (`style[data-rc-order]`, about
 * 500 kB on an admin screen), now and whenever one is added or changed. jsdom matches every rule
 * against the element in each getComputedStyle, which role queries and antd's own measuring call
 * for every element: a single getByRole took about 2 s of CPU with them and 30 ms without. jsdom
 * lays nothing out, so the rules change no behaviour the tests see (their queries skip the
 * visibility check: `defaultHidden`). Installed once per test file; later calls do nothing.
 */
export function stripInjectedStyles(): void {
  if (stripping) return;
  stripping = true;
  const blank = (node: Node | null) => {
    if (node instanceof HTMLStyleElement && node.hasAttribute('data-rc-order') && node.textContent) node.textContent = '';
  };
  document.head.querySelectorAll('style').forEach(blank);
  new MutationObserver((records) => {
    for (const r of records) {
      r.addedNodes.forEach(blank);
      blank(r.target instanceof HTMLStyleElement ? r.target : r.target.parentElement);
    }
  }).observe(document.head, { childList: true, subtree: true, characterData: true });
}

/** Renders a screen inside {@link ScreenProviders} (antd's injected styles stripped); `rerender` keeps them. */
export function renderScreen(node: ReactNode): RenderResult {
  stripInjectedStyles();
  return render(node, { wrapper: ScreenProviders });
}

/** The table's data rows. */
export const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
/**
 * Whether the antd modal holding `node` is open. With motion off ({@link ScreenProviders}) a
 * closed modal is hidden (its wrap gets display: none) or removed at once.
 */
export const isModalOpen = (node: HTMLElement) => node.isConnected && node.closest<HTMLElement>('.ant-modal-wrap')?.style.display !== 'none';

/** Texts of the table's column headers, left to right. */
export const headerTexts = () => Array.from(document.querySelectorAll('.ant-table-thead th')).map((th) => th.textContent);
/** The (first) sortable header titled `title`; a click sorts by its column. */
export const columnHeader = (title: string) => screen.getAllByText(title, { selector: '.ant-table-column-title' })[0]!;
/** Texts of the cells of data row `row` ('#' first). */
export const cells = (row: number) => within(bodyRows()[row]!).getAllByRole('cell').map((c) => c.textContent);
/** The page form's field labels in order, each with whether it carries the required mark: `[['Kod Adı', true], …]`. */
export const formLabels = () =>
  Array.from(document.querySelectorAll('.adm-crud-form .ant-form-item-label label')).map((l) => [l.textContent, l.classList.contains('ant-form-item-required')]);
/** Messages under the form's fields, without ones on their way out. */
export const fieldMessages = () =>
  Array.from(document.querySelectorAll('.ant-form-item-explain-error'))
    .filter((e) => !e.closest('[class*="-leave"]'))
    .map((e) => e.textContent);

/** The antd Select of the form item labelled `label`. */
function selectOf(label: string): HTMLElement {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
  return item.querySelector('.ant-select') as HTMLElement;
}

/** Option texts the select labelled `label` offers once opened (optionally after typing `search`); waits for at least one. */
export async function openOptions(label: string, search?: string): Promise<string[]> {
  const select = selectOf(label);
  fireEvent.mouseDown(select.querySelector('.ant-select-selector')!);
  if (search !== undefined) fireEvent.change(select.querySelector('input')!, { target: { value: search } });
  const listId = select.querySelector('input')!.getAttribute('aria-controls') ?? '';
  return waitFor(() => {
    const list = document.getElementById(listId)?.parentElement;
    const options = Array.from(list?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? []).map((o) => o.textContent ?? '');
    if (!list || !options.length) throw new Error(`no options open for ${label}`);
    return options;
  });
}

/** Chooses `option` in the select labelled `label`. */
export async function choose(label: string, option: string): Promise<void> {
  const select = selectOf(label);
  if (!select.classList.contains('ant-select-open')) await openOptions(label);
  const listId = select.querySelector('input')!.getAttribute('aria-controls') ?? '';
  const target = await waitFor(() => {
    const list = document.getElementById(listId)?.parentElement;
    const found = Array.from(list?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? []).find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option} in ${label}`);
    return found;
  });
  fireEvent.click(target);
}

/** The text shown as the chosen value of the select labelled `label` ('' when none). */
export const chosen = (label: string) => selectOf(label).querySelector('.ant-select-selection-item')?.textContent ?? '';

/** Opens the antd Select whose input is named `name` (aria-label) and clicks its option `option`. */
export async function pickNamed(name: string, option: string): Promise<void> {
  const input = screen.getByRole('combobox', { name });
  fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector')!);
  const listId = input.getAttribute('aria-controls') ?? '';
  const target = await waitFor(() => {
    const found = Array.from(document.getElementById(listId)?.parentElement?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? []).find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(target);
}
