import { z } from 'zod';
import { cloneJson } from './clone-json';
import type { ContentField, FieldSpec, TextContentField } from './fields';
import type { ElementDefinition } from './types';

/**
 * Field builders for element content schemas. Each field falls back to its own default when
 * the stored value is missing or of the wrong kind, so one bad field never loses the rest.
 */
export const field = {
  text: (fallback: string, max = 2000) =>
    z
      .string()
      .transform((v) => v.slice(0, max))
      .catch(fallback),
  bool: (fallback: boolean) =>
    z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .transform((v) => v === true || v === 'true')
      .catch(fallback),
  /** A number, or a numeric string (000 §5: progress values fall back when not numeric). */
  number: (fallback: number, min = -1e12, max = 1e12) =>
    z
      .union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/)])
      .transform((v) => Math.min(max, Math.max(min, Number(v))))
      .catch(fallback),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    z.enum(values).catch(fallback),
  /**
   * A list whose valid items are kept (invalid ones dropped), capped at `max`; a missing or
   * non-list value gives the fallback. (Built on z.array so a missing key is caught here rather
   * than failing the whole object, as z.unknown() keys do in zod 4.)
   */
  list: <S extends z.ZodType>(item: S, fallback: Array<z.output<S>>, max = 50) =>
    z
      .array(z.unknown())
      .transform((values): Array<z.output<S>> =>
        values
          .map((entry) => item.safeParse(entry))
          .filter((result) => result.success)
          .map((result) => result.data as z.output<S>)
          .slice(0, max),
      )
      .catch(() => cloneJson(fallback)),
};

/** What every definition spells out itself; a type without content rules accepts any content. */
type Derived = 'contentKind' | 'parse' | 'serialize' | 'fields' | 'validate';

type TextElementSpec = Omit<ElementDefinition<string>, Derived> & {
  maxLength?: number;
  /** How the builder edits the text (the content itself). */
  field: TextContentField;
  validate?(content: string): string | null;
};

const noProblem = (): null => null;

/** An element whose content is plain text (headline, text, button, image URL…). */
export function defineTextElement(spec: TextElementSpec): ElementDefinition<string> {
  const { field, maxLength, validate, ...rest } = spec;
  const max = maxLength ?? 10_000;
  return {
    ...rest,
    contentKind: 'text',
    parse: (content) => (typeof content === 'string' ? content.slice(0, max) : spec.defaultContent),
    serialize: (content) => content,
    fields: [field],
    validate: validate ?? noProblem,
  };
}

type JsonElementSpec<S extends z.ZodType> = Omit<
  ElementDefinition<z.output<S>>,
  Derived | 'defaultContent'
> & {
  schema: S;
  defaultContent: z.output<S>;
  /**
   * The content's fields, checked against the schema's type where they are written (the
   * intersection hands them on in the form every type shares, without a cast).
   */
  fields: readonly ContentField<z.output<S>>[] & readonly FieldSpec[];
  validate?(content: z.output<S>): string | null;
};

/** An element whose content is a JSON document; invalid JSON falls back to the defaults. */
export function defineJsonElement<S extends z.ZodType>(
  spec: JsonElementSpec<S>,
): ElementDefinition<z.output<S>> {
  const { schema, fields, validate, ...rest } = spec;
  const fallback = () => cloneJson(spec.defaultContent);
  return {
    ...rest,
    contentKind: 'json',
    parse: (content) => {
      if (typeof content !== 'string' || content.trim() === '') return fallback();
      let value: unknown;
      try {
        value = JSON.parse(content);
      } catch {
        return fallback();
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return fallback();
      const parsed = schema.safeParse(value);
      return parsed.success ? (parsed.data as z.output<S>) : fallback();
    },
    serialize: (content) => JSON.stringify(content),
    fields,
    validate: validate ?? noProblem,
  };
}
