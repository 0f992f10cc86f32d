import { useEffect, useRef } from 'react';
import { Box, Button, Heading, Text } from '@aliento/ui';

/**
 * What a sent form becomes: a confirmation in its place that says what happens next, announced and focused (so a
 * screen reader and a phone user both land on it), with a way to send another.
 */
export function SentConfirmation({ title, text, again, onAgain }: { title: string; text: string; again: string; onAgain: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <Box ref={box} role="status" tabIndex={-1} bg="white" p={{ base: 5, md: 8 }} borderRadius="xl" shadow="sm" outline="none">
      <Heading as="h2" fontSize="1.5rem" color="brand.fg" lineHeight="1.25">
        {title}
      </Heading>
      <Text mt={3} fontSize="lg">
        {text}
      </Text>
      <Button mt={6} variant="outline" colorPalette="brand" minH="48px" onClick={onAgain}>
        {again}
      </Button>
    </Box>
  );
}
