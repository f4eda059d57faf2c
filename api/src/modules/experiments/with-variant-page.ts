import type { PageConfigData } from '../page-renderer';
import type { VariantContent } from './experiment-data';

type Step = PageConfigData['steps'][number];

/** The funnel's config with one step's page replaced by a variant's (its background kept when the variant has none). */
export function withVariantPage(
  config: PageConfigData,
  stepId: string,
  content: Partial<VariantContent>,
): PageConfigData {
  return {
    ...config,
    steps: config.steps.map((s) =>
      s.id === stepId
        ? {
            ...s,
            elements: content.elements as Step['elements'],
            pageBackground: (content.pageBackground ?? s.pageBackground) as Step['pageBackground'],
          }
        : s,
    ),
  };
}
