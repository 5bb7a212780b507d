import { useEffect, useState } from 'react';
import type { PublicConfig } from '@partidos/shared';
import { getPublicConfig } from './auth-calls';

// /login reads the public configuration (is Google sign-in on?) without the query client, which loads with the rest
// of the app (docs/decisions/0044). Asked once per page load, as the query did (staleTime Infinity).
let answer: Promise<PublicConfig> | null = null;

export function usePublicConfig(): { data: PublicConfig | undefined } {
  const [data, setData] = useState<PublicConfig>();
  useEffect(() => {
    let live = true;
    answer ??= getPublicConfig().catch((e: unknown) => {
      answer = null; // asked again on the next visit of the page
      throw e;
    });
    answer.then((c) => live && setData(c)).catch(() => undefined);
    return () => { live = false; };
  }, []);
  return { data };
}
