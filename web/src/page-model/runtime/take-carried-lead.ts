/** The fragment that carries a visitor's lead to the funnel's next step (never sent to a server). */
const LEAD_FRAGMENT = /(?:^#|&)ff-lead=([\w-]+\.[\w-]+)/;

/**
 * Takes the lead token an earlier step's form made from the address (and out of it, so it is
 * not bookmarked or shared): on every page, whether or not it has a form.
 */
export function takeCarriedLead(): string | undefined {
  const match = LEAD_FRAGMENT.exec(location.hash);
  if (!match) return undefined;
  // What else the fragment held stays.
  const rest = location.hash.replace(LEAD_FRAGMENT, '').replace(/^#?&?/, '');
  history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
  return match[1];
}

declare global {
  interface Window {
    /**
     * On published pages, the lead the core script took out of the address, for the forms
     * script (run after it, on pages with a lead form).
     */
    ffLeadToken?: string;
  }
}
