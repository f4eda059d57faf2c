/** A term for LIKE/ILIKE with its wildcards (%, _) and the escape character taken literally. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
