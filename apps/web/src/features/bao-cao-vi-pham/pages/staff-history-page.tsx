import { PageHeader } from '../../../components/page-header';
import { StaffReportTable } from '../components/staff-report-table';

/** `baoCaoViPhamNhanVien/lichSuBaoCaoViPham`: the reports I filed and what became of them. */
export default function StaffHistoryPage() {
  return (
    <>
      <PageHeader />
      <StaffReportTable view="lichSu" />
    </>
  );
}
