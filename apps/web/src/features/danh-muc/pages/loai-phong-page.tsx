import { CrudPage } from '../../../components/crud/crud-page';
import { loaiPhongConfig } from '../configs/loai-phong.config';

export default function LoaiPhongPage() {
  return <CrudPage config={loaiPhongConfig} />;
}
