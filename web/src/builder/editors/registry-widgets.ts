import type { ElementEditor } from './types';

/** Editors of media and page widgets (image, video, progress, alert, scarcity, spacer, divider). */
export const MEDIA_AND_WIDGET_EDITORS: Readonly<Record<string, ElementEditor<unknown>>> = {};
