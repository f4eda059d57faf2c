import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { AppDeps } from '../../shared/app-deps';
import { requireActor, type Actor } from '../../shared/auth/actor';
import { notFound } from '../../shared/errors/app-error';
import { parseInput } from '../../shared/errors/parse-input';
import { isUuid } from '../../shared/ids';
import { pageModel } from '../page-renderer/page-model';
import { TEMPLATE_CATEGORIES, Template } from './template.entity';

const listSchema = z.object({
  category: z
    .enum([...TEMPLATE_CATEGORIES, 'all'], {
      error: `Category must be one of all, ${TEMPLATE_CATEGORIES.join(', ')}`,
    })
    .optional(),
});

const templateNotFound = () => notFound('Template');

export const templatePreviewUrl = (id: string) => `/api/templates/${id}/preview.svg`;

export class TemplatesService {
  constructor(
    private readonly deps: AppDeps,
    private readonly em: EntityManager,
  ) {}

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

  async get(actor: Actor | null, id: string): Promise<Template> {
    requireActor(actor, 'read');
    if (!isUuid(id)) throw templateNotFound();
    const template = await this.em.findOne(Template, { id, isPublic: true });
    if (!template) throw templateNotFound();
    return template;
  }

  /** The template drawn from its own page, as an SVG image (no network, no stored screenshot). */
  async previewSvg(actor: Actor | null, id: string): Promise<string> {
    const template = await this.get(actor, id);
    return pageModel().renderPreviewSvg(
      template.config,
      this.deps.pageAssets.css,
      this.deps.clock.now().getTime(),
    );
  }

  /**
   * Writes the templates shipped with the app (web/src/page-model/templates). Ids are fixed, so
   * running it on every boot keeps them current without duplicating them.
   */
  async seed(): Promise<number> {
    const seeds = pageModel().TEMPLATES;
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
