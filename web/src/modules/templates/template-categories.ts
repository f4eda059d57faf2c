/** 000 §2.6: the category select, with the labels of the spec. */
export const TEMPLATE_CATEGORIES = [
  { value: 'all', label: 'All Categories' },
  { value: 'sales', label: 'Sales Pages' },
  { value: 'landing', label: 'Landing Pages' },
  { value: 'thankyou', label: 'Thank You Pages' },
  { value: 'splash', label: 'Splash Pages' },
  { value: 'events', label: 'Events' },
  { value: 'education', label: 'Education' },
] as const;

export function categoryLabel(value: string): string {
  return (
    TEMPLATE_CATEGORIES.find((c) => c.value === value)?.label ??
    value.charAt(0).toUpperCase() + value.slice(1)
  );
}
