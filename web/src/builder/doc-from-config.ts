import { CURRENT_CONFIG_VERSION, readConfig } from '../page-model/config';
import type { PageConfig } from '../page-model/types';
import type { BuilderDoc } from './builder-store';

/** A stored or template config, read into the builder's doc (older and AI shapes are migrated). */
export function docFromConfig(config: unknown, name: string, templateType: string): BuilderDoc {
  return { name, templateType, steps: readConfig(config).steps };
}

/** The saved format: what the builder writes back. */
export function configFromDoc(doc: BuilderDoc): PageConfig {
  return { version: CURRENT_CONFIG_VERSION, steps: [...doc.steps] };
}
