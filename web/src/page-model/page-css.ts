/**
 * The part of the page stylesheet (page.css) that one published page uses, inlined into its
 * document: the page then paints without waiting for a stylesheet request, and carries a few
 * kilobytes instead of the rules of every element type. A rule is kept when one of its
 * selectors names only classes that the page's markup has (published pages gain no classes
 * once loaded: their script only sets attributes and text). Keyframes are kept when a kept rule
 * names them; other at-rules are kept as they are.
 */

type Block = { prelude: string; body: string | null };

/** The rules of `css` the markup can match, as one string (comments dropped). */
export function usedCss(css: string, markup: string): string {
  const classes = classesOf(markup);
  const kept = pruneRules(blocksOf(stripComments(css)), classes);
  const keyframes = kept.keyframes.filter((block) => {
    const name = block.prelude.replace(/^@(?:-webkit-)?keyframes\s+/i, '').trim();
    return new RegExp(`(^|[^\\w-])${escapeRegExp(name)}([^\\w-]|$)`).test(kept.css);
  });
  return kept.css + keyframes.map(print).join('');
}

/** Text safe to put inside a <style> element. */
export function styleElementText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

function classesOf(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const match of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function pruneRules(blocks: readonly Block[], classes: ReadonlySet<string>) {
  let css = '';
  const keyframes: Block[] = [];
  for (const block of blocks) {
    const { prelude, body } = block;
    if (body === null) {
      css += `${prelude};`;
    } else if (/^@(?:-webkit-)?keyframes\b/i.test(prelude)) {
      keyframes.push(block);
    } else if (/^@(?:media|container|supports|layer)\b/i.test(prelude)) {
      const inner = pruneRules(blocksOf(body), classes);
      keyframes.push(...inner.keyframes);
      if (inner.css) css += `${prelude}{${inner.css}}`;
    } else if (prelude.startsWith('@')) {
      css += print(block);
    } else {
      const selectors = splitTopLevel(prelude).filter((selector) => matchable(selector, classes));
      if (selectors.length > 0) css += `${selectors.join(',')}{${body.trim()}}`;
    }
  }
  return { css, keyframes };
}

/** Whether every class the selector needs is on the page (classes inside :not() and the like are not needed). */
function matchable(selector: string, classes: ReadonlySet<string>): boolean {
  const needed = selector
    .replace(/\[[^\]]*\]/g, '')
    .replace(/:[\w-]+\((?:[^()]|\([^()]*\))*\)/g, '')
    .matchAll(/\.(-?[_a-zA-Z][\w-]*)/g);
  for (const [, name] of needed) if (name && !classes.has(name)) return false;
  return true;
}

function print(block: Block): string {
  return block.body === null ? `${block.prelude};` : `${block.prelude}{${block.body.trim()}}`;
}

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '');
}

/** Top-level statements and blocks of a stylesheet (strings and nested braces respected). */
function blocksOf(css: string): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const char = css[i];
    if (char === '"' || char === "'") {
      i = endOfString(css, i);
    } else if (char === ';') {
      const prelude = css.slice(start, i).trim();
      if (prelude) blocks.push({ prelude, body: null });
      start = ++i;
    } else if (char === '{') {
      const end = matchingBrace(css, i);
      blocks.push({ prelude: css.slice(start, i).trim(), body: css.slice(i + 1, end) });
      start = i = end + 1;
    } else {
      i++;
    }
  }
  return blocks;
}

function endOfString(css: string, open: number): number {
  const quote = css[open];
  let i = open + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < css.length) {
    const char = css[i];
    if (char === '"' || char === "'") {
      i = endOfString(css, i);
      continue;
    }
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
    i++;
  }
  return css.length;
}

/** A selector list split at its top-level commas (not those inside :is() and the like). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
