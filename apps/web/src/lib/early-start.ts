import { takeEarlyData } from './boot';
import { session } from './session';

/**
 * A query's `initialData` from index.html's boot script (lib/boot.ts): when its answer has already arrived, the screen's
 * first render draws it, instead of a skeleton and then a second render once the same answer is read again
 * (docs/decisions/0050). Dated when it was asked for, so the query's staleTime counts from then.
 */
export function earlyStart<T>(url: string) {
  let taken: { data: T; at: number } | undefined;
  return {
    initialData: (): T | undefined => {
      const { token, clubActivoId } = session.get();
      taken = takeEarlyData<T>(url, token, clubActivoId);
      return taken?.data;
    },
    initialDataUpdatedAt: () => taken?.at,
  };
}
