/**
 * The privacy policy PDF shown one page at a time with Previous, Next and (on the last page) Done.
 * Loaded lazily by the modal, so react-pdf and pdf.js never reach the landing bundle.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, HStack, Link, Text, LoadingBlock } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { Document, Page } from 'react-pdf';
import '../lib/pdf-worker';
import { NS } from '../i18n';

const MAX_PAGE_WIDTH = 720;

export interface PdfPagesProps {
  file: string;
  onDone: () => void;
}

export default function PdfPages({ file, onDone }: PdfPagesProps) {
  const { t } = useTranslation(NS);
  const [numPages, setNumPages] = useState(0);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(MAX_PAGE_WIDTH);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(Math.min(MAX_PAGE_WIDTH, el.clientWidth || MAX_PAGE_WIDTH));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const last = numPages > 0 && page >= numPages;

  return (
    <Box>
      <Box ref={box} w="full" minH="300px" bg="bg.subtle" borderRadius="md" overflow="hidden">
        {failed ? (
          <Box p={6}>
            <Text>{t('privacy.error')}</Text>
            <Link href={file} target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
              {t('privacy.download')}
            </Link>
          </Box>
        ) : (
          <Document
            file={file}
            onLoadSuccess={({ numPages: n }) => {
              setNumPages(n);
              setPage(1);
            }}
            onLoadError={() => setFailed(true)}
            loading={<LoadingBlock label={t('privacy.loading')} minH="300px" />}
            error={<Text p={6}>{t('privacy.error')}</Text>}
          >
            <Page pageNumber={page} width={width} renderTextLayer={false} renderAnnotationLayer={false} loading={<Box minH="300px" />} />
          </Document>
        )}
      </Box>
      <HStack mt={4} justify="space-between" gap={3} flexWrap="wrap">
        <Text color="fg.muted" aria-live="polite">
          {numPages > 0 ? t('privacy.page', { page, total: numPages }) : null}
        </Text>
        <HStack gap={3}>
          <Button
            variant="outline"
            colorPalette="brand"
            minH="44px"
            disabled={page <= 1 || numPages === 0}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t('privacy.previous')}
          </Button>
          {last || failed ? (
            <Button colorPalette="brand" minH="44px" onClick={onDone}>
              {t('privacy.done')}
            </Button>
          ) : (
            <Button colorPalette="brand" minH="44px" disabled={numPages === 0} onClick={() => setPage((p) => Math.min(numPages, p + 1))}>
              {t('privacy.next')}
            </Button>
          )}
        </HStack>
      </HStack>
    </Box>
  );
}
