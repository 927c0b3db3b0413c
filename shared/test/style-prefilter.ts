/**
 * jsdom's getComputedStyle runs the whole cascade for an element: every rule of every style sheet
 * (its own ~300 user-agent rules and antd's ~1 700 CSS-in-JS rules) is matched against the element
 * through the document's DOMSelector `check`, and jsdom forgets the result at the next DOM change.
 * user-event (pointer-events), Testing Library (`*ByRole` visibility) and antd ask for computed
 * styles all the time, so a screen test spent three quarters of its CPU matching selectors that
 * cannot match.
 *
 * This prefilter answers "no match" at once when no alternative of a rule's selector can have the
 * element as its subject: the rightmost compound selector names a class, an id or an element type
 * the element does not have, a `class` attribute condition its class attribute fails, or a
 * pseudo-element (jsdom never applies those to an element's own style). Otherwise it asks the real
 * `check`. These are necessary conditions of a match in a no-quirks HTML document, so the computed
 * styles are the same as without the prefilter; only hopeless matches are skipped.
 *
 * `STYLE_PREFILTER_VERIFY=1` runs the real check as well on every skip and records the selector
 * when jsdom would have applied the rule (setup-dom.ts then fails the file).
 */

interface CheckResult {
  match: boolean;
  ast: unknown;
  pseudoElement: string | null;
}
interface ElementImpl {
  nodeType: number;
  localName: string;
  parentNode: ElementImpl | null;
  getAttributeNS(ns: string | null, name: string): string | null;
}
interface DomSelector {
  check: (selector: string, node: ElementImpl, opt?: object) => CheckResult;
}
interface DocumentImpl {
  _getDOMSelector?: () => DomSelector;
}

/** A condition on the `class` attribute's value (`[class^="ant-"]` …). */
interface ClassAttr {
  op: '=' | '~=' | '^=' | '$=' | '*=' | '|=';
  value: string;
}

/** What the subject of one complex selector must be. `never`: it cannot be an element's own style. */
interface SubjectKey {
  never: boolean;
  tag: string | null;
  id: string | null;
  classes: string[];
  classAttrs: ClassAttr[];
  /** The compound before the subject: its parent's (child combinator) or an ancestor's (descendant). */
  parent?: { key: SubjectKey; child: boolean };
}

const ELEMENT_NODE = 1;
const IDENT_CHAR = /[A-Za-z0-9_\-\u0080-\uFFFF]/;
const IDENT_START = /[A-Za-z_\-\u0080-\uFFFF]/;
const COMBINATOR = /[\s>+~]/;

/** Index after the quoted string that starts at `i`, or -1 when it does not end. */
function skipString(text: string, i: number): number {
  const end = text.indexOf(text[i]!, i + 1);
  return end < 0 ? -1 : end + 1;
}

/**
 * Splits `text` at the top-level positions where `split(ch)` is true (outside parentheses,
 * brackets and strings); null when the brackets or strings do not close.
 */
function topLevel(text: string, split: (ch: string) => boolean): { parts: string[]; cuts: number[] } | null {
  const parts: string[] = [];
  const cuts: number[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '"' || ch === "'") {
      const next = skipString(text, i);
      if (next < 0) return null;
      i = next - 1;
    } else if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') {
      depth -= 1;
      if (depth < 0) return null;
    } else if (depth === 0 && split(ch)) {
      parts.push(text.slice(start, i));
      cuts.push(i);
      start = i + 1;
    }
  }
  if (depth !== 0) return null;
  parts.push(text.slice(start));
  return { parts, cuts };
}

function readIdent(text: string, i: number): number {
  let j = i;
  while (j < text.length && IDENT_CHAR.test(text[j]!)) j += 1;
  return j;
}

/** `[class<op>"value"]` (no flags) as a class attribute condition; null for any other attribute selector. */
function classAttrOf(inner: string): ClassAttr | null | 'other' {
  const m = /^\s*class\s*(=|~=|\^=|\$=|\*=|\|=)\s*(?:"([^"]*)"|'([^']*)'|([A-Za-z_-][A-Za-z0-9_-]*))\s*$/.exec(inner);
  if (!m) return /^\s*class\s*\]?$/i.test(inner) || /^\s*class\s*[~^$*|]?=/i.test(inner) ? null : 'other';
  return { op: m[1] as ClassAttr['op'], value: m[2] ?? m[3] ?? m[4] ?? '' };
}

