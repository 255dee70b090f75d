import { CheckCircleOutlined } from '@ant-design/icons';
import type { NamHoc } from '@hpl/shared/nam-hoc/contract';
import { App, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../components/crud/crud-page';
import { sessionKeys } from '../../session';
import { useActivateYear } from '../api/activate-year';
import { namHocConfig } from '../components/nam-hoc.config';
import { TermsTable } from '../components/terms-table';

const ALSO_INVALIDATE = [sessionKeys.academicYears()];

/**
 * `quanly/namhoc`: academic years with their terms (expand a row), activation with confirmation, delete refused by
 * the server while the year has classes or is active. Every change refreshes the header's year selector.
 */
export default function NamHocPage() {
  const { t } = useTranslation('nam-hoc');
  const { modal, message } = App.useApp();
  const activate = useActivateYear();

  const askActivate = (year: NamHoc) =>
    modal.confirm({
      title: t('namHoc.activateTitle', { name: year.tenNamHoc }),
      content: t('namHoc.activateContent'),
      okText: t('namHoc.activate'),
      cancelText: t('common:action.cancel'),
      onOk: () =>
        activate
          .mutateAsync(year)
          .then(() => message.success(t('namHoc.activated', { name: year.tenNamHoc })))
          .catch(() => undefined),
    });

  return (
    <CrudPage<NamHoc>
      config={namHocConfig}
      alsoInvalidate={ALSO_INVALIDATE}
      // The form does not show the active flag: an edit keeps it (the server refuses to leave no active year).
      prepareInput={(input, editing) => ({ ...input, isActive: editing?.isActive ?? false })}
      rowExtra={(year) =>
        year.isActive ? null : (
          <Tooltip title={t('namHoc.activate')}>
            <Button
              type="text"
              size="small"
              icon={<CheckCircleOutlined />}
              aria-label={t('namHoc.activate')}
              onClick={() => askActivate(year)}
            />
          </Tooltip>
        )
      }
      tableProps={{ expandable: { expandedRowRender: (year) => <TermsTable namHocId={year.id} /> } }}
    />
  );
}
