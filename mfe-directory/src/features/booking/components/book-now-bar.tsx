/**
 * On a phone the profile comes first and the booking section is below it: a bar fixed to the bottom of the screen
 * keeps "Book a session" one tap away until the booking section is in sight (or a time is chosen, when the
 * confirmation bar takes its place). Wider screens see the booking section beside or right under the profile.
 */
import { useEffect, useState } from 'react';
import { Box, Button } from '@aliento/ui';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

type Props = { sectionId: string; hidden: boolean };

export function BookNowBar({ sectionId, hidden }: Props) {
  const { t } = useTranslation(NS);
  const [sectionInSight, setSectionInSight] = useState(false);

  useEffect(() => {
    const section = document.getElementById(sectionId);
    if (!section || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setSectionInSight(entry.isIntersecting || entry.boundingClientRect.top < 0));
    observer.observe(section);
    return () => observer.disconnect();
  }, [sectionId]);

  if (hidden || sectionInSight) return null;
  return (
    <Box
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      insetX={0}
      bottom={0}
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      borderColor="sand.200"
      boxShadow="0 -4px 16px rgba(0, 0, 0, 0.08)"
      px={4}
      pt={3}
      pb="calc(12px + env(safe-area-inset-bottom))"
    >
      <Button
        w="full"
        minH="48px"
        colorPalette="brand"
        onClick={() => document.getElementById(sectionId)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      >
        <CalendarDays aria-hidden="true" />
        {t('booking.bookNow')}
      </Button>
    </Box>
  );
}
