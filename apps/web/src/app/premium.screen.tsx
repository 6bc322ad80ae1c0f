import { Box, Stack } from '@mantine/core';
import { Component as PremiumOverview } from '../features/premium/premium.route.js';
import { PremiumSubscription } from '../features/premium/PremiumSubscription.js';
import { VerificationSection } from '../features/verification/index.js';

/**
 * `/premium` (spec §2: verification status, subscription, past requests): the member's status and
 * what verified members get, then the two ways there: the paid premium subscription (decision 0034)
 * and the free one, verification by selfie (docs/decisions/0033).
 */
export function Component() {
  return (
    <Stack gap="xl">
      <PremiumOverview />
      <Box maw={640}>
        <PremiumSubscription />
      </Box>
      <Box maw={640}>
        <VerificationSection />
      </Box>
    </Stack>
  );
}
