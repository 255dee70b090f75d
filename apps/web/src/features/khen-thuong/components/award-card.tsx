import { EditOutlined, EyeInvisibleOutlined, EyeOutlined, TrophyOutlined } from '@ant-design/icons';
import type { KhenThuong } from '@hpl/shared/khen-thuong/contract';
import { Badge, Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { photoUrl } from '../api/save-award';
import { CATEGORY_COLOURS } from './categories';

/** One entry of the board: photo, award, category, date, recipients; the caller's own is ribboned and outlined. */
export function AwardCard({
  award,
  onEdit,
  onToggleHidden,
}: {
  award: KhenThuong;
  onEdit?: () => void;
  onToggleHidden?: () => void;
}) {
  const { t } = useTranslation('khen-thuong');
  const { token } = theme.useToken();
  const card = (
    <Card
      size="small"
      style={{
        height: '100%',
        opacity: award.an ? 0.6 : 1,
        borderColor: award.cuaToi ? token.colorWarning : undefined,
        borderWidth: award.cuaToi ? 2 : undefined,
      }}
      cover={
        award.anhId ? (
          <img
            src={photoUrl(award.anhId)}
            alt={award.tieuDe}
            loading="lazy"
            style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
        ) : (
          <Flex
            align="center"
            justify="center"
            style={{ aspectRatio: '16 / 9', background: token.colorFillSecondary, fontSize: 48 }}
          >
            <TrophyOutlined style={{ color: token.colorWarning }} aria-hidden />
          </Flex>
        )
      }
      actions={
        onEdit && onToggleHidden
          ? [
              <Button key="edit" type="text" icon={<EditOutlined />} onClick={onEdit}>
                {t('action.edit')}
              </Button>,
              <Button
                key="hide"
                type="text"
                icon={award.an ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                onClick={onToggleHidden}
              >
                {award.an ? t('action.show') : t('action.hide')}
              </Button>,
            ]
          : undefined
      }
    >
      <Flex vertical gap={4}>
        <Flex gap={4} wrap>
          <Tag color={CATEGORY_COLOURS[award.loai]}>{t(`loai.${award.loai}`)}</Tag>
          {award.an ? <Tag>{t('hiddenTag')}</Tag> : null}
        </Flex>
        <Typography.Text strong>{award.tieuDe}</Typography.Text>
        <Typography.Text type="secondary">{formatDate(award.ngayTrao)}</Typography.Text>
        <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3, expandable: true, symbol: t('more') }}>
          {award.nguoiNhan.map((n) => n.hoTen).join(', ')}
        </Typography.Paragraph>
        {award.moTa ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
            {award.moTa}
          </Typography.Paragraph>
        ) : null}
      </Flex>
    </Card>
  );
  return award.cuaToi ? (
    <Badge.Ribbon text={t('mine')} color="gold">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
