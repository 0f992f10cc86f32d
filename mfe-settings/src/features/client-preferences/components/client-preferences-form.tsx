/**
 * Settings "Client profile": the client's therapist preferences. Creates them (POST) when the profile has no
 * `_id` yet, updates them (PUT) otherwise; when loading fails an empty profile (United States of America) is used.
 */
import { useState } from 'react';
import { Heading, NativeSelect, CountrySelect, FormField, LoadingBlock, useMessage } from '@aliento/ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@aliento/i18n';
import type { z } from 'zod';
import { toast, useResource } from '@aliento/core';
import { clientPreferencesRequestSchema, EMPTY_CLIENT_PREFERENCES, type ClientProfile } from '@aliento/contracts/clients';
import { GENDER_PREFERENCES, type Specialty } from '@aliento/contracts/enums';
import { NS } from '../../../app/i18n';
import { BooleanField } from '../../../components/boolean-field';
import { FormStack } from '../../../components/form-stack';
import { SaveButton } from '../../../components/save-button';
import { clientsApi } from '@aliento/api-client/clients';
import { useResetOnNewSource } from '../../../lib/reset-on-new-source';

const formSchema = clientPreferencesRequestSchema.pick({
  therapistGender: true,
  therapistLGBTQ: true,
  therapistOrientation: true,
  therapistCountryOfOrigin: true,
});
type FormValues = z.infer<typeof formSchema>;

/** What the form edits plus what it must keep: the profile id (create vs update) and the stored specialties. */
interface Loaded {
  id: string | null;
  specialties: Specialty[];
  values: FormValues;
}

async function loadPreferences(userId: string): Promise<Loaded> {
  try {
    const p: ClientProfile = await clientsApi.getClientProfile({ params: { id: userId } });
    const gender = formSchema.shape.therapistGender.safeParse(p.therapistGender);
    return {
      id: p._id,
      specialties: p.specialties,
      values: {
        therapistGender: gender.success ? gender.data : EMPTY_CLIENT_PREFERENCES.therapistGender,
        therapistLGBTQ: p.therapistLGBTQ,
        therapistOrientation: p.therapistOrientation,
        therapistCountryOfOrigin: p.therapistCountryOfOrigin || EMPTY_CLIENT_PREFERENCES.therapistCountryOfOrigin,
      },
    };
  } catch {
    // spec: when loading fails, an empty profile with country United States of America is used
    const { specialties: _none, ...values } = EMPTY_CLIENT_PREFERENCES;
    return { id: null, specialties: [], values };
  }
}

export function ClientPreferencesForm({ userId }: { userId: string }) {
  const { t } = useTranslation(NS);
  const loaded = useResource(() => loadPreferences(userId), [userId]);
  if (!loaded.data) return <LoadingBlock label={t('loading')} />;
  return <PreferencesEditor userId={userId} initial={loaded.data} />;
}

function PreferencesEditor({ userId, initial }: { userId: string; initial: Loaded }) {
  const { t } = useTranslation(NS);
  const message = useMessage();
  const [profileId, setProfileId] = useState<string | null>(initial.id);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), mode: 'onTouched', defaultValues: initial.values });

  useResetOnNewSource(initial, (source) => reset(source.values));

  const onSubmit = handleSubmit(async (values) => {
    const body = { ...values, specialties: initial.specialties };
    try {
      // POST creates the preferences when the client has none yet, PUT updates them
      const input = { params: { id: userId }, body };
      const saved = profileId ? await clientsApi.updateClientProfile(input) : await clientsApi.createClientProfile(input);
      setProfileId(saved._id);
      toast.success(t('client.success'));
    } catch {
      toast.error(t('client.failure'));
    }
  });

  return (
    <FormStack onSubmit={onSubmit} gap={6} maxW="720px" labelledBy="settings-client-heading">
      <Heading as="h2" size="lg" id="settings-client-heading">
        {t('client.heading')}
      </Heading>
      <FormField label={t('client.gender')} error={message(errors.therapistGender?.message)} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('therapistGender')}>
            {GENDER_PREFERENCES.map((g) => (
              <option key={g} value={g}>
                {t(`labels.genders.${g}`, { ns: 'common' })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <BooleanField
        control={control}
        name="therapistLGBTQ"
        labelId="client-lgbtq-label"
        label={t('client.lgbtq')}
        error={message(errors.therapistLGBTQ?.message)}
        trueLabel={t('labels.yes', { ns: 'common' })}
        falseLabel={t('labels.no', { ns: 'common' })}
      />
      <BooleanField
        control={control}
        name="therapistOrientation"
        labelId="client-orientation-label"
        label={t('labels.orientation', { ns: 'common' })}
        error={message(errors.therapistOrientation?.message)}
        trueLabel={t('labels.believer', { ns: 'common' })}
        falseLabel={t('labels.nonBeliever', { ns: 'common' })}
      />
      <FormField label={t('client.country')} error={message(errors.therapistCountryOfOrigin?.message)} required>
        <CountrySelect placeholder={t('labels.choose', { ns: 'common' })} {...register('therapistCountryOfOrigin')} />
      </FormField>
      <div>
        <SaveButton saving={isSubmitting} />
      </div>
    </FormStack>
  );
}
