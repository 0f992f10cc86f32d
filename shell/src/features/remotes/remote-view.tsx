import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '@aliento/ui';
import { loadRemoteApp, type RemoteName } from './remote-registry';

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] a remote failed', error);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** What a visitor sees when a remote cannot load: in the page's language, with a retry button. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" data-testid="remote-fallback" maxW="560px" mx="auto" my={12} p={8} bg="white" borderRadius="xl" borderWidth="1px" borderColor="sand.200">
      <VStack gap={3} align="start">
        <Heading as="h2" size="lg">{t('remote.failedTitle')}</Heading>
        <Text color="fg.muted">{t('remote.failedBody')}</Text>
        <Button colorPalette="brand" onClick={onRetry} minH="44px">{t('remote.retry')}</Button>
      </VStack>
    </Box>
  );
}

/** Renders a remote's App inside the shell's tree, isolated by an error boundary. */
export function RemoteView({ name, load = loadRemoteApp }: { name: RemoteName; load?: (n: RemoteName) => Promise<{ default: ComponentType }> }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(() => lazy(() => load(name)), [name, attempt, load]);
  return (
    <RemoteBoundary key={`${name}-${attempt}`} onRetry={() => setAttempt((n) => n + 1)} fallback={(retry) => <RemoteFallback onRetry={retry} />}>
      <Suspense fallback={<LoadingBlock label={t('remote.loading')} minH="60vh" />}>
        <RemoteApp />
      </Suspense>
    </RemoteBoundary>
  );
}
