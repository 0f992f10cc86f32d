import type { MouseEvent } from 'react';
import { Checkbox, Field, Link, useMessage } from '@aliento/ui';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../i18n';
import { usePrivacyModal } from '../../../lib/privacy-modal-store';
import type { IntakeFormValues } from './intake-form-values';

/** "I am over 18 and accept the terms of use and the privacy policy", with the policy opening in the modal. */
export function ConsentCheckbox({ control }: { control: Control<IntakeFormValues> }) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const showPrivacy = usePrivacyModal((s) => s.show);
  const openPolicy = (e: MouseEvent) => {
    // The link sits inside the checkbox label: open the policy without ticking the box.
    e.preventDefault();
    e.stopPropagation();
    showPrivacy();
  };
  return (
    <Controller
      control={control}
      name="consent"
      render={({ field, fieldState }) => (
        <Field.Root invalid={!!fieldState.error}>
          <Checkbox.Root
            checked={field.value}
            onCheckedChange={(e) => field.onChange(e.checked === true)}
            name={field.name}
            invalid={!!fieldState.error}
            colorPalette="brand"
            alignItems="start"
            minH="44px"
          >
            <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control mt="2px" />
            <Checkbox.Label fontWeight="normal">
              {t('intake.consentBefore')}
              <Link asChild color="brand.fg" textDecoration="underline" fontWeight="semibold">
                <button type="button" onClick={openPolicy}>
                  {t('intake.consentLink')}
                </button>
              </Link>
              {t('intake.consentAfter')}
            </Checkbox.Label>
          </Checkbox.Root>
          {fieldState.error ? <Field.ErrorText role="alert">{message(fieldState.error.message)}</Field.ErrorText> : null}
        </Field.Root>
      )}
    />
  );
}
