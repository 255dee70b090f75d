import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { api, saveBlob } from '../../../lib/api';

/**
 * `/baocaovipham/:id/download`: downloads an incident's evidence file. The server decides who may read it (the
 * uploader and whoever sees an incident it belongs to); anyone else is told it was not found.
 */
export default function EvidenceDownloadPage() {
  const { t } = useTranslation('bao-cao-vi-pham');
  const id = Number(useParams().id);
  const [state, setState] = useState<'loading' | 'done' | 'missing'>('loading');

  const download = () => {
    setState('loading');
    api
      .get<Blob>(`/medias/files/${id}/download`, { responseType: 'blob', silent: true })
      .then((blob) => {
        saveBlob(blob, `minh-chung-${id}`);
        setState('done');
      })
      .catch(() => setState('missing'));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one download per file id.
  useEffect(() => {
    if (Number.isInteger(id) && id > 0) download();
    else setState('missing');
  }, [id]);

  return (
    <>
      <PageHeader />
      {state === 'loading' && <Spin />}
      {state === 'done' && (
        <Result
          status="success"
          title={t('download.done')}
          extra={<Button onClick={download}>{t('download.again')}</Button>}
        />
      )}
      {state === 'missing' && <Result status="404" title={t('download.missing')} />}
    </>
  );
}
