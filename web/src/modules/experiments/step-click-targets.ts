import { isRecord } from '../../page-model/is-record';

/** An element of the tested step whose click can count as a conversion. */
export type ClickTarget = { elementId: string; label: string };

/** The elements a published page tracks clicks on (their links carry data-ff-track), by name. */
const CLICKABLE: Record<string, string> = {
  button: 'Button',
  'cta-section': 'Call to action',
  'hero-section': 'Hero section',
  'pricing-table': 'Pricing table',
};

const MAX_DEPTH = 3;

function parsed(content: unknown): unknown {
  if (typeof content !== 'string' || !content.trimStart().startsWith('{')) return content;
  try {
    return JSON.parse(content) as unknown;
  } catch {
    // Plain text that happens to start with a brace: not nested content.
    return null;
  }
}

function collect(elements: unknown, depth: number, into: ClickTarget[]): void {
  if (!Array.isArray(elements) || depth > MAX_DEPTH) return;
  for (const element of elements) {
    if (!isRecord(element) || typeof element.id !== 'string' || typeof element.type !== 'string') continue;
    const content = parsed(element.content);
    const kind = CLICKABLE[element.type];
    if (kind) {
      const text =
        element.type === 'button' ? element.content : isRecord(content) ? content.buttonText : undefined;
      into.push({
        elementId: element.id,
        label: typeof text === 'string' && text.trim() ? `${kind}: ${text.trim()}` : kind,
      });
    }
    // Section columns hold elements of their own.
    if (isRecord(content) && Array.isArray(content.columns))
      for (const column of content.columns) if (isRecord(column)) collect(column.elements, depth + 1, into);
  }
}

/** The clickable elements of one step of a funnel's config, in page order. */
export function stepClickTargets(config: Record<string, unknown> | undefined, stepId: string): ClickTarget[] {
  const steps = Array.isArray(config?.steps) ? config.steps : [];
  const step = steps.find((s): s is Record<string, unknown> => isRecord(s) && s.id === stepId);
  const targets: ClickTarget[] = [];
  collect(step?.elements, 0, targets);
  return targets;
}
