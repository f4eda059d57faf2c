import { isRecord } from './is-record';

/**
 * The editable content fields of an element type, declared as data next to its schema. The
 * builder's inspector draws them (one editor per kind); nothing here knows about the UI.
 *
 * Definitions are written against their content type (`ContentField<C>`: a key of C, a kind
 * that fits its value, conditions on sibling keys), and stored in the erased form `FieldSpec`
 * the builder reads for every type alike.
 */

type Scalar = string | number | boolean;

export type SelectOption<V> = { value: V; label: string };

/** The AI text types a page's text field can be written as (the api's generateContent types). */
export type AiTextType = 'headline' | 'subheadline' | 'body' | 'cta';
/** The AI text types written as a list of title/text pairs. */
export type AiListType = 'benefits' | 'faq';

/** Kinds and their settings, apart from the label, hint and conditions every field has. */
export type TextKind = {
  kind: 'text';
  placeholder?: string;
  maxLength?: number;
  /** Offers 'AI write' beside the field, asking for this type of text. */
  aiWrite?: AiTextType;
};
export type TextareaKind = { kind: 'textarea'; rows?: number; maxLength?: number; aiWrite?: AiTextType };
/** A button link: an http(s) URL or a page path (checked while typing, shown once the field is left). */
export type LinkKind = { kind: 'link' };
/** A colour as text beside a picker; `clearable: false` for colours that must stay set. */
export type ColorKind = { kind: 'color'; clearable?: boolean };
/** An image address typed as text (backgrounds, logos, photos). */
export type MediaKind = { kind: 'media'; placeholder?: string; maxLength?: number };
/** A date and time stored as ISO text; empty is allowed. */
export type DateTimeKind = { kind: 'datetime' };
export type NumberKind = { kind: 'number'; min?: number; max?: number; step?: number };
export type SwitchKind = { kind: 'switch' };
export type SelectKind<V> = { kind: 'select'; options: readonly SelectOption<V>[] };
/** A list of short texts, one per line. */
export type LinesKind = { kind: 'lines'; rows?: number; maxItems?: number; maxLength?: number };
/**
 * The image element's URL, with upload and the media library. Special: an upload runs while
 * the dialog is open and the content says 'Uploading image...' meanwhile (000 §3).
 */
export type ImageUploadKind = { kind: 'image-upload'; placeholder: string; maxLength: number };
/**
 * The video element's URL, with the media library. Special: the hint follows the kind of
 * source the typed URL turns out to be (file, YouTube, Vimeo, nothing playable).
 */
export type VideoSourceKind = {
  kind: 'video-source';
  placeholder: string;
  maxLength: number;
  hints: Readonly<Record<'none' | 'file' | 'youtube' | 'vimeo' | 'unsupported', string>>;
};
/**
 * The contact form's fields. Special: the first email field is always stored as 'email' and
 * is always required, so each item's hint and Required switch depend on its place among the
 * others, and a new field gets a name no other field has.
 */
export type ContactFieldsKind = { kind: 'contact-fields'; min: number; max: number };

/** Keys of C whose values are of type V. */
type KeysOf<C, V> = { [K in keyof C]-?: C[K] extends V ? K : never }[keyof C] & string;

/** A condition: each named field holds one of the listed values. */
export type When<C> = { readonly [K in KeysOf<C, Scalar>]?: readonly C[K][] };

type Wording<C> = { when: When<C>; label?: string; hint?: string };

type FieldBase<C> = {
  label: string;
  hint?: string;
  /** Shown only while this holds (hidden fields keep their values). */
  visibleWhen?: When<C>;
  /** Another label or hint while a condition holds; the first that matches wins. */
  wordings?: readonly Wording<C>[];
};

