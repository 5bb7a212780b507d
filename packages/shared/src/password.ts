// Password strength meter of the reset page (docs/product/accounts.md).

export type StrengthLabel = 'Débil' | 'Media' | 'Fuerte';

export function passwordStrength(password: string): { score: number; label: StrengthLabel } {
  let score = 0;
  if (password.length >= 6) score += 25;
  if (password.length >= 8) score += 25;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 25;
  if (/\d/.test(password)) score += 15;
  if (/[^A-Za-z0-9]/.test(password)) score += 10;
  const label: StrengthLabel = score < 40 ? 'Débil' : score < 70 ? 'Media' : 'Fuerte';
  return { score, label };
}
