/**
 * Where code arrives on demand (see lib/lazy-component.tsx): a labelled loading state while its chunk loads and,
 * if it cannot load, a message in the user's language with a button that tries again (what was chosen on the
 * screen around it stays as it was).
 */
import { Component, Suspense, type ReactNode } from 'react';
import { Button, Flex, LoadingBlock, Text } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../app/i18n';

export interface OnDemandProps {
  /** What is loading, announced while the chunk arrives. */
  loading: string;
  /** Said when the chunk cannot load. */
  failed: string;
  /** Loads the chunk again (the lazy component's `preload`), before the content renders again. */
  onRetry: () => void;
  minH?: string;
  /** Background of the loading and error states (e.g. inside a dark frame). */
  bg?: string;
  children: ReactNode;
}

function LoadFailed({ message, minH, bg, onRetry }: { message: string; minH: string; bg?: string; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Flex role="alert" direction="column" align="center" justify="center" gap={3} p={4} minH={minH} h="full" bg={bg}
      textAlign="center">
      <Text>{message}</Text>
      <Button type="button" variant="outline" colorPalette="brand" minH="44px" onClick={onRetry}>{t('retry')}</Button>
    </Flex>
  );
}

export class OnDemand extends Component<OnDemandProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    const { loading, failed, minH = '200px', bg, children } = this.props;
    if (this.state.failed) return <LoadFailed message={failed} minH={minH} bg={bg} onRetry={this.retry} />;
    const fallback = (
      <Flex direction="column" justify="center" h="full" bg={bg}>
        <LoadingBlock label={loading} minH={minH} />
      </Flex>
    );
    return <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
