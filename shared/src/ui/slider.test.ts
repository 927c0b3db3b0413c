import { NEWS_SLIDER, PRODUCT_SLIDER, slidesAt } from '@skiclub/shared/ui';

describe('slider breakpoints (member spec §9)', () => {
  it.each([
    [0, 1],
    [575, 1],
    [576, 2],
    [991, 2],
    [992, 3],
    [1199, 3],
    [1200, 4],
    [1600, 4],
  ])('product slider at %i px shows %i', (width, slides) => {
    expect(slidesAt(width, PRODUCT_SLIDER)).toBe(slides);
  });

  it.each([
    [0, 1],
    [767, 1],
    [768, 2],
    [1199, 2],
    [1200, 3],
  ])('news slider at %i px shows %i', (width, slides) => {
    expect(slidesAt(width, NEWS_SLIDER)).toBe(slides);
  });

  it('scrolls one slide at a time at every breakpoint', () => {
    for (const r of [...PRODUCT_SLIDER.responsive, ...NEWS_SLIDER.responsive]) expect(r.settings.slidesToScroll).toBe(1);
  });
});
