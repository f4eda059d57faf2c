import { createHash } from 'node:crypto';

/**
 * A number from 0 to 1 for one choice, fixed by the seed (the inputs) and the slot (which
 * choice): the same input always gives the same copy, different inputs differ.
 */
export function draw(seed: string, slot: string): number {
  return createHash('sha256').update(`${seed}\u0000${slot}`).digest().readUInt32BE(0) / 0x1_0000_0000;
}

export function choose<T>(seed: string, slot: string, list: readonly T[]): T {
  if (list.length === 0) throw new Error(`nothing to choose for ${slot}`);
  return list[Math.floor(draw(seed, slot) * list.length)]!;
}

/** `count` different items of `list`, in a seeded order. */
export function chooseSome<T>(seed: string, slot: string, list: readonly T[], count: number): T[] {
  return list
    .map((item, i) => ({ item, key: draw(seed, `${slot}:${i}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ item }) => item);
}

/** What fills a template: fixed words, and lists each template slot draws one phrase from. */
export type FillContext = {
  seed: string;
  words: Record<string, string>;
  lists: Record<string, readonly string[]>;
};

const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/**
 * Fills `{name}` placeholders: a word from `words`, or a phrase drawn (by slot) from `lists`.
 * `{Name}` is the same with a capital first letter. A name neither knows is a bug in the
 * library, so it throws rather than show a brace to anyone.
 */
export function fill(template: string, context: FillContext, slot: string): string {
  const filled = template.replace(PLACEHOLDER, (_match, name: string) => {
    const key = name.charAt(0).toLowerCase() + name.slice(1);
    const capital = name !== key;
    const list = context.lists[key];
    const value = context.words[key] ?? (list ? choose(context.seed, `${slot}:${key}`, list) : undefined);
    if (value === undefined) throw new Error(`unknown placeholder {${name}} in copy template`);
    return capital ? capitalise(value) : value;
  });
  return tidy(filled);
}

/** Sentences start with a capital; a capital after ': ' or '? ' stays as written. */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Collapses doubled spaces and a space before punctuation that an empty slot may leave. */
const tidy = (s: string) => s.replace(/[ \t]{2,}/g, ' ').replace(/ ([.,:;!?])/g, '$1');

/**
 * A product as it reads inside a sentence: a name ('FitCore', 'Bali Yoga Retreat') as given, a
 * thing ('12-week strength plan') with 'the', one that has its own article kept.
 */
export function withArticle(product: string): string {
  if (/^(the|a|an|my|our|your|this|these|their)\s/i.test(product)) return lowerFirst(product);
  if (looksLikeName(product)) return product;
  return `the ${lowerFirst(product)}`;
}

/** An audience as it reads inside a sentence ('Busy parents' → 'busy parents'; names kept). */
export function audienceText(audience: string): string {
  return looksLikeName(audience) && audience.split(/\s+/).length > 1 ? audience : lowerFirst(audience);
}

/** Capitalised words after the first, or a capital inside a word: a name, not a sentence start. */
function looksLikeName(phrase: string): boolean {
  const words = phrase.split(/\s+/);
  if (/[a-z][A-Z]/.test(phrase)) return true;
  if (words.length === 1) return /^[A-Z]/.test(phrase);
  return /^[A-Z]/.test(words[0]!) && words.slice(1).some((w) => /^[A-Z]/.test(w));
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