/** A list of items with fields of their own (plans, questions…), each shown as 'Plan 1', 'Plan 2'… */
export type ListKind<I> = {
  kind: 'list';
  /** Names an item: its group is '{itemName} {n}', and so is its title when `titleFrom` is blank. */
  itemName: string;
  /** The item's title in the list (move/remove buttons, messages): the first of these that is not blank. */
  titleFrom: readonly KeysOf<I, string>[];
  fields: readonly ContentField<I>[];
  /** What Add appends (copied each time). */
  newItem: I;
  min?: number;
  max?: number;
  /**
   * Offers 'AI write' for the whole list: each written pair becomes a new item with its title
   * and text under these keys (the rest from `newItem`).
   */
  aiWrite?: { type: AiListType; title: KeysOf<I, string>; text: KeysOf<I, string> };
};

/** The kinds a value of type V may be edited with. (Tuples keep unions such as 'a' | 'b' whole.) */
type KindsFor<V> = [V] extends [boolean]
  ? SwitchKind
  : [V] extends [number]
    ? NumberKind | SelectKind<V>
    : [V] extends [string]
      ? TextKind | TextareaKind | LinkKind | ColorKind | MediaKind | DateTimeKind | SelectKind<V>
      : [V] extends [readonly string[]]
        ? LinesKind
        : [V] extends [readonly (infer I)[]]
          ? ListKind<I> | ContactFieldsKind
          : never;

/** One field of JSON content C, checked against C where the definition is written. */
export type ContentField<C> = {
  [K in keyof C & string]: { key: K } & FieldBase<C> & KindsFor<C[K]>;
}[keyof C & string];

/** The one field of a text element: the content itself. */
export type TextContentField = FieldBase<Record<never, never>> &
  (TextKind | TextareaKind | ImageUploadKind | VideoSourceKind);

type ErasedWhen = { readonly [key: string]: readonly Scalar[] | undefined };

type ErasedList = Omit<ListKind<unknown>, 'titleFrom' | 'fields' | 'aiWrite'> & {
  titleFrom: readonly string[];
  fields: readonly FieldSpec[];
  aiWrite?: { type: AiListType; title: string; text: string };
};

/**
 * A field as the builder reads it, for any element type. Without a key it is the whole
 * content (text elements); with one, that key of the JSON content.
 */
export type FieldSpec = {
  key?: string;
  label: string;
  hint?: string;
  visibleWhen?: ErasedWhen;
  wordings?: readonly { when: ErasedWhen; label?: string; hint?: string }[];
} & (
  | TextKind
  | TextareaKind
  | LinkKind
  | ColorKind
  | MediaKind
  | DateTimeKind
  | NumberKind
  | SwitchKind
  | SelectKind<string | number>
  | LinesKind
  | ErasedList
  | ImageUploadKind
  | VideoSourceKind
  | ContactFieldsKind
);

export type FieldKind = FieldSpec['kind'];
export type ListFieldSpec = Extract<FieldSpec, { kind: 'list' }>;

function holds(when: ErasedWhen, content: unknown): boolean {
  if (!isRecord(content)) return false;
  return Object.entries(when).every(
    ([key, values]) => values === undefined || values.some((value) => value === content[key]),
  );
}

/** Whether a field shows for this content (its `visibleWhen`). */
export function fieldVisible(field: FieldSpec, content: unknown): boolean {
  return field.visibleWhen === undefined || holds(field.visibleWhen, content);
}

/** The label and hint a field shows for this content (its first matching wording, else its own). */
export function fieldWording(field: FieldSpec, content: unknown): { label: string; hint?: string } {
  const wording = field.wordings?.find((w) => holds(w.when, content));
  return { label: wording?.label ?? field.label, hint: wording?.hint ?? field.hint };
}

/** An item's title in its list: the first non-blank `titleFrom` value, else '{itemName} {n}'. */
export function itemTitle(
  list: { itemName: string; titleFrom: readonly string[] },
  item: unknown,
  index: number,
): string {
  for (const key of list.titleFrom) {
    const value = isRecord(item) ? item[key] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return `${list.itemName} ${index + 1}`;
}
