const ENTITIES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/** Text made safe as HTML element text and inside a quoted attribute. */
export const escapeHtml = (s: string) => s.replace(/[&"'<>]/g, (c) => ENTITIES[c]!);
