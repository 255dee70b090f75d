import { DownloadOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordPageFrame } from '../../../components/record-page-frame';
import { ClassWeek } from '../../thoi-khoa-bieu';
import { exportClassList, useHomeroomClass } from '../api/my-homerooms';
import { AttendanceCard } from '../components/attendance-card';
import { BirthdaysCard } from '../components/birthdays-card';
import { MarksCard } from '../components/marks-card';

/**
 * `chunhiem/loptoichunhiem/:id/thongtinlophoc`: a class I lead — today's attendance with the class list (photos,
 * guardians' contacts, this term's absences), the month's birthdays, the class's week and its marks and conduct from
 * the national gradebook (read-only); the class list exports.
 */
export default function HomeroomClassPage() {
  const { t } = useTranslation('chu-nhiem');
  const id = Number(useParams().id) || null;
  const [exporting, setExporting] = useState(false);
  const runExport = async (classId: number, name: string) => {
    setExporting(true);
    try {
      await exportClassList(classId, name);
    } finally {
      setExporting(false);
    }
  };
  return (
    <RecordPageFrame
      query={useHomeroomClass(id)}
      notFound={t('lop.notFound')}
      back={{ to: '/chunhiem/loptoichunhiem', label: t('lop.back') }}
      header={(c) => ({
        title: t('list.class', { name: c.tenLop }),
        subTitle: t('list.students', { count: c.hocSinh.length }),
        extra: (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void runExport(c.id, c.tenLop)}>
            {t('lop.export')}
          </Button>
        ),
      })}
    >
      {(c) => (
        <Flex vertical gap="middle">
          <AttendanceCard info={c} />
          <Row gutter={[16, 16]}>
            <Col xs={24}>
              <BirthdaysCard info={c} />
            </Col>
          </Row>
          <ClassWeek source={{ kind: 'homeroomTeacher', lopQuanLyId: c.id }} />
          <MarksCard lopQuanLyId={c.id} />
        </Flex>
      )}
    </RecordPageFrame>
  );
}
