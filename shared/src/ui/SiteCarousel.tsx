import { Carousel, type CarouselProps } from 'antd';
import { useEffect, useRef } from 'react';

/** Names of the slider's arrow buttons (antd's own are the English 'prev' and 'next'). */
export const CAROUSEL_ARROW_LABELS = { prev: 'Önceki', next: 'Sonraki' } as const;

/**
 * Makes every slide react-slick hides from assistive technology (`aria-hidden="true"`: the
 * slides out of view and the clones of an endless slider) inert too, so none of their links or
 * buttons takes the keyboard focus (WCAG 2.2 4.1.2, axe `aria-hidden-focus`); the visible
 * slides stay as they are. Returns the function that stops watching.
 */
export function keepHiddenSlidesInert(root: HTMLElement): () => void {
  const sync = () => {
    root.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
      slide.inert = slide.getAttribute('aria-hidden') === 'true';
    });
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}

/** antd's arrow button (drawn by antd's CSS) with a name; react-slick's own props stay off the DOM. */
function ArrowButton({ label, currentSlide: _current, slideCount: _count, ...rest }: { label: string; currentSlide?: number; slideCount?: number }) {
  return <button type="button" aria-label={label} {...rest} />;
}

/**
 * antd's Carousel as the site uses it (member spec §9 sliders): slides out of view cannot take
 * the keyboard focus ({@link keepHiddenSlidesInert}), the arrows carry Turkish names
 * ({@link CAROUSEL_ARROW_LABELS}), and an autoplaying slider stops while the pointer or the
 * keyboard focus is on it (WCAG 2.2.2). Props are antd's.
 */
export function SiteCarousel({ pauseOnFocus = true, pauseOnHover = true, ...props }: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? keepHiddenSlidesInert(root.current) : undefined), []);
  return (
    <div ref={root} style={{ display: 'contents' }}>
      <Carousel
        prevArrow={<ArrowButton label={CAROUSEL_ARROW_LABELS.prev} />}
        nextArrow={<ArrowButton label={CAROUSEL_ARROW_LABELS.next} />}
        pauseOnFocus={pauseOnFocus}
        pauseOnHover={pauseOnHover}
        {...props}
      />
    </div>
  );
}
