import {
  AlertOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BorderHorizontalOutlined,
  ClockCircleOutlined,
  ColumnHeightOutlined,
  DollarOutlined,
  FileTextOutlined,
  FireOutlined,
  FontSizeOutlined,
  FormOutlined,
  LikeOutlined,
  MailOutlined,
  NotificationOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  RiseOutlined,
  SelectOutlined,
  StarOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { PALETTE_TYPES, definitionOf } from '../page-model/registry';

const ICONS: Record<string, ComponentType> = {
  headline: FontSizeOutlined,
  text: FileTextOutlined,
  button: SelectOutlined,
  image: PictureOutlined,
  video: PlayCircleOutlined,
  form: FormOutlined,
  'pricing-table': DollarOutlined,
  countdown: ClockCircleOutlined,
  'progress-bar': RiseOutlined,
  'testimonial-slider': StarOutlined,
  'alert-banner': AlertOutlined,
  'scarcity-indicator': FireOutlined,
  'hero-section': ThunderboltOutlined,
  'feature-list': UnorderedListOutlined,
  'stats-section': BarChartOutlined,
  'cta-section': NotificationOutlined,
  spacer: ColumnHeightOutlined,
  'social-proof': LikeOutlined,
  'faq-section': QuestionCircleOutlined,
  'contact-form': MailOutlined,
  divider: BorderHorizontalOutlined,
  'section-2col': AppstoreOutlined,
  'section-3col': AppstoreOutlined,
};

export type PaletteItem = { type: string; label: string; icon: ComponentType };

/** The elements offered to add, in the catalogue's order (sections are rendered but not offered). */
export const PALETTE: readonly PaletteItem[] = PALETTE_TYPES.map((type) => ({
  type,
  label: definitionOf(type)?.label ?? type,
  icon: ICONS[type] ?? TeamOutlined,
}));

export function elementLabel(type: string): string {
  return definitionOf(type)?.label ?? type;
}

export function elementIcon(type: string): ComponentType {
  return ICONS[type] ?? TeamOutlined;
}
