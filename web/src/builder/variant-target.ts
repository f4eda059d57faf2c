/** The A/B test variant the builder edits instead of the funnel (/builder/{id}?experiment=…&variant=B). */
export type VariantTarget = { experimentId: string; key: string };

export function variantTargetOf(params: URLSearchParams): VariantTarget | null {
  const experimentId = params.get('experiment');
  const key = params.get('variant');
  return experimentId && key ? { experimentId, key } : null;
}
