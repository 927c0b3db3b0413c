import { pageWindow } from './pageWindow';

describe('pageWindow (member spec §2: pages within 2 of the current one, up to 5)', () => {
  it('shows two pages on each side in the middle', () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
  });

  it('never shows more than 5 pages', () => {
    for (let current = 1; current <= 20; current += 1) expect(pageWindow(current, 20).length).toBeLessThanOrEqual(5);
  });

  it('cuts the window at the first page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4]);
  });

  it('cuts the window at the last page', () => {
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([7, 8, 9, 10]);
  });

  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('is empty when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('clamps a current page outside 1…total', () => {
    expect(pageWindow(99, 4)).toEqual([2, 3, 4]);
    expect(pageWindow(0, 4)).toEqual([1, 2, 3]);
    expect(pageWindow(-3, 4)).toEqual([1, 2, 3]);
  });
});