/** The key of one compound selector (the subject's), or null when it cannot be keyed safely. */
function compoundKey(compound: string): SubjectKey | null {
  const key: SubjectKey = { never: false, tag: null, id: null, classes: [], classAttrs: [] };
  let i = 0;
  if (compound[0] === '*') i = 1;
  else if (IDENT_START.test(compound[0] ?? '')) {
    i = readIdent(compound, 0);
    key.tag = compound.slice(0, i).toLowerCase();
  }
  if (compound[i] === '|') return null; // namespaces
  while (i < compound.length) {
    const ch = compound[i]!;
    if (ch === '.' || ch === '#') {
      const end = readIdent(compound, i + 1);
      const name = compound.slice(i + 1, end);
      // An identifier does not start with a digit or '-' and a digit.
      if (!name || /^-?\d/.test(name)) return null;
      if (ch === '.') key.classes.push(name);
      else if (key.id === null) key.id = name;
      else if (key.id !== name) key.never = true; // two different ids
      i = end;
    } else if (ch === '[') {
      let j = i + 1;
      while (j < compound.length && compound[j] !== ']') {
        if (compound[j] === '"' || compound[j] === "'") {
          j = skipString(compound, j);
          if (j < 0) return null;
        } else j += 1;
      }
      if (j >= compound.length) return null;
      const attr = classAttrOf(compound.slice(i + 1, j));
      if (attr === null) return null; // a class attribute selector this does not read (flags …)
      if (attr !== 'other') key.classAttrs.push(attr);
      i = j + 1;
    } else if (ch === ':') {
      const element = compound[i + 1] === ':';
      const start = i + (element ? 2 : 1);
      const end = readIdent(compound, start);
      if (end === start) return null;
      if (element) key.never = true;
      i = end;
      if (compound[i] === '(') {
        let depth = 0;
        for (; i < compound.length; i += 1) {
          const c = compound[i]!;
          if (c === '"' || c === "'") {
            const next = skipString(compound, i);
            if (next < 0) return null;
            i = next - 1;
          } else if (c === '(') depth += 1;
          else if (c === ')') {
            depth -= 1;
            if (depth === 0) break;
          }
        }
        if (depth !== 0) return null;
        i += 1;
      }
    } else return null;
  }
  return key;
}

/**
 * Keys of the subjects of a selector list, or null when any alternative cannot be keyed safely
 * (escapes, nesting, namespaces, anything this reader does not know). An alternative whose
 * subject follows a child or descendant combinator also keys the compound before it (`parent`),
 * which the element's parent, or one of its ancestors, must then satisfy.
 */
export function subjectKeys(selectorText: string): SubjectKey[] | null {
  if (/[\\&]/.test(selectorText)) return null;
  const list = topLevel(selectorText, (ch) => ch === ',');
  if (!list) return null;
  const keys: SubjectKey[] = [];
  for (const alternative of list.parts) {
    const complex = alternative.trim();
    if (!complex) return null;
    const steps = topLevel(complex, (ch) => COMBINATOR.test(ch));
    if (!steps) return null;
    const compound = steps.parts.at(-1)!;
    if (!compound) return null;
    const key = compoundKey(compound);
    if (!key) return null;
    // The compound before the subject and the combinator between them.
    let k = steps.parts.length - 2;
    let combinator = ' ';
    while (k >= 0 && steps.parts[k] === '') {
      const cut = complex[steps.cuts[k]!]!;
      if (cut !== ' ' && !/\s/.test(cut)) combinator = cut;
      k -= 1;
    }
    if (k >= 0) {
      const cut = complex[steps.cuts[k]!]!;
      if (!/\s/.test(cut)) combinator = cut;
      const before = compoundKey(steps.parts[k]!);
      if (before && (combinator === '>' || combinator === ' ')) key.parent = { key: before, child: combinator === '>' };
    }
    keys.push(key);
  }
  return keys;
}

