import { SIGNED_IN, auditScreens, expectNoViolations, useAuditFixture } from './support/accessibility';

/** The accessibility audit (support/accessibility.ts) of the signed-in screens at desktop width. */
describe('accessibility (axe-core) on every screen', () => {
  const fixture = useAuditFixture('desktop');

  it.each([1440])(
    'finds no serious or critical violation on the signed-in screens at %i px',
    async (width) => {
      const { owner, seeded, findings } = fixture;
      expectNoViolations(await auditScreens(owner, SIGNED_IN, seeded, findings, width));
    },
    600_000,
  );
});
