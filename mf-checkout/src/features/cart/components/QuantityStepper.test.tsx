import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './QuantityStepper';

function setup(onCommit: (v: number | null) => Promise<void> | void) {
  const onIncrease = vi.fn();
  const onDecrease = vi.fn();
  render(<QuantityStepper value={3} label="Kask" onIncrease={onIncrease} onDecrease={onDecrease} onCommit={onCommit} />);
  return { onIncrease, onDecrease, input: screen.getByLabelText('Kask adedi') as HTMLInputElement };
}

describe('QuantityStepper', () => {
  it('reports plus and minus', () => {
    const { onIncrease, onDecrease } = setup(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Kask adedini artır' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kask adedini azalt' }));
    expect(onIncrease).toHaveBeenCalledTimes(1);
    expect(onDecrease).toHaveBeenCalledTimes(1);
  });

  it('commits a typed quantity on blur and shows the server value again afterwards', async () => {
    const onCommit = vi.fn(() => Promise.resolve());
    const { input } = setup(onCommit);
    expect(input.value).toBe('3');
    fireEvent.change(input, { target: { value: '0' } });
    expect(input.value).toBe('0');
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(onCommit).toHaveBeenCalledWith(0);
    // the rule ignored 0: the previous quantity is displayed again
    expect(input.value).toBe('3');
  });

  it('keeps the previous quantity displayed when the update fails', async () => {
    const onCommit = vi.fn(() => Promise.reject(new Error('Sepet güncellenirken hata oluştu')));
    const { input } = setup(onCommit);
    fireEvent.change(input, { target: { value: '8' } });
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(onCommit).toHaveBeenCalledWith(8);
    expect(input.value).toBe('3');
  });

  it('commits once on Enter, even when a blur follows', async () => {
    const onCommit = vi.fn(() => Promise.resolve());
    const { input } = setup(onCommit);
    fireEvent.change(input, { target: { value: '5' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.blur(input);
    });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(5);
  });
});
