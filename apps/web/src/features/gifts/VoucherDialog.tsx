import { useEffect, useState } from 'react';
import { Box, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react.js';

// The voucher of a gift in hand (issue 17 part 4): its code and a QR code of it, for the bar.

/**
 * The QR code as SVG, made here in the browser: the `qrcode` package is imported only when a voucher
 * is opened, so it stays out of every other screen's JavaScript and nothing is fetched from elsewhere.
 */
function useQrSvg(text: string): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(async (qr) => {
      const made = await qr.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } });
      if (live) setSvg(made);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return svg;
}

export function VoucherDialog({ name, code, onClose }: { name: string; code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const svg = useQrSvg(code);
  return (
    <Modal opened onClose={onClose} title={t('gifts.redeem.title', { name })}>
      <Stack gap="md" align="center">
        <Text fz="sm">{t('gifts.redeem.hint')}</Text>
        {svg ? (
          <Box
            role="img"
            aria-label={t('gifts.redeem.qrAlt', { code })}
            w={240}
            maw="100%"
            bg="white"
            style={{ borderRadius: 8, lineHeight: 0 }}
            // The SVG is made by the qrcode package from our own code string: no member input in it.
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : (
          <Loader aria-label={t('gifts.redeem.qrLoading')} />
        )}
        <Stack gap={2} align="center">
          <Text fz="sm" c="dimmed">
            {t('gifts.redeem.codeLabel')}
          </Text>
          <Text ff="monospace" fz={28} fw={700} data-testid="voucher-code" style={{ letterSpacing: '0.08em' }}>
            {code}
          </Text>
        </Stack>
      </Stack>
    </Modal>
  );
}
