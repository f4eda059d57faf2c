import { affiliateCodeFor, mailboxOf } from '../src/modules/affiliates/affiliate-code';

describe('affiliateCodeFor', () => {
  it('is the first word of the name, a dash and five unambiguous characters', () => {
    expect(affiliateCodeFor({ firstName: 'José Maria', email: 'x@example.com' })).toMatch(
      /^JOSE-[A-HJ-NP-Z2-9]{5}$/,
    );
    expect(affiliateCodeFor({ email: 'jane.doe42@example.com' })).toMatch(/^JANE-[A-HJ-NP-Z2-9]{5}$/);
    expect(affiliateCodeFor({ firstName: 'Bartholomew', email: 'b@example.com' })).toMatch(/^BARTHOLO-/);
  });

  it('falls back to FF when the name has no word of two letters', () => {
    expect(affiliateCodeFor({ email: '42@example.com' })).toMatch(/^FF-[A-HJ-NP-Z2-9]{5}$/);
    expect(affiliateCodeFor({ firstName: '李', email: 'q@example.com' })).toMatch(/^FF-/);
  });

  it('differs between calls', () => {
    const codes = new Set(Array.from({ length: 50 }, () => affiliateCodeFor({ email: 'ann@example.com' })));
    expect(codes.size).toBeGreaterThan(45);
  });
});

describe('mailboxOf', () => {
  it('ignores case and +tags, and Gmail dots', () => {
    expect(mailboxOf('Jane+promo@Example.com')).toBe('jane@example.com');
    expect(mailboxOf('j.a.n.e+x@googlemail.com')).toBe('jane@gmail.com');
    expect(mailboxOf('j.ane@example.com')).toBe('j.ane@example.com');
  });
});
