import { z } from 'zod';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { findOwned } from '../../shared/db/find-owned';
import { parseInput } from '../../shared/errors/parse-input';
import { Service } from '../../shared/service';
import { TEMPLATE_CATEGORIES, Template } from './template.entity';
import { templateNotFound } from './templates.errors';

const listSchema = z.object({
  category: z
    .enum([...TEMPLATE_CATEGORIES, 'all'], {
      error: `Category must be one of all, ${TEMPLATE_CATEGORIES.join(', ')}`,
    })
    .optional(),
});

export const templatePreviewUrl = (id: string) => `/api/templates/${id}/preview.svg`;

/** Page templates (000 §2.6): the shipped ones, kept current on boot, listed and previewed. */
export class TemplatesService extends Service {
  /** Public templates, optionally of one category (000 §2.6, with the category select wired). */
  list(actor: Actor | null, input: unknown = {}): Promise<Template[]> {
    requireActor(actor, 'read');
    const { category } = parseInput(listSchema, input ?? {});
    return this.em.find(
      Template,
      { isPublic: true, ...(category && category !== 'all' ? { category } : {}) },
      { orderBy: { category: 'asc', name: 'asc' } },
    );
  }

  get(actor: Actor | null, id: string): Promise<Template> {
    requireActor(actor, 'read');
    // Public templates belong to everyone.
    return findOwned(this.em, Template, id, { isPublic: true }, templateNotFound);
  }

  /** The template drawn from its own page, as an SVG image (no network, no stored screenshot). */
  async previewSvg(actor: Actor | null, id: string): Promise<string> {
    const template = await this.get(actor, id);
    return this.services.pageRenderer.previewSvg(template.config);
  }

  /**
   * Writes the templates shipped with the app (web/src/page-model/templates). Ids are fixed, so
   * running it on every boot keeps them current without duplicating them.
   */
  async seed(): Promise<number> {
    const seeds = this.services.pageRenderer.templates();
    if (seeds.length === 0) return 0;
    const existing = new Map(
      (await this.em.find(Template, { id: { $in: seeds.map((s) => s.id) } })).map((t) => [t.id, t]),
    );
    for (const seed of seeds) {
      const template =
        existing.get(seed.id) ??
        this.em.create(Template, { id: seed.id, name: seed.name, category: seed.category });
      template.name = seed.name;
      template.description = seed.description;
      template.category = seed.category;
      template.avgConversionRate = seed.avgConversionRate;
      template.config = seed.config as unknown as Record<string, unknown>;
      template.previewImage = templatePreviewUrl(seed.id);
      template.isPublic = true;
      this.em.persist(template);
    }
    await this.em.flush();
    return seeds.length;
  }
}
