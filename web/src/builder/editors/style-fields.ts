import { FONT_FAMILIES } from '../../page-model/css';
import {
  BUTTON_SIZE_OPTIONS,
  BUTTON_STYLE_OPTIONS,
  HOVER_SCALE_OPTIONS,
  HOVER_SHADOW_OPTIONS,
} from '../../page-model/elements/button';
import { IMAGE_WIDTHS } from '../../page-model/elements/image';
import { FADE_DURATIONS, FADE_TYPES, VIDEO_LENGTHS } from '../../page-model/elements/video';
import { optionsOf } from '../../page-model/options';
import type { StyleGroup, StyleKey } from '../../page-model/types';
import type { Option } from './fields';

/** Options shown as they are stored ('16px', 'auto'…). */
const plain = (values: readonly string[]): Option[] => optionsOf(values, (value) => value);

/** 000 §3/§9 option lists. */
const FONT_SIZES = plain([12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 44, 48].map((n) => `${n}px`));
const WEIGHTS: Option[] = [
  { value: 'normal', label: 'Normal' },
  { value: '500', label: 'Medium' },
  { value: '600', label: 'Semibold' },
  { value: 'bold', label: 'Bold' },
  { value: '800', label: 'Extra bold' },
];
const DECORATIONS: Option[] = [
  { value: 'none', label: 'None' },
  { value: 'underline', label: 'Underline' },
  { value: 'line-through', label: 'Strike-through' },
];
const SPACING = plain([
  '0',
  '4px',
  '8px',
  '12px',
  '16px',
  '24px',
  '32px',
  '48px',
  '8px 0',
  '16px 0',
  '24px 0',
  '48px 0',
  '12px 24px',
]);
const RADII = plain(['0', '4px', '8px', '12px', '24px', '9999px']);
const BOX_WIDTHS: Option[] = [
  { value: 'auto', label: 'Auto' },
  { value: 'full', label: 'Full width' },
  { value: 'fit', label: 'Fit content' },
  ...plain(['25%', '50%', '75%', '100%']),
];

export type StyleControl = 'select' | 'color' | 'text' | 'switch';

/** One style field: where it shows, what it is called, and how it is edited. */
export type StyleField = { group: StyleGroup; key: StyleKey; label: string } & (
  | { control: 'select'; options: readonly Option[] }
  | { control: 'color' }
  | { control: 'text'; maxLength: number }
  | { control: 'switch' }
);

export const STYLE_GROUP_TITLES: Readonly<Record<StyleGroup, string>> = {
  typography: 'Text',
  box: 'Box',
  button: 'Button',
  form: 'Form',
  video: 'Video',
  image: 'Image',
};

/**
 * Every style field of 000 §3, by group, in the order they show. A key may sit in several
 * groups (the Box and Button groups both have a background); it shows in the first group an
 * element offers that has it.
 */
export const STYLE_FIELDS: readonly StyleField[] = [
  { group: 'typography', key: 'fontFamily', label: 'Font', control: 'select', options: plain(FONT_FAMILIES) },
  { group: 'typography', key: 'fontSize', label: 'Font size', control: 'select', options: FONT_SIZES },
  { group: 'typography', key: 'fontWeight', label: 'Weight', control: 'select', options: WEIGHTS },
  {
    group: 'typography',
    key: 'fontStyle',
    label: 'Style',
    control: 'select',
    options: optionsOf(['normal', 'italic']),
  },
  {
    group: 'typography',
    key: 'textDecoration',
    label: 'Decoration',
    control: 'select',
    options: DECORATIONS,
  },
  {
    group: 'typography',
    key: 'textAlign',
    label: 'Alignment',
    control: 'select',
    options: optionsOf(['left', 'center', 'right', 'justify']),
  },
  { group: 'typography', key: 'color', label: 'Text colour', control: 'color' },

  { group: 'box', key: 'backgroundColor', label: 'Background', control: 'color' },
  { group: 'box', key: 'padding', label: 'Padding', control: 'select', options: SPACING },
  { group: 'box', key: 'margin', label: 'Margin', control: 'select', options: SPACING },
  { group: 'box', key: 'borderRadius', label: 'Corner radius', control: 'select', options: RADII },
  {
    group: 'box',
    key: 'borderWidth',
    label: 'Border width',
    control: 'select',
    options: plain(['0', '1px', '2px', '3px', '4px']),
  },
  {
    group: 'box',
    key: 'borderStyle',
    label: 'Border style',
    control: 'select',
    options: optionsOf(['solid', 'dashed', 'dotted', 'double', 'none']),
  },
  { group: 'box', key: 'borderColor', label: 'Border colour', control: 'color' },
  { group: 'box', key: 'width', label: 'Width', control: 'select', options: BOX_WIDTHS },

  { group: 'button', key: 'buttonSize', label: 'Size', control: 'select', options: BUTTON_SIZE_OPTIONS },
  { group: 'button', key: 'buttonStyle', label: 'Style', control: 'select', options: BUTTON_STYLE_OPTIONS },
  {
    group: 'button',
    key: 'hoverScale',
    label: 'Grow on hover',
    control: 'select',
    options: HOVER_SCALE_OPTIONS,
  },
  {
    group: 'button',
    key: 'hoverShadow',
    label: 'Shadow on hover',
    control: 'select',
    options: HOVER_SHADOW_OPTIONS,
  },
  { group: 'button', key: 'backgroundColor', label: 'Button colour', control: 'color' },
  { group: 'button', key: 'color', label: 'Text colour', control: 'color' },
  { group: 'button', key: 'borderRadius', label: 'Corner radius', control: 'select', options: RADII },
  { group: 'button', key: 'width', label: 'Width', control: 'select', options: BOX_WIDTHS },

  { group: 'form', key: 'formBackgroundColor', label: 'Form background', control: 'color' },
  { group: 'form', key: 'buttonText', label: 'Button text', control: 'text', maxLength: 60 },
  { group: 'form', key: 'buttonColor', label: 'Button colour', control: 'color' },
  { group: 'form', key: 'buttonTextColor', label: 'Button text colour', control: 'color' },
  { group: 'form', key: 'placeholderText', label: 'Email placeholder', control: 'text', maxLength: 80 },

  { group: 'video', key: 'videoLength', label: 'Length', control: 'select', options: plain(VIDEO_LENGTHS) },
  { group: 'video', key: 'autoplay', label: 'Autoplay (muted)', control: 'switch' },
  { group: 'video', key: 'muted', label: 'Muted', control: 'switch' },
  { group: 'video', key: 'autoloop', label: 'Loop', control: 'switch' },
  {
    group: 'video',
    key: 'fadeDuration',
    label: 'Fade duration',
    control: 'select',
    options: optionsOf(FADE_DURATIONS, (seconds) => `${seconds} s`),
  },
  { group: 'video', key: 'fadeType', label: 'Fade type', control: 'select', options: optionsOf(FADE_TYPES) },

  { group: 'image', key: 'width', label: 'Width', control: 'select', options: plain(IMAGE_WIDTHS) },
  { group: 'image', key: 'borderRadius', label: 'Corner radius', control: 'select', options: RADII },
];
