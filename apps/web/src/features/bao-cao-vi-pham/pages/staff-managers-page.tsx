import { PageHeader } from '../../../components/page-header';
import { StaffReportTable } from '../components/staff-report-table';

/** `baoCaoViPhamNhanVien/danhSachBaoCaoViPham`: the managers' every report with its reporter; confirm or dismiss. */
export default function StaffManagersPage() {
  return (
    <>
      <PageHeader />
      <StaffReportTable view="danhSach" />
    </>
  );
}
