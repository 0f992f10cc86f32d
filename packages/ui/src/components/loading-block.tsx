import { Flex, Spinner, Text } from '@chakra-ui/react';

/** A calm loading state with an accessible label. */
export function LoadingBlock({ label, minH = '200px' }: { label: string; minH?: string }) {
  return (
    <Flex role="status" aria-live="polite" minH={minH} align="center" justify="center" gap={3} color="fg.muted">
      <Spinner size="md" color="brand.solid" />
      <Text>{label}</Text>
    </Flex>
  );
}
