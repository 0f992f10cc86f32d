import { forwardRef } from 'react';
import { NativeSelect } from '@aliento/ui';

export interface BooleanSelectProps {
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  onBlur?: () => void;
  name?: string;
  trueLabel: string;
  falseLabel: string;
  /** Shown as the empty option when the value may be unset. */
  placeholder?: string;
}

/** A yes/no (or believer/non-believer) choice as a native select holding a boolean. */
export const BooleanSelect = forwardRef<HTMLSelectElement, BooleanSelectProps>(function BooleanSelect(
  { value, onChange, onBlur, name, trueLabel, falseLabel, placeholder },
  ref,
) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        ref={ref}
        name={name}
        minH="44px"
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value === 'true')}
        onBlur={onBlur}
      >
        {placeholder !== undefined || value === undefined ? <option value="">{placeholder ?? ''}</option> : null}
        <option value="true">{trueLabel}</option>
        <option value="false">{falseLabel}</option>
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
