import type { PhieuCuaToi } from '@hpl/shared/danh-gia-tam-ly/dot-danh-gia.contract';
import { App, Button, Card, Flex, Progress, Radio, Space, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveStatus } from '../../../components/grid/save-status';
import { failedSave, type SaveState } from '../../../components/grid/use-grid-editor';
import { useWarnBeforeLeaving } from '../../../lib/use-warn-before-leaving';
import { useSaveAboutAnswers } from '../api/save-about-answers';
import { useSaveMyAnswers } from '../api/save-my-answers';
import { useSubmitAboutAnswers } from '../api/submit-about-answers';
import { useSubmitMyAnswers } from '../api/submit-my-answers';
import { textIn } from './text2';

/**
 * Questions per page: the instrument's own order is kept (a scale's items are validated in that order, and a page
 * titled "Depression" would tell a student what is being measured), a few at a time so a phone shows one page.
 */
export const PAGE_SIZE = 7;

/**
 * A student answers (or, with `hocSinhId`, their homeroom teacher answers about them): every choice is saved at once,
 * pages of a few questions, submitted once with a confirmation. Each save sends every answer given so far, one save at
 * a time, so a failed save is made good by the next choice or the retry; the sheet says whether the answers are saved,
 * and leaving while they are not asks first.
 */
export function AnswerSheet({
  sheet,
  hocSinhId,
  onSubmitted,
}: {
  sheet: PhieuCuaToi;
  hocSinhId?: number;
  onSubmitted: () => void;
}) {
  const { t, i18n } = useTranslation('danh-gia-tam-ly');
  const { modal } = App.useApp();
  const lang = i18n.language;
  const [answers, setAnswers] = useState<Record<string, number>>(sheet.traLoi);
  const answersRef = useRef(answers);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [page, setPage] = useState(() => {
    const first = sheet.questions.findIndex((q) => answers[q.key] === undefined);
    return first < 0 ? 0 : Math.floor(first / PAGE_SIZE);
  });
  const saveMine = useSaveMyAnswers();
  const submitMine = useSubmitMyAnswers();
  const saveAbout = useSaveAboutAnswers();
  const submitAbout = useSubmitAboutAnswers();
  const about = hocSinhId !== undefined;
  const save = about ? saveAbout : saveMine;
  const submit = about ? submitAbout : submitMine;
  const target = { dotId: sheet.dotId, hocSinhId: hocSinhId ?? 0 };
  const pages = Math.ceil(sheet.questions.length / PAGE_SIZE);
  const shown = sheet.questions.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const answered = useMemo(() => sheet.questions.filter((q) => answers[q.key] !== undefined).length, [answers, sheet]);
  const pageDone = shown.every((q) => answers[q.key] !== undefined);
  const allDone = answered === sheet.questions.length;

  const saveAll = () =>
    save.mutate({ ...target, traLoi: answersRef.current }, { onSuccess: () => setSavedAt(new Date()) });
  const choose = (key: string, index: number) => {
    answersRef.current = { ...answersRef.current, [key]: index };
    setAnswers(answersRef.current);
    saveAll();
  };
  const saveState: SaveState = save.isPending
    ? { kind: 'saving' }
    : save.isError
      ? failedSave(save.error, save.error.message)
      : savedAt
        ? { kind: 'saved', at: savedAt }
        : { kind: 'idle' };
  // A save in flight goes on after the screen is left; a failed one would be lost.
  useWarnBeforeLeaving(save.isPending || save.isError, save.isError);
  const go = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };
  const send = () =>
    modal.confirm({
      title: t('lam.nopTitle'),
      content: t('lam.nopContent'),
      okText: t('lam.nop'),
      cancelText: t('lam.xemLai'),
      onOk: () => submit.mutateAsync({ ...target, traLoi: answers }).then(onSubmitted),
    });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 760 }}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{textIn(lang, sheet.instructions)}</Typography.Paragraph>
      <Flex align="center" gap={12}>
        <Progress
          percent={Math.round((answered / sheet.questions.length) * 100)}
          showInfo={false}
          style={{ flex: 1, margin: 0 }}
          aria-label={t('lam.tienDo')}
        />
        <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
          {t('lam.daTraLoi', { answered, total: sheet.questions.length })}
        </Typography.Text>
      </Flex>
      {shown.map((q, i) => (
        <Card key={q.key} size="small">
          <Typography.Paragraph strong id={`cau-${q.key}`}>
            {page * PAGE_SIZE + i + 1}. {textIn(lang, q.text)}
          </Typography.Paragraph>
          <Radio.Group
            aria-labelledby={`cau-${q.key}`}
            value={answers[q.key]}
            onChange={(e) => choose(q.key, e.target.value as number)}
          >
            <Space orientation="vertical">
              {sheet.options.map((o, index) => (
                <Radio key={textIn('vi', o)} value={index} style={{ paddingBlock: 4 }}>
                  {textIn(lang, o)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Card>
      ))}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button disabled={page === 0} onClick={() => go(page - 1)}>
          {t('lam.truoc')}
        </Button>
        <Typography.Text type="secondary">{t('lam.trang', { page: page + 1, pages })}</Typography.Text>
        {page < pages - 1 ? (
          <Button type="primary" disabled={!pageDone} onClick={() => go(page + 1)}>
            {t('lam.tiep')}
          </Button>
        ) : (
          <Button type="primary" disabled={!allDone} loading={submit.isPending} onClick={send}>
            {t('lam.nop')}
          </Button>
        )}
      </Flex>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('lam.tuDongLuu')}</Typography.Text>
        <SaveStatus state={saveState} invalid={0} onRetry={saveAll} />
      </Flex>
    </Space>
  );
}
