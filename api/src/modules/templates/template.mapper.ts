import { clientConfig } from '../page-renderer';
import type { Template } from './template.entity';

/** 000 §3: a template in the list, as the server returns it (snake_case fields). */
export function toTemplateJson(template: Template) {
  return {
    id: template.id,
    name: template.name,
    description: template.description ?? null,
    category: template.category,
    avg_conversion_rate: template.avgConversionRate,
    preview_image: template.previewImage ?? null,
  };
}

/** 000 §3: a template fetched by id also carries its config. */
export function toTemplateDetailJson(template: Template) {
  return { ...toTemplateJson(template), config: clientConfig(template.config) };
}
