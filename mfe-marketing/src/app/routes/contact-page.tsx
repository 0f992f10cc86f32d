/** `/contact`: headline, sub-copy and the contact form (confirmEmail is checked, never sent). */
import { useState } from 'react';
import { Box, Button, chakra, Heading, Input, SimpleGrid, Stack, Text, Textarea, FormField, PageContainer, useMessage } from '@aliento/ui';
import { lazyResolver } from '@aliento/ui/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@aliento/i18n';
import { errorText, toast } from '@aliento/core';
import type { ContactForm } from '@aliento/contracts/contact';
import { NS } from '../../features/contact/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formsApi } from '@aliento/api-client/forms';
import { SentConfirmation } from '../../lib/sent-confirmation';

const EMPTY: ContactForm = { firstName: '', lastName: '', email: '', confirmEmail: '', info: '' };

// the form's checks (the contract's schema, zod) arrive when it is first checked, not with the page
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { contactFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@aliento/contracts/contact')]);
  return zodResolver(contactFormSchema);
});

export default function ContactPage() {
  const { t } = useTranslation(NS);
  const message = useMessage();
  useDocumentTitle(t('contact.pageTitle'));
  // who the last message was from, once it is sent: the form gives way to a confirmation
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactForm>({ resolver, mode: 'onTouched', defaultValues: EMPTY });

  const onSubmit = async (values: ContactForm) => {
    try {
      // confirmEmail is only checked, never sent (the contract's body leaves it out)
      await formsApi.sendContact({ body: values });
      setSent({ name: values.firstName, email: values.email });
      reset(EMPTY);
    } catch (err) {
      toast.error(errorText(err) ?? t('common.networkError'));
    }
  };

  return (
    <Box bg="brand.subtle">
      <PageContainer maxW="760px" py={{ base: 10, md: 16 }}>
        <Heading as="h1" fontSize={{ base: '2rem', md: '2.5rem' }} color="brand.fg" lineHeight="1.15">
          {t('contact.title')}
        </Heading>
        <Text mt={3} fontSize="lg">
          {t('contact.subtitle')}
        </Text>
        {sent ? (
          <Box mt={8}>
            <SentConfirmation
              title={t('contact.sentTitle', { name: sent.name })}
              text={t('contact.sentText', { email: sent.email })}
              again={t('contact.sendAnother')}
              onAgain={() => setSent(null)}
            />
          </Box>
        ) : null}
        <chakra.form
          hidden={sent !== null}
          onSubmit={handleSubmit(onSubmit)}
          noValidate
          mt={8}
          bg="white"
          p={{ base: 5, md: 8 }}
          borderRadius="xl"
          shadow="sm"
        >
          <Stack gap={5}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
              <FormField label={t('contact.firstName')} error={message(errors.firstName?.message)} required>
                <Input autoComplete="given-name" {...register('firstName')} />
              </FormField>
              <FormField label={t('contact.lastName')} error={message(errors.lastName?.message)} required>
                <Input autoComplete="family-name" {...register('lastName')} />
              </FormField>
              <FormField label={t('contact.email')} error={message(errors.email?.message)} required>
                <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
              </FormField>
              <FormField label={t('contact.confirmEmail')} error={message(errors.confirmEmail?.message)} required>
                <Input type="email" inputMode="email" autoComplete="email" {...register('confirmEmail')} />
              </FormField>
            </SimpleGrid>
            <FormField label={t('contact.info')} error={message(errors.info?.message)} required>
              <Textarea minH="200px" {...register('info')} />
            </FormField>
            <Text fontSize="sm" color="fg.muted">
              {t('contact.crisisHint')}
            </Text>
            <Button type="submit" colorPalette="accent" size="lg" minH="48px" alignSelf={{ base: 'stretch', sm: 'start' }} disabled={isSubmitting}>
              {t('contact.submit')}
            </Button>
          </Stack>
        </chakra.form>
      </PageContainer>
    </Box>
  );
}
