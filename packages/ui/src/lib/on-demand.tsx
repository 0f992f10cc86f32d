/**
 * Where code arrives on demand (a `lazyComponent`): a labelled loading state while its chunk loads and, if the chunk
 * cannot be fetched, a message in the user's language with a button that tries again (what was chosen on the screen
 * around it stays as it was). Any other error is a bug of the content itself and goes on to the boundaries above.
 */
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@aliento/i18n';
import { Button, Flex, Text } from '../chakra';
import { LoadingBlock } from '../components/loading-block';
import { LazyLoadError } from './lazy-component';

export interface OnDemandProps {
  /** What is loading, announced while the chunk arrives. */
  loading: string;
  /** Said when the chunk cannot be fetched. */
  failed: string;
  /** Fetches the chunk again (the lazy component's `preload`), before the content renders again. */
  onRetry: () => void;
  minH?: string;
  /** Background of the loading and error states (e.g. inside a dark frame). */
  bg?: string;
  children: ReactNode;
}

function LoadFailed({ message, minH, bg, onRetry }: { message: string; minH: string; bg?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex role="alert" direction="column" align="center" justify="center" gap={3} p={4} minH={minH} h="full" bg={bg} textAlign="center">
      <Text>{message}</Text>
      <Button type="button" variant="outline" colorPalette="brand" minH="44px" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </Flex>
  );
}

export class OnDemand extends Component<OnDemandProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { loading, failed, minH = '200px', bg, children } = this.props;
    const { error } = this.state;
    if (error !== null) {
      if (!(error instanceof LazyLoadError)) throw error;
      return <LoadFailed message={failed} minH={minH} bg={bg} onRetry={this.retry} />;
    }
    const fallback = (
      <Flex direction="column" justify="center" h="full" bg={bg}>
        <LoadingBlock label={loading} minH={minH} />
      </Flex>
    );
    return <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
