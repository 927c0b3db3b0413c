/**
 * Slider breakpoints of member spec §9, as react-slick `responsive` settings for antd's
 * Carousel (react-slick breakpoints are max-widths, so the spec's min-widths are turned around).
 */
export interface SlickBreakpoint {
  breakpoint: number;
  settings: { slidesToShow: number; slidesToScroll: number };
}

/** Team and product slider: 1, 2, 3, 4 slides from widths 0, 576, 992, 1200 px. */
export const PRODUCT_SLIDER = {
  slidesToShow: 4,
  responsive: [
    { breakpoint: 1199, settings: { slidesToShow: 3, slidesToScroll: 1 } },
    { breakpoint: 991, settings: { slidesToShow: 2, slidesToScroll: 1 } },
    { breakpoint: 575, settings: { slidesToShow: 1, slidesToScroll: 1 } },
  ] satisfies SlickBreakpoint[],
};

/** News slider: 1, 2, 3 slides from widths 0, 768, 1200 px. */
export const NEWS_SLIDER = {
  slidesToShow: 3,
  responsive: [
    { breakpoint: 1199, settings: { slidesToShow: 2, slidesToScroll: 1 } },
    { breakpoint: 767, settings: { slidesToShow: 1, slidesToScroll: 1 } },
  ] satisfies SlickBreakpoint[],
};

/** Slides shown at a viewport width in px, for a slider config above. */
export function slidesAt(width: number, config: { slidesToShow: number; responsive: SlickBreakpoint[] }): number {
  let shown = config.slidesToShow;
  for (const r of [...config.responsive].sort((a, b) => b.breakpoint - a.breakpoint)) {
    if (width <= r.breakpoint) shown = r.settings.slidesToShow;
  }
  return shown;
}
