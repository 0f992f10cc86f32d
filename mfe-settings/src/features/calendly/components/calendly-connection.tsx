/**
 * Settings "Therapist profile": the therapist's own Calendly account. Connect sends them to Calendly's consent page;
 * Calendly sends them back here with `code` and `state` in the address, which this panel hands to the API once and
 * then removes. Shown only when the server lets therapists connect Calendly.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Heading, Link, Stack, Text, LoadingBlock } from '@aliento/ui';
import { page, toast, useResource, useRuntimeConfig, useSearchParams } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import type { CalendlyConnectOutcome } from '@aliento/contracts/calendly';
import { NS } from '../../../app/i18n';
import '../i18n';
import { calendlyApi } from '@aliento/api-client/calendly';

/** The address parameters Calendly's redirect adds to the settings page. */
const ANSWER_PARAMS = ['code', 'state', 'error', 'error_description'] as const;

export function CalendlyConnection() {
  const config = useRuntimeConfig();
  return config.scheduling.calendlyConnect ? <CalendlyConnectionPanel /> : null;
}

function CalendlyConnectionPanel() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const connection = useResource(() => calendlyApi.getCalendlyConnection({}), []);
  const { reload } = connection;
  const [busy, setBusy] = useState<'connect' | 'disconnect' | 'finish' | null>(() => (params.get('state') ? 'finish' : null));
  const finishing = useRef(false);

  // back from Calendly: finish once (a re-render must not send the single-use state twice), then clean the address
  useEffect(() => {
    const state = params.get('state');
    if (!state || finishing.current) return;
    finishing.current = true;
    const answer = { state, code: params.get('code') ?? undefined, error: params.get('error') ?? undefined };
    const next = new URLSearchParams(params);
    for (const key of ANSWER_PARAMS) next.delete(key);
    next.set('tab', 'therapist');
    void calendlyApi
      .finishCalendlyConnect({ body: answer })
      .then(
        (r) => r.outcome,
        (): CalendlyConnectOutcome => 'failed',
      )
      .then(async (outcome) => {
        if (outcome === 'connected') toast.success(t('calendly.outcome.connected'));
        else toast.error(t(`calendly.outcome.${outcome}`));
        setParams(next, { replace: true });
        await reload();
        setBusy(null);
      });
  }, [params, setParams, reload, t]);

  const connect = async () => {
    setBusy('connect');
    try {
      // the Calendly consent page to go to
      page.assign((await calendlyApi.connectCalendly({})).url);
    } catch {
      toast.error(t('calendly.actionFailed'));
      setBusy(null);
    }
  };

  const disconnect = async () => {
    setBusy('disconnect');
    try {
      await calendlyApi.disconnectCalendly({});
      toast.success(t('calendly.disconnected'));
      await reload();
    } catch {
      toast.error(t('calendly.actionFailed'));
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (busy === 'finish' || (connection.loading && !connection.data)) {
    body = <LoadingBlock label={t('calendly.checking')} />;
  } else if (!connection.data) {
    body = (
      <Stack role="alert" gap={3} align="start">
        <Text>{t('calendly.loadFailed')}</Text>
        <Button variant="outline" minH="44px" onClick={() => void reload()}>
          {t('calendly.retry')}
        </Button>
      </Stack>
    );
  } else if (connection.data.connected) {
    body = (
      <Stack gap={3} align="start">
        <Text>{t('calendly.connectedAs', { name: connection.data.name })}</Text>
        <Text>
          {t('calendly.page')}{' '}
          <Link href={connection.data.schedulingUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand">
            {connection.data.schedulingUrl}
          </Link>
        </Text>
        <Button
          variant="outline"
          colorPalette="accent"
          minH="44px"
          loading={busy === 'disconnect'}
          disabled={busy !== null}
          onClick={() => void disconnect()}
        >
          {t('calendly.disconnect')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap={3} align="start">
        <Text>{t('calendly.notConnected')}</Text>
        <Button
          colorPalette="brand"
          minH="44px"
          loading={busy === 'connect'}
          loadingText={t('calendly.connecting')}
          disabled={busy !== null}
          onClick={() => void connect()}
        >
          {t('calendly.connect')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack
      as="section"
      aria-labelledby="settings-calendly-heading"
      gap={3}
      maxW="800px"
      p={{ base: 4, md: 5 }}
      rounded="lg"
      borderWidth="1px"
      borderColor="sand.200"
    >
      <Heading as="h2" size="lg" id="settings-calendly-heading">
        {t('calendly.heading')}
      </Heading>
      <Text color="fg.muted">{t('calendly.intro')}</Text>
      {body}
    </Stack>
  );
}
