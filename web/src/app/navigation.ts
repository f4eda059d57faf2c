import {
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BuildOutlined,
  CrownOutlined,
  DashboardOutlined,
  DeleteOutlined,
  ExperimentOutlined,
  FunnelPlotOutlined,
  MailOutlined,
  PictureOutlined,
  RobotOutlined,
  SettingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UsergroupAddOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

export type NavEntry = { key: string; label: string; path: string; icon: ComponentType };

/**
 * 000 §2.3: the sixteen sidebar entries, in order, with A/B Tests (issue 21) after Analytics and
 * the Suppression List (issue 24) after Email Settings.
 */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/', icon: DashboardOutlined },
  { key: 'ai-generator', label: 'AI Generator', path: '/ai-generator', icon: RobotOutlined },
  { key: 'funnels', label: 'My Funnels', path: '/funnels', icon: FunnelPlotOutlined },
  { key: 'templates', label: 'Templates', path: '/templates', icon: AppstoreOutlined },
  { key: 'leads', label: 'Leads & Contacts', path: '/leads', icon: TeamOutlined },
  { key: 'campaigns', label: 'Email Campaigns', path: '/campaigns', icon: MailOutlined },
  { key: 'autoresponders', label: 'Autoresponders', path: '/autoresponders', icon: SendOutlined },
  { key: 'email-settings', label: 'Email Settings', path: '/email-settings', icon: SettingOutlined },
  { key: 'suppressions', label: 'Suppression List', path: '/suppressions', icon: StopOutlined },
  { key: 'media-library', label: 'Media Library', path: '/media-library', icon: PictureOutlined },
  { key: 'analytics', label: 'Analytics', path: '/analytics', icon: BarChartOutlined },
  { key: 'experiments', label: 'A/B Tests', path: '/experiments', icon: ExperimentOutlined },
  { key: 'builder', label: 'Funnel Builder', path: '/builder', icon: BuildOutlined },
  { key: 'affiliates', label: 'Affiliate Program', path: '/affiliates', icon: UsergroupAddOutlined },
  { key: 'subscription', label: 'Subscription', path: '/subscription', icon: CrownOutlined },
  { key: 'account', label: 'Account Settings', path: '/account', icon: ThunderboltOutlined },
  { key: 'api-keys', label: 'API Keys', path: '/api-keys', icon: ApiOutlined },
  { key: 'recycle-bin', label: 'Recycle Bin', path: '/recycle-bin', icon: DeleteOutlined },
];

export type PageHeading = { title: string; subtitle?: string };

/** Top-bar headings. The seven the spec names keep its words; the rest use their sidebar label. */
export const PAGE_HEADINGS: Record<string, PageHeading> = {
  dashboard: { title: 'Dashboard', subtitle: "Welcome back! Here's what's happening with your funnels." },
  funnels: { title: 'My Funnels', subtitle: 'Manage and optimize your marketing funnels' },
  templates: { title: 'Funnel Templates', subtitle: 'Choose from proven templates to get started quickly' },
  leads: { title: 'Leads & Contacts', subtitle: 'Manage your leads and customer relationships' },
  campaigns: { title: 'Email Campaigns', subtitle: 'Create and manage your email marketing campaigns' },
  analytics: { title: 'Advanced Analytics', subtitle: 'Views, conversions and sessions across your funnels' },
  experiments: { title: 'A/B Tests', subtitle: "Test versions of a funnel's page against each other" },
  builder: { title: 'Funnel Builder', subtitle: 'Drag elements onto the canvas to build your page' },
  'ai-generator': { title: 'AI Generator' },
  autoresponders: { title: 'Autoresponders' },
  'email-settings': { title: 'Email Settings' },
  suppressions: { title: 'Suppression List', subtitle: 'Addresses your campaigns and sequences never email' },
  'media-library': { title: 'Media Library' },
  affiliates: { title: 'Affiliate Program' },
  subscription: { title: 'Subscription' },
  account: { title: 'Account Settings' },
  'api-keys': { title: 'API Keys' },
  'recycle-bin': { title: 'Recycle Bin' },
  profile: { title: 'Profile' },
  'affiliate-stats': { title: 'Affiliate Statistics' },
  checkout: { title: 'Checkout' },
  'payment-success': { title: 'Payment' },
  'not-found': { title: 'Page not found' },
};
