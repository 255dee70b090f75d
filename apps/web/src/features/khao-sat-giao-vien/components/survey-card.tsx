import type { KhaoSatCuaToi } from '@hpl/shared/khao-sat-giao-vien/contract';
import { Button, Card, Col, Form, Input, List, Rate, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/form-drawer';
import { useFormat } from '../../../lib/format';
import { useSurveyStep } from '../api/act';
import { useMySurveys } from '../api/surveys';

type Lop = KhaoSatCuaToi['lop'][number];
interface Values {
  diem: number[];
  nhanXet: string;
}

/** The answer drawer: one 1–5 rating per question and a free comment; anonymous to the teacher. */
function AnswerDrawer({
  survey,
  lop,
  onClose,
}: {
  survey: KhaoSatCuaToi | null;
  lop: Lop | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('khao-sat-giao-vien');
  const [form] = Form.useForm<Values>();
  const step = useSurveyStep();
  return (
    <FormDrawer<Values>
      open={!!survey && !!lop}
      title={lop ? t('card.answerTitle', { lop: lop.tenLop }) : ''}
      form={form}
      initialValues={{
        diem: lop?.traLoi?.diem ?? survey?.cauHoi.map(() => 0),
        nhanXet: lop?.traLoi?.nhanXet ?? '',
      }}
      onClose={onClose}
      onSubmit={(v) =>
        step.mutateAsync({
          kind: 'answer',
          id: survey!.id,
          input: { lopMonHocId: lop!.lopMonHocId, diem: v.diem, nhanXet: v.nhanXet ?? '' },
        })
      }
    >
      <Typography.Paragraph type="secondary">{t('card.anonymous')}</Typography.Paragraph>
      {survey?.cauHoi.map((q, i) => (
        <Form.Item
          key={q}
          name={['diem', i]}
          label={`${i + 1}. ${q}`}
          rules={[{ validator: (_, v) => (v >= 1 ? Promise.resolve() : Promise.reject(new Error(t('card.rate')))) }]}
        >
          <Rate aria-label={`${i + 1}. ${q}`} />
        </Form.Item>
      ))}
      <Form.Item name="nhanXet" label={t('card.comment')}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
    </FormDrawer>
  );
}

/**
 * The home card of a student: each open campaign with the subject classes to rate; answered ones can be changed
 * until the campaign closes. Nothing is shown when there is no open campaign.
 */
export function SurveyCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('khao-sat-giao-vien');
  const f = useFormat();
  const surveys = useMySurveys(enabled);
  const [open, setOpen] = useState<{ survey: KhaoSatCuaToi; lop: Lop } | null>(null);
  if (!enabled || !surveys.data?.length) return null;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {surveys.data.map((s) => (
        <Col key={s.id} xs={24} lg={16} xl={12}>
          <Card
            size="small"
            title={s.ten}
            extra={<Typography.Text type="secondary">{t('card.until', { date: f.date(s.denNgay) })}</Typography.Text>}
          >
            <List
              size="small"
              dataSource={s.lop}
              renderItem={(l) => (
                <List.Item
                  key={l.lopMonHocId}
                  actions={[
                    <Button
                      key="answer"
                      size="small"
                      type={l.traLoi ? 'default' : 'primary'}
                      aria-label={t(l.traLoi ? 'card.editNamed' : 'card.answerNamed', { lop: l.tenLop })}
                      onClick={() => setOpen({ survey: s, lop: l })}
                    >
                      {t(l.traLoi ? 'card.edit' : 'card.answer')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta title={l.tenLop} description={l.giaoVien.join(', ') || t('card.noTeacher')} />
                  {l.traLoi && <Tag color="success">{t('card.answered')}</Tag>}
                </List.Item>
              )}
            />
          </Card>
        </Col>
      ))}
      <AnswerDrawer survey={open?.survey ?? null} lop={open?.lop ?? null} onClose={() => setOpen(null)} />
    </Row>
  );
}
