import { Box, CloseButton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { toast, useToasts } from '@aliento/core';

/** The toast area: top right, success green, error red, 300 x 75 px each. */
export function ToastArea() {
  const items = useToasts();
  const { t } = useTranslation();
  return (
    <Box
      aria-label={t('toast.region')}
      role="region"
      position="fixed"
      top={{ base: 2, md: 4 }}
      right={{ base: 2, md: 4 }}
      zIndex={2000}
      display="flex"
      flexDirection="column"
      gap={2}
      pointerEvents="none"
    >
      {items.map((item) => (
        <Box
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-kind={item.kind}
          w="300px"
          maxW="calc(100vw - 16px)"
          h="75px"
          bg={item.kind === 'success' ? 'green.700' : 'red.700'}
          color="white"
          borderRadius="md"
          boxShadow="lg"
          px={4}
          display="flex"
          alignItems="center"
          gap={2}
          pointerEvents="auto"
        >
          <Text flex="1" fontSize="sm" lineClamp={3}>{item.text}</Text>
          <CloseButton size="sm" color="white" aria-label={t('toast.close')} onClick={() => toast.dismiss(item.id)} />
        </Box>
      ))}
    </Box>
  );
}
