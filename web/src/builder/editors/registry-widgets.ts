import { alertBannerEditor } from './elements/alert-banner';
import { dividerEditor } from './elements/divider';
import { imageEditor } from './elements/image';
import { progressBarEditor } from './elements/progress-bar';
import { scarcityIndicatorEditor } from './elements/scarcity-indicator';
import { spacerEditor } from './elements/spacer';
import { videoEditor } from './elements/video';
import type { ElementEditor } from './types';

/** Editors of media and page widgets (image, video, progress, alert, scarcity, spacer, divider). */
export const MEDIA_AND_WIDGET_EDITORS: Readonly<Record<string, ElementEditor<unknown>>> = {
  image: imageEditor as ElementEditor<unknown>,
  video: videoEditor as ElementEditor<unknown>,
  'progress-bar': progressBarEditor as ElementEditor<unknown>,
  'alert-banner': alertBannerEditor as ElementEditor<unknown>,
  'scarcity-indicator': scarcityIndicatorEditor as ElementEditor<unknown>,
  spacer: spacerEditor as ElementEditor<unknown>,
  divider: dividerEditor as ElementEditor<unknown>,
};
