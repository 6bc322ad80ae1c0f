import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useClient, useMutation } from 'urql';
import { VERIFICATION } from '@venue/shared';
import { FormError } from '../../components/FormError.js';
import { readAppError } from '../../components/app-error.js';
import { useErrorText } from '../../components/useErrorText.js';
import { useTranslation } from '../../i18n/react.js';
import { ApproveVerificationMutation, DenyVerificationMutation, PendingVerificationCountQuery, type AdminVerificationRequest } from './operations.js';

/**
 * The checklist of spec §5 and the decision: approve once every point is ticked, or deny with the
 * reason the member will read. The buttons show only when the server says the request may be decided.
 */
export function DecisionPanel({ request }: { request: AdminVerificationRequest }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useClient();
  const [checked, setChecked] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [approved, approve] = useMutation(ApproveVerificationMutation);
  const [denied, deny] = useMutation(DenyVerificationMutation);
  const busy = approved.fetching || denied.fetching;
  const allChecked = request.checklist.every((item) => checked.includes(item));
  const refreshCount = () => void client.query(PendingVerificationCountQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  const denyError = denied.error ? readAppError(denied.error) : null;
  const reasonError = denyError?.code.startsWith('VERIFICATION_REASON') ? errorText(denyError) : null;

  return (
    <Stack gap="md">
      <Checkbox.Group label={t('verification.admin.checklist')} labelProps={{ fz: 'lg', fw: 600 }} value={checked} onChange={setChecked}>
        <Stack gap="xs" mt="xs">
          {request.checklist.map((item) => (
            <Checkbox key={item} value={item} label={t(`verification.checklist.${item}`)} disabled={!request.viewerCan.approve} />
          ))}
        </Stack>
      </Checkbox.Group>
      {request.viewerCan.approve && (
        <Stack gap="xs">
          <Group>
            <Button color="green" leftSection={<IconCheck size={18} aria-hidden />} disabled={!allChecked || busy} loading={approved.fetching} onClick={() => void approve({ id: request.id }).then(refreshCount)}>
              {t('verification.admin.approve')}
            </Button>
          </Group>
          {!allChecked && (
            <Text fz="xs" c="dimmed">
              {t('verification.admin.approveHint')}
            </Text>
          )}
          {approved.error && <FormError>{errorText(approved.error)}</FormError>}
        </Stack>
      )}
      {request.viewerCan.deny && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void deny({ id: request.id, reason }).then(refreshCount);
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t('verification.admin.reasonLabel')}
              description={t('verification.admin.reasonHint', { min: VERIFICATION.denyReasonMin, max: VERIFICATION.denyReasonMax })}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={VERIFICATION.denyReasonMax}
              autosize
              minRows={2}
              error={reasonError}
              disabled={busy}
            />
            <Group>
              <Button type="submit" color="red" variant="light" leftSection={<IconX size={18} aria-hidden />} disabled={busy} loading={denied.fetching}>
                {t('verification.admin.deny')}
              </Button>
            </Group>
            {denied.error && !reasonError && <FormError>{errorText(denied.error)}</FormError>}
          </Stack>
        </form>
      )}
    </Stack>
  );
}
