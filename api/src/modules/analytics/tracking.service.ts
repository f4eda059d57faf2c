import type { Actor } from '../../shared/auth/actor';
import { findNul } from '../../shared/errors/parse-input';
import { isUuid } from '../../shared/ids';
import { Service } from '../../shared/service';
import { Funnel } from '../funnels';
import { ClickTracking } from './click-tracking.entity';
import { clickSchema } from './tracking.schemas';
import type { VisitMeta } from './visit-recorder';
import { describeVisitor } from './visitor';

/**
 * Views and clicks on funnel pages. Visitors send what they like here: anything malformed,
 * for a page that is not live, or over the per-address limit is dropped without a word, and
 * nothing they send can fail the page.
 */
export class TrackingService extends Service {
  /** POST /api/funnels/{id}/view from the preview: counts only published funnels, never the owner's own look. */
  async recordPreviewView(actor: Actor | null, funnelId: string, meta: VisitMeta): Promise<void> {
    if (!isUuid(funnelId)) return;
    if (!(await this.deps.limits.trackingEventsPerIp.allow(meta.ip))) return;
    const funnel = await this.em.findOne(Funnel, { id: funnelId }, { fields: ['id', 'status', 'user'] });
    if (!funnel || funnel.status !== 'published' || funnel.user.id === actor?.userId) return;
    this.services.visits.recordVisit(funnelId, meta);
  }

  /** POST /api/track/click: one row per click on a live page's button or link. */
  async recordClick(input: unknown, meta: VisitMeta): Promise<boolean> {
    const parsed = clickSchema.safeParse(input);
    // Text holding NUL cannot be stored: dropped like anything else malformed.
    if (!parsed.success || !isUuid(parsed.data.funnelId) || findNul(parsed.data) !== null) return false;
    if (!(await this.deps.limits.trackingEventsPerIp.allow(meta.ip))) return false;
    const live = await this.em.count(Funnel, { id: parsed.data.funnelId, status: 'published' });
    if (live === 0) return false;
    const visitor = describeVisitor(
      { ip: meta.ip, userAgent: meta.userAgent },
      this.deps.secret,
      this.deps.clock.now(),
    );
    const click = this.em.create(ClickTracking, {
      funnel: this.em.getReference(Funnel, parsed.data.funnelId),
      elementId: parsed.data.elementId,
      elementType: parsed.data.elementType,
      action: parsed.data.action,
      targetUrl: parsed.data.targetUrl,
      ipAddress: visitor.ipAddress,
      userAgent: visitor.userAgent,
      clickedAt: this.deps.clock.now(),
    });
    await this.em.persistAndFlush(click);
    if (parsed.data.elementId)
      this.services.visits.recordClick(parsed.data.funnelId, meta, parsed.data.elementId);
    return true;
  }
}
