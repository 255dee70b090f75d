import { PageHeader } from '../../../components/page-header';
import { AboutMeTable } from '../components/about-me-table';

/** `baoCaoViPhamNhanVien/danhSachBaoCaoViPhamNhanVienCuaToi`: confirmed reports about me, without the reporter. */
export default function StaffAboutMePage() {
  return (
    <>
      <PageHeader />
      <AboutMeTable />
    </>
  );
}
