import { forwardRef, useMemo, type SelectHTMLAttributes } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import { useLanguage } from '@aliento/i18n';
import { countryOptions } from '@aliento/contracts/countries';

export type CountrySelectProps = SelectHTMLAttributes<HTMLSelectElement> & { placeholder?: string };

/**
 * The shared country list (≈250 countries and territories) as a native select: labels in the page's language,
 * values the stored English names. Works with react-hook-form's `register`.
 */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect({ placeholder, ...rest }, ref) {
  const language = useLanguage();
  const options = useMemo(() => countryOptions(language), [language]);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field ref={ref} autoComplete="country-name" {...rest}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.code} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
