import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NamedProgress } from '../../../components/named-progress';
import { useRun, useStopRun } from '../api/generation';

/**
 * A generation's place in the queue (one runs per server at a time) or its progress, current score and stop button;
 * when it ends, its outcome and what could not be placed.
 */
export function GenerationPanel({ runId, phienBanId }: { runId: number; phienBanId: number }) {
  const { t } = useTranslation('thoi-khoa-bieu');
  const { data: run } = useRun(runId, phienBanId);
  const stop = useStopRun();
  if (!run) return null;
  const percent = run.tongSo > 0 ? Math.round((run.daXep / run.tongSo) * 100) : 0;
  const active = run.trangThai === 'cho' || run.trangThai === 'dang_chay';
  return (
    <Flex vertical gap={8} data-testid="generation">
      <Flex gap={12} align="center" wrap>
        <Typography.Text strong>
          {run.trangThai === 'cho' && run.viTriHangDoi
            ? t('run.queued', { position: run.viTriHangDoi })
            : t(`run.${run.trangThai}`)}
        </Typography.Text>
        <NamedProgress
          name={t('run.placed', { placed: run.daXep, total: run.tongSo })}
          percent={percent}
          status={run.trangThai === 'dang_chay' ? 'active' : run.trangThai === 'xong' ? 'success' : 'normal'}
          style={{ width: 240, margin: 0 }}
        />
        <Typography.Text type="secondary">
          {t('run.placed', { placed: run.daXep, total: run.tongSo })}
          {run.diem !== null ? ` · ${t('run.score', { score: run.diem })}` : ''}
        </Typography.Text>
        {active ? (
          <Button danger size="small" loading={stop.isPending} onClick={() => stop.mutate(run.id)}>
            {t('run.stop')}
          </Button>
        ) : null}
      </Flex>
      {run.lyDo.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('run.infeasible')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {run.lyDo.map((r) => (
                <li key={`${r.rangBuoc}:${r.moTa}`}>{r.moTa}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </Flex>
  );
}
