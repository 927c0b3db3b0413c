/**
 * Test helpers of the admin screens (admin spec §2): an in-memory CRUD service standing in for the
 * API, the antd `<App>` wrapper and a few DOM readers for the ProTable and antd selects. Used by
 * the screens' Vitest files only.
 */
import { App } from 'antd';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { CrudService } from '../api/createCrudService';

/** A fixed uuid for test row `n`. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * An in-memory collection with vi.fn calls (list answers `items`, saves answer null unless
 * overridden), shaped like the screen's real service.
 */
export function memoryCrud<T extends { id: string }, P>(key: string, items: T[], overrides: Partial<CrudService<T, P>> = {}) {
  return {
    key,
    paging: 'client' as const,
    list: vi.fn(() => Promise.resolve({ rows: items, total: items.length })),
    create: vi.fn((_p: P) => Promise.resolve<T | null>(null)),
    update: vi.fn((_id: string, _p: P) => Promise.resolve<T | null>(null)),
    remove: vi.fn((_id: string) => Promise.resolve()),
    ...overrides,
  };
}

/** Renders a screen inside the router and antd's `<App>` (toasts, modals). */
export function renderScreen(node: ReactNode): void {
  render(
    <MemoryRouter>
      <App>{node}</App>
    </MemoryRouter>,
  );
}

/** The table's data rows. */
export const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
/** Texts of the cells of data row `row` ('#' first). */
export const cells = (row: number) => within(bodyRows()[row]!).getAllByRole('cell').map((c) => c.textContent);
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
