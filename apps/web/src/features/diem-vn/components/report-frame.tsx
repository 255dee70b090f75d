import { Descriptions, Empty, Flex, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ReportSubject {
  lopMonHocId: number;
  tenMonHoc: string;
  tenMonHocEn?: string | null;
}

/** A column of the report's subject table: a term, the year, a rating point. */
interface ReportPeriod<S> {
  key: string;
  title: string;
  render: (subject: S) => ReactNode;
}

/**
 * THE layout of a student's report (phiếu kết quả học tập) of either circular: who (name, code, class), a table of the
 * subjects with a column per period (terms and year; rating points) whose row opens onto the period notes (marks,
 * comments), then the circular's own summaries (`children`).
 */
export function ReportFrame<S extends ReportSubject>(props: {
  student: { hoTen: string; maHocSinh: string; lop: string | null };
  subjects: S[];
  periods: ReportPeriod<S>[];
  /** A subject's notes per period shown when its row opens; a row without any does not open. */
  notes: (subject: S) => { key: string | number; label: string; text: ReactNode }[];
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('diem-vn');
  const { student, notes } = props;
  const subjectName = (s: S) => (i18n.language === 'en' && s.tenMonHocEn ? s.tenMonHocEn : s.tenMonHoc);
  return (
    <Flex vertical gap="middle">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'name', label: t('grid.hoTen'), children: student.hoTen },
          { key: 'code', label: t('report.code'), children: student.maHocSinh },
          { key: 'class', label: t('report.class'), children: student.lop ?? '' },
        ]}
      />
      <Table<S>
        rowKey="lopMonHocId"
        size="small"
        pagination={false}
        dataSource={props.subjects}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('report.noSubjects')} /> }}
        expandable={{
          rowExpandable: (s) => notes(s).length > 0,
          expandedRowRender: (s) => (
            <Flex vertical gap={4}>
              {notes(s).map((note) => (
                <Typography.Text key={note.key}>
                  <strong>{note.label}:</strong> {note.text}
                </Typography.Text>
              ))}
            </Flex>
          ),
        }}
        columns={[
          { title: t('classes.subject'), key: 'subject', render: (_v, s) => subjectName(s) },
          ...props.periods.map((p) => ({
            title: p.title,
            key: p.key,
            align: 'center' as const,
            render: (_v: unknown, s: S) => p.render(s),
          })),
        ]}
      />
      {props.children}
    </Flex>
  );
}
