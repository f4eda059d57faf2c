import type { ElementStyles } from './types';

/** 000 §9: every element starts from these styles. */
export const BASE_STYLES: ElementStyles = {
  fontSize: '16px',
  fontFamily: 'Inter',
  padding: '8px',
  margin: '8px 0',
};

export const DEFAULT_PAGE_BACKGROUND = { color: '#ffffff', gradient: '', useGradient: false } as const;
