import type { ReactNode } from 'react';

// Its own module, without antd: the route guards show it.

/** An h1 that takes its looks from where it sits: the title of a Result that is the whole page (403, a pending request). */
export function InlineH1({ children }: { children: ReactNode }) {
  return <h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>{children}</h1>;
}
