/** Pricing from the shared plan table (contracts), money through Intl in the page's language. */
import { Badge, Box, Button, Heading, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@aliento/core';
import { PageContainer } from '@aliento/ui';
import { FREE_SESSION_VALUE, PLANS, SESSION_MINUTES } from '@aliento/contracts/plans';
import type { PlanCode } from '@aliento/contracts/enums';
import { NS } from '../../../app/i18n';
import { formatMoney, usePageLanguage } from '../../../lib/format';

const ORDER: PlanCode[] = ['PLAN_FREE', 'PLAN_ONE', 'PLAN_COUPLES', 'PLAN_FOUR', 'PLAN_TEN'];

export function Pricing() {
  const { t } = useTranslation(NS);
  const language = usePageLanguage();
  return (
    <Box as="section" id="pricing" aria-labelledby="pricing-title">
      <PageContainer>
        <Heading as="h2" id="pricing-title" size="2xl" color="brand.fg">{t('pricing.title')}</Heading>
        <Text mt={2} color="fg.muted" fontSize="lg">{t('pricing.subtitle')}</Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 5 }} gap={4} mt={8}>
          {ORDER.map((code) => {
            const plan = PLANS[code];
            const free = plan.freeOnce;
            return (
              <VStack
                as="li"
                key={code}
                data-testid={`plan-${code}`}
                align="stretch"
                gap={2}
                p={5}
                bg={free ? 'brand.solid' : 'white'}
                color={free ? 'white' : 'fg'}
                borderRadius="xl"
                shadow="sm"
              >
                <Heading as="h3" size="md">{t(`pricing.plans.${code}.name`)}</Heading>
                <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1">
                  {free ? t('pricing.free') : formatMoney(plan.amountCents, language)}
                </Text>
                {free ? <Text fontSize="sm">{t('pricing.valuedAt', { amount: formatMoney(FREE_SESSION_VALUE * 100, language) })}</Text> : null}
                <Text fontSize="sm">{t('pricing.sessions', { count: plan.credits })} · {t('pricing.perSession', { minutes: SESSION_MINUTES })}</Text>
                {plan.savingsCents > 0 ? (
                  <Badge alignSelf="start" colorPalette="accent" variant="solid" size="md">
                    {t('pricing.save', { amount: formatMoney(plan.savingsCents, language) })}
                  </Badge>
                ) : null}
                <Text fontSize="sm" color={free ? 'white' : 'fg.muted'}>{t(`pricing.plans.${code}.note`)}</Text>
              </VStack>
            );
          })}
        </SimpleGrid>
        <Text mt={6} color="fg.muted">{t('pricing.cancellation')}</Text>
        <Button asChild mt={6} colorPalette="accent" size="lg" minH="48px"><Link to={paths.registration}>{t('common.bookFreeSession')}</Link></Button>
      </PageContainer>
    </Box>
  );
}
