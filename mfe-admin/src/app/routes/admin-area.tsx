/** The admin page: its tabs (users, cancellation requests, payment adjustments, mail), each a feature of its own. */
import { useState } from 'react';
import { Heading, Tabs, PageContainer, Text } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { UserManagement } from '../../features/users/components/user-management';
import { CancellationRequests } from '../../features/cancellations/components/cancellation-requests';
import { MailDelivery } from '../../features/mail/components/mail-delivery';
import { PaymentAdjustments } from '../../features/payments/components/payment-adjustments';
import { NS } from '../i18n';

type AdminTab = 'users' | 'cancellations' | 'payments' | 'mail';

export function AdminArea() {
  const { t } = useTranslation(NS);
  const [tab, setTab] = useState<AdminTab>('users');
  return (
    <PageContainer>
      <Heading as="h1" size="2xl" mb={2}>
        {t('title')}
      </Heading>
      <Text color="fg.muted" mb={6}>
        {t('intro')}
      </Text>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as AdminTab)} lazyMount unmountOnExit colorPalette="brand" variant="line">
        <Tabs.List aria-label={t('tabs.label')} flexWrap="wrap">
          <Tabs.Trigger value="users" minH="44px">
            {t('tabs.users')}
          </Tabs.Trigger>
          <Tabs.Trigger value="cancellations" minH="44px">
            {t('tabs.cancellations')}
          </Tabs.Trigger>
          <Tabs.Trigger value="payments" minH="44px">
            {t('tabs.payments')}
          </Tabs.Trigger>
          <Tabs.Trigger value="mail" minH="44px">
            {t('tabs.mail')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users" pt={6}>
          <UserManagement />
        </Tabs.Content>
        <Tabs.Content value="cancellations" pt={6}>
          <CancellationRequests />
        </Tabs.Content>
        <Tabs.Content value="payments" pt={6}>
          <PaymentAdjustments />
        </Tabs.Content>
        <Tabs.Content value="mail" pt={6}>
          <MailDelivery />
        </Tabs.Content>
      </Tabs.Root>
    </PageContainer>
  );
}
