/** 000 §2.3: the part of the email before the @, split on dots, each part capitalised; 'User' when unknown. */
export function displayNameFromEmail(email: string | null | undefined): string {
  const parts = localParts(email);
  if (parts.length === 0) return 'User';
  return parts.map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join(' ');
}

/** Initials from the same parts (at most two letters); 'U' when unknown. */
export function initialsFromEmail(email: string | null | undefined): string {
  const parts = localParts(email);
  if (parts.length === 0) return 'U';
  return parts
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** 'free' → 'Free Plan'. */
export function planLabel(membershipLevel: string | null | undefined): string {
  const level = membershipLevel?.trim();
  if (!level) return 'Free Plan';
  return `${level.charAt(0).toUpperCase()}${level.slice(1)} Plan`;
}

function localParts(email: string | null | undefined): string[] {
  const local = email?.split('@')[0]?.trim() ?? '';
  return local.split('.').filter((part) => part.length > 0);
}
