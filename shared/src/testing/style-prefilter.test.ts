// The jsdom style prefilter (shared/test/style-prefilter.ts) may only skip rules that cannot match:
// for every selector and element here, a rejected pair must not match by the real matcher.
import { mayMatch, subjectKeys } from '../../test/style-prefilter';

const SELECTORS = [
  'div',
  'DIV',
  'span',
  '*',
  '.a',
  '.a.b',
  '#x',
  'div#x.a',
  '#x#y',
  '.a > .b',
  '.a .b',
  '.a>.b',
  '.a + .b',
  '.a ~ .b',
  ':where(.zz).a',
  ':not(.a)',
  '.b:not(:last-child)',
  ':is(div, span) .b',
  '[class^="a"]',
  '[class*=" b"]',
  '[class$="c"]',
  "[class='a b']",
  '[class~=b]',
  '[class|=a]',
  '[class="A" i]',
  '[data-k="x, y"] .b',
  '.a::before',
  '.a, .nope',
  '.nope, span',
  'ul li.b',
  'svg circle.c',
  'foreignObject',
  '.a > *',
  'p:first-child',
];

const HTML = `
  <div id="x" class="a"><span class="b">s</span><p class="a b c">p</p></div>
  <div class="a b" data-k="x, y"><span class="b c">t</span></div>
  <ul><li class="b">l</li></ul>
  <span class="A">u</span>
  <svg><circle class="c"></circle><foreignObject></foreignObject></svg>
`;

describe('style prefilter', () => {
  it('never rejects a selector an element matches', () => {
    document.body.innerHTML = HTML;
    const elements = Array.from(document.body.querySelectorAll('*'));
    const wrong: string[] = [];
    let rejected = 0;
    for (const selector of SELECTORS) {
      const keys = subjectKeys(selector);
      if (!keys) continue;
      for (const element of elements) {
        // A DOM element has what the matcher reads of an element impl (localName, attributes, parentNode).
        if (mayMatch(keys, element as unknown as Parameters<typeof mayMatch>[1])) continue;
        rejected += 1;
        if (!selector.includes('::') && element.matches(selector)) wrong.push(`${selector} ${element.outerHTML.slice(0, 40)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(rejected).toBeGreaterThan(100);
  });

  it('keys only what it can read', () => {
    expect(subjectKeys('.a\\:b')).toBeNull();
    expect(subjectKeys('.a, ')).toBeNull();
    expect(subjectKeys('.a[')).toBeNull();
    expect(subjectKeys('svg|a')).toBeNull();
    expect(subjectKeys('.a')).toEqual([{ never: false, tag: null, id: null, classes: ['a'], classAttrs: [] }]);
  });
});