const classCache = new WeakMap<ElementImpl, { attr: string; set: Set<string> }>();

function classesOf(element: ElementImpl, attr: string): Set<string> {
  const cached = classCache.get(element);
  if (cached && cached.attr === attr) return cached.set;
  const set = new Set(attr.split(/[\t\n\f\r ]+/).filter(Boolean));
  classCache.set(element, { attr, set });
  return set;
}

/**
 * Whether the class attribute value can satisfy `attr`. Compared without case: a weaker condition
 * than the matcher's, and so sound whether it compares a value with or without case.
 */
function classAttrHolds(attr: ClassAttr, value: string): boolean {
  const v = value.toLowerCase();
  const a = attr.value.toLowerCase();
  switch (attr.op) {
    case '=':
      return v === a;
    case '~=':
      return v.split(/[\t\n\f\r ]+/).includes(a);
    case '^=':
      return a !== '' && v.startsWith(a);
    case '$=':
      return a !== '' && v.endsWith(a);
    case '*=':
      return a !== '' && v.includes(a);
    case '|=':
      return v === a || v.startsWith(`${a}-`);
  }
}

/** False when the element surely does not match the compound `key` (its own conditions only). */
function compoundMayMatch(key: SubjectKey, element: ElementImpl): boolean {
  if (key.never) return false;
  if (key.tag !== null && key.tag !== element.localName.toLowerCase()) return false;
  if (key.id !== null && element.getAttributeNS(null, 'id') !== key.id) return false;
  if (key.classes.length || key.classAttrs.length) {
    const classAttr = element.getAttributeNS(null, 'class');
    if (classAttr === null) return false;
    const classes = classesOf(element, classAttr);
    if (!key.classes.every((c) => classes.has(c))) return false;
    if (!key.classAttrs.every((a) => classAttrHolds(a, classAttr))) return false;
  }
  return true;
}

/** False when no alternative's subject can be the element (a sure "no match"). */
export function mayMatch(keys: SubjectKey[], element: ElementImpl): boolean {
  for (const key of keys) {
    if (!compoundMayMatch(key, element)) continue;
    if (key.parent) {
      let up = element.parentNode;
      let found = false;
      while (up && up.nodeType === ELEMENT_NODE) {
        if (compoundMayMatch(key.parent.key, up)) {
          found = true;
          break;
        }
        if (key.parent.child) break;
        up = up.parentNode;
      }
      if (!found) continue;
    }
    return true;
  }
  return false;
}

/** Selectors the prefilter skipped although jsdom would have applied them (verify mode; must stay empty). */
export const prefilterMisses: string[] = [];

/** Installs the prefilter on the current jsdom document (no-op outside jsdom or in quirks mode). */
export function installStylePrefilter(doc: Document = document): void {
  if (doc.compatMode !== 'CSS1Compat' || doc.contentType !== 'text/html') return;
  const implSymbol = Object.getOwnPropertySymbols(doc).find((s) => s.description === 'impl');
  const impl = implSymbol ? (doc as unknown as Record<symbol, DocumentImpl>)[implSymbol] : undefined;
  const selector = impl?._getDOMSelector?.();
  if (!selector || typeof selector.check !== 'function') return;
  const check = selector.check;
  const verify = process.env.STYLE_PREFILTER_VERIFY === '1';
  const keysBySelector = new Map<string, SubjectKey[] | null>();
  selector.check = (selectorText, node, opt) => {
    if (node?.nodeType === ELEMENT_NODE && typeof selectorText === 'string') {
      let keys = keysBySelector.get(selectorText);
      if (keys === undefined) {
        keys = subjectKeys(selectorText);
        keysBySelector.set(selectorText, keys);
      }
      if (keys && !mayMatch(keys, node)) {
        if (verify) {
          const real = check(selectorText, node, opt);
          // What jsdom's cascade does with the answer: a pseudo-element rule is never applied.
          if (real.match && !real.pseudoElement) prefilterMisses.push(selectorText);
        }
        return { match: false, ast: null, pseudoElement: null };
      }
    }
    return check(selectorText, node, opt);
  };
}
