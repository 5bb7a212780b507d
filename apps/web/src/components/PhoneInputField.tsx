import { Input, type InputProps, type InputRef } from 'antd';
import { forwardRef } from 'react';
import PhoneInputBase, { type Value } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import es from 'react-phone-number-input/locale/es';
import 'react-phone-number-input/style.css';
import { DEFAULT_PHONE_COUNTRY } from '@partidos/shared';

/** PhoneInput's and this field's props (a type only: PhoneInput.tsx loads this file lazily). */
export interface PhoneInputProps { value?: string; onChange?: (v: string) => void; id?: string; disabled?: boolean }

// The library needs a DOM input behind its ref; antd's Input ref is an object holding it.
const AntInput = forwardRef<HTMLInputElement, InputProps>(function AntInput(props, ref) {
  return (
    <Input
      {...props}
      ref={(r: InputRef | null) => {
        const el = r?.input ?? null;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
    />
  );
});

/**
 * Phone input with a country picker, defaulting to Chile. Bundled flags: the default ones load
 * from a CDN, which fails offline and under the CSP. Loaded through PhoneInput.tsx, only where a phone is edited.
 */
export default function PhoneInputField({ value, onChange, id, disabled }: PhoneInputProps) {
  return (
    <PhoneInputBase
      id={id}
      international
      countryCallingCodeEditable={false}
      defaultCountry={DEFAULT_PHONE_COUNTRY}
      value={(value || undefined) as Value | undefined}
      onChange={(v) => onChange?.(v ?? '')}
      flags={flags}
      labels={es}
      inputComponent={AntInput}
      disabled={disabled}
      className="phone-input"
      countrySelectProps={{ 'aria-label': 'País' }}
    />
  );
}
