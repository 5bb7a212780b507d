// The auth forms' zod schemas (packages/shared) load the first time a field is checked, not with /login: zod is
// ~30 KiB gzipped and the page draws before anyone has typed (docs/decisions/0044). zodRule (lib/form-rules.ts) takes these.
export const loadCorreoSchema = () => import('./auth-schemas').then((m) => m.correoSchema);
export const loadPasswordSchema = () => import('./auth-schemas').then((m) => m.passwordSchema);
