import { zDuGioCaiDatInput } from '@hpl/shared/bien-ban-du-gio/contract';
import { type RubricDef, SCORE_CEILING, SCORE_FLOOR } from '@hpl/shared/bien-ban-du-gio/rubric';
import { Flex, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRule } from '../../../components/contract-rules';
import { currentLanguage } from '../../../lib/i18n';

export type RubricValues = { tieuChi: RubricDef; diemToiThieu: number; diemToiDa: number };

const rule = (field: 'diemToiThieu' | 'diemToiDa') =>
  contractRule<RubricValues>(zDuGioCaiDatInput, field, (v) => v, currentLanguage());

/**
 * The rubric's score scale inside the rubric form: the lowest and the highest whole score (0–10, lowest below
 * highest, the shared contract's rules); the minute offers each score between them.
 */
export function ScoreScaleFields() {
  const { t } = useTranslation('bien-ban-du-gio');
  const required = { required: true, message: t('rubric.scaleRequired') };
  return (
    <Flex gap="middle" wrap>
      <Form.Item
        name="diemToiThieu"
        label={t('rubric.scaleMin')}
        dependencies={['diemToiDa']}
        rules={[required, rule('diemToiThieu')]}
      >
        <InputNumber min={SCORE_FLOOR} max={SCORE_CEILING - 1} precision={0} style={{ width: 100 }} />
      </Form.Item>
      <Form.Item
        name="diemToiDa"
        label={t('rubric.scaleMax')}
        dependencies={['diemToiThieu']}
        rules={[required, rule('diemToiDa')]}
      >
        <InputNumber min={SCORE_FLOOR + 1} max={SCORE_CEILING} precision={0} style={{ width: 100 }} />
      </Form.Item>
    </Flex>
  );
}
