import type { ReactNode } from 'react';

/**
 * One item of a list (a plan, a testimonial…) as a named group, so repeated labels such as
 * "Name" are announced with the item they belong to.
 */
export function ItemGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="ff-list-field__body">
      {children}
    </div>
  );
}
