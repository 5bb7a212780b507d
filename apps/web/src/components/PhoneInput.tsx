import { Input } from 'antd';
import { lazy, Suspense } from 'react';
import type { PhoneInputProps } from './PhoneInputField';

// The country picker brings every country's flag and the numbering plans: ~100 KiB gzipped, more than a whole page.
// It loads when a form that edits a phone is shown, not with every page that imports such a form.
const PhoneInputField = lazy(() => import('./PhoneInputField'));

/** Phone input with a country picker, defaulting to Chile; see PhoneInputField. */
export function PhoneInput(props: PhoneInputProps) {
  return (
    <Suspense fallback={<PhoneInputLoading {...props} />}>
      <PhoneInputField {...props} />
    </Suspense>
  );
}

/** The same box while the picker loads (no layout shift); disabled, so nothing typed is lost. */
function PhoneInputLoading({ value, id }: PhoneInputProps) {
  return (
    <div className="phone-input">
      <span className="phone-input__country-loading" aria-hidden />
      <Input id={id} value={value ?? ''} disabled />
    </div>
  );
}
