import { CrudPage } from '../../../components/crud/crud-page';
import { thoiKhoaBieuConfig } from '../components/thoi-khoa-bieu.config';

export default function ThoiKhoaBieuPage() {
  return <CrudPage config={thoiKhoaBieuConfig} />;
}
