#!/usr/bin/env node
// Every link of the repository's Markdown files must work in a fresh clone: a relative link points
// at a file or folder the repository holds (not an ignored build output, not a path outside the
// clone, never an absolute machine path), and an #anchor into a Markdown file names one of its
// headings. Web links (https:, mailto:) are not fetched. Run alone it lists the broken links and
// exits 1; deploy/tools/lint-deploy.mjs runs it as one of its checks.
//   node deploy/tools/check-links.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The text with fenced code blocks and inline code spans blanked out (same length, newlines kept),
 * so offsets still give line numbers and a `[x](y)` shown as code is no link.
 * @param {string} text
 * @returns {string}
 */
export function withoutCode(text) {
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  const out = [];
  let fence = null;
  for (const line of text.split('\n')) {
    const m = /^[ \t>]*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length && !line.slice(m[0].length).trim()) fence = null;
      out.push(blank(line));
    } else if (m) {
      fence = m[1];
      out.push(blank(line));
    } else out.push(line);
  }
  return out.join('\n').replace(/(`+)[\s\S]*?[^`]\1(?!`)/g, blank);
}

/**
 * The anchors GitHub gives a Markdown file's headings (ATX `#` headings; the same slugs as
 * github-slugger: lower case, punctuation dropped, spaces to hyphens, `-1`, `-2` for repeats),
 * plus explicit `<a id>`/`<a name>` anchors.
 * @param {string} text
 * @returns {Set<string>}
 */
export function headingAnchors(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of withoutCode(text).split('\n')) {
    const h = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (h) {
      const plain = h[1]
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/[*`]/g, '')
        .replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, '$1');
      const base = plain.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n ? `${base}-${n}` : base);
    }
    for (const a of line.matchAll(/<a\s[^>]*\b(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(a[1].toLowerCase());
  }
  return anchors;
}

/**
 * Link targets of one Markdown text with their line numbers: inline links and images
 * (`[t](target "title")`, `<target>` form too), reference definitions (`[id]: target`) and
 * HTML `href`/`src` attributes, outside code.
 * @param {string} text
 * @returns {{ target: string, line: number }[]}
 */
export function linkTargets(text) {
  const clean = withoutCode(text);
  const lineAt = (offset) => clean.slice(0, offset).split('\n').length;
  const found = [];
  for (const m of clean.matchAll(/\]\(\s*(?:<([^>\n]*)>|((?:[^\s()]|\([^\s()]*\))+))/g)) found.push({ target: m[1] ?? m[2], line: lineAt(m.index) });
  for (const m of clean.matchAll(/^ {0,3}\[[^\]\n]+\]:[ \t]*(?:<([^>\n]*)>|(\S+))/gm)) found.push({ target: m[1] ?? m[2], line: lineAt(m.index) });
  for (const m of clean.matchAll(/<(?:a|img|source)\s[^>]*?\b(?:href|src)\s*=\s*["']([^"']*)["']/gi)) found.push({ target: m[1], line: lineAt(m.index) });
  return found;
}

/**
 * What is wrong with the links of one Markdown file (an empty list: nothing).
 * @param {object} repo what the repository holds, paths relative to its root with `/`
 * @param {string} repo.file the Markdown file's path
 * @param {string} repo.text its text
 * @param {(p: string) => 'file' | 'dir' | null} repo.kindOf whether the repository holds `p`
 * @param {(p: string) => Set<string>} repo.anchorsOf the anchors of a Markdown file it holds
 * @returns {string[]} `file:line: target: why`
 */
export function linkProblems({ file, text, kindOf, anchorsOf }) {
  const problems = [];
  for (const { target, line } of linkTargets(text)) {
    const bad = (why) => problems.push(`${file}:${line}: ${target}: ${why}`);
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) continue; // a web or mail address
    if (target.startsWith('/')) {
      bad('an absolute path; link relative to this file');
      continue;
    }
    const hash = target.indexOf('#');
    const pathPart = (hash < 0 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
    const anchor = hash < 0 ? '' : target.slice(hash + 1);
    let rel = file;
    if (pathPart) {
      let decoded;
      try {
        decoded = decodeURI(pathPart);
      } catch {
        bad('not a valid URL path');
        continue;
      }
      rel = path.posix.normalize(path.posix.join(path.posix.dirname(file), decoded)).replace(/\/$/, '');
      if (rel === '..' || rel.startsWith('../')) {
        bad('points outside the repository');
        continue;
      }
      const kind = kindOf(rel);
      if (!kind) {
        bad(`${rel} is not in the repository`);
        continue;
      }
      if (kind === 'dir') continue;
    }
    if (anchor && rel.endsWith('.md')) {
      let wanted;
      try {
        wanted = decodeURIComponent(anchor).toLowerCase();
      } catch {
        wanted = anchor.toLowerCase();
      }
      if (!anchorsOf(rel).has(wanted)) bad(`${rel} has no heading #${anchor}`);
    }
  }
  return problems;
}

/**
 * Checks every Markdown file the repository holds (tracked, or new and not ignored). A link
 * target must be such a file too, so one that exists only here (an ignored build output) fails.
 * @param {string} [root] the repository's root
 * @returns {{ files: number, problems: string[] }}
 */
export function checkMarkdownLinks(root = ROOT) {
  const ls = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  // What a clone would hold is what git lists, so the check needs a git checkout.
  if (ls.status !== 0) throw new Error(`git ls-files failed in ${root}: ${(ls.stderr || ls.error?.message || '').trim()}`);
  const held = new Set(ls.stdout.split('\0').filter((p) => p && existsSync(path.join(root, p))));
  const dirs = new Set();
  for (const p of held) for (let d = path.posix.dirname(p); d !== '.'; d = path.posix.dirname(d)) dirs.add(d);
  const texts = new Map();
  const read = (p) => texts.get(p) ?? texts.set(p, readFileSync(path.join(root, p), 'utf8')).get(p);
  const anchors = new Map();
  const anchorsOf = (p) => anchors.get(p) ?? anchors.set(p, headingAnchors(read(p))).get(p);
  const kindOf = (p) => (held.has(p) ? 'file' : dirs.has(p) || p === '' || p === '.' ? 'dir' : null);
  const files = [...held].filter((p) => p.endsWith('.md')).sort();
  const problems = files.flatMap((file) => linkProblems({ file, text: read(file), kindOf, anchorsOf }));
  return { files: files.length, problems };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { files, problems } = checkMarkdownLinks();
  for (const p of problems) console.log(`✗ ${p}`);
  console.log(`${files} Markdown files, ${problems.length} broken links`);
  process.exitCode = problems.length ? 1 : 0;
}
